import { expect, test } from "vitest";
import type { ChurchContent } from "~/content/model";
import { dateLabelOf } from "./sign-up-page.server";

/** Issue 36: a sign-up page (and its e-mail) shows a multi-day event's span, first day to last, with its year. */

const content = { church: { locale: { timeZone: "America/Los_Angeles", country: "US" } } } as ChurchContent;
// Camp: Tuesday 6 July 2027, 9:00 to Saturday 10 July, 12:00, Pacific.
const start = Date.parse("2027-07-06T16:00:00Z");
const end = Date.parse("2027-07-10T19:00:00Z");

test("a multi-day event's label is its span, in the page's language", () => {
  const english = dateLabelOf(start, false, "en", content, end);
  expect(english).toMatch(/July 6, 2027.*–.*July 10, 2027/);
  const spanish = dateLabelOf(start, false, "es", content, end);
  expect(spanish).toMatch(/6 de julio de 2027.*–.*10 de julio de 2027/);
  // All day, ending at the midnight after its last day.
  const allDay = dateLabelOf(
    Date.parse("2027-07-06T07:00:00Z"),
    true,
    "es",
    content,
    Date.parse("2027-07-11T07:00:00Z"),
  );
  expect(allDay).toMatch(/6.*–.*10 de julio de 2027/);
  expect(allDay).not.toMatch(/11/);
});

test("a one-day event keeps its day and start time", () => {
  expect(dateLabelOf(start, false, "en", content, start + 3 * 3600_000)).toBe("Tuesday, July 6, 2027 at 9:00 AM");
});
