import { expect, test } from "vitest";
import { momentLabel, whenLabel } from "./when-label";

const ZONE = "America/Los_Angeles";
const start = Date.parse("2026-12-05T17:00:00Z"); // 9:00 in Los Angeles
const end = Date.parse("2026-12-05T20:00:00Z");

test("an event's time is the church's, in the reader's language, whatever the server's zone", () => {
  expect(whenLabel({ start, end, allDay: false }, ZONE, "en-US")).toMatch(
    /^Saturday, December 5, 2026, 9:00\sAM\s–\s12:00\sPM$/,
  );
  const spanish = whenLabel({ start, end, allDay: false }, ZONE, "es-US");
  expect(spanish.startsWith("sábado, 5 de diciembre de 2026, 9:00")).toBe(true);
  expect(spanish).toMatch(/12:00\sp\.\s?m\.$/);
  expect(whenLabel({ start, end: null, allDay: false }, "Europe/London", "en-GB")).toMatch(
    /^Saturday,? 5 December 2026 (at )?17:00$/,
  );
});

test("an all-day event of two days ends on its last day, not the day after", () => {
  const first = Date.parse("2026-12-05T08:00:00Z");
  const label = whenLabel({ start: first, end: first + 2 * 86_400_000, allDay: true }, ZONE, "en-US");
  expect(label).toMatch(/^Saturday, December 5\s–\s(Sunday, )?December 6, 2026$|December 5\s–\s6, 2026/);
  expect(label).not.toContain("7");
});

test("a moment alone", () => {
  expect(momentLabel(end, ZONE, "en-US")).toMatch(/^Saturday, December 5, 2026( at|,) 12:00\sPM$/);
});
