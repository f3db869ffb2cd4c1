import { expect, test } from "vitest";
import { formatCalendarDate } from "./dated-content";
import { answerText } from "./form-view";

/** A sender's answers as they read them back (issue 35): a date in their language, on the church's calendar. */

const style = { timeZone: "America/Los_Angeles", dateOrder: "month-day", clock: "12h" } as const;
const words = (locale: string) => ({
  yes: "Sí",
  no: "No",
  date: (day: string) => formatCalendarDate(day, { ...style, locale }),
});

test("a date answer reads as a date in the reader's language, the same day whatever the server's zone", () => {
  expect(answerText({ type: "date" }, "2026-12-20", words("es-US"))).toBe("domingo, 20 de diciembre de 2026");
  expect(answerText({ type: "date" }, "2026-12-20", words("en-US"))).toMatch(/^Sunday, December 20, 2026$/);
  // Without a date formatter (older callers), the day as stored.
  expect(answerText({ type: "date" }, "2026-12-20", { yes: "Yes", no: "No" })).toBe("2026-12-20");
  expect(answerText({ type: "yes-no" }, true, words("es-US"))).toBe("Sí");
});
