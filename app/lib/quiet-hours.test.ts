import { expect, test } from "vitest";
import { afterQuietHours, churchDayStart, inQuietHours } from "./quiet-hours";

const LA = "America/Los_Angeles";

test("the quiet hours run from 20:00 to 08:00 on the church's clock, whatever the server's zone (unit tests run in Kolkata)", () => {
  expect(inQuietHours(Date.parse("2026-03-04T19:59:00-08:00"), LA)).toBe(false);
  expect(inQuietHours(Date.parse("2026-03-04T20:00:00-08:00"), LA)).toBe(true);
  expect(inQuietHours(Date.parse("2026-03-05T07:59:00-08:00"), LA)).toBe(true);
  expect(inQuietHours(Date.parse("2026-03-05T08:00:00-08:00"), LA)).toBe(false);
  // The same instant is daytime in Madrid's zone: only the church's zone counts.
  expect(inQuietHours(Date.parse("2026-03-05T07:00:00-08:00"), "Europe/Madrid")).toBe(false);
});

test("an announcement held by the quiet hours goes at the next 08:00, church time, across a change of clocks", () => {
  expect(afterQuietHours(Date.parse("2026-03-04T21:30:00-08:00"), LA)).toBe(Date.parse("2026-03-05T08:00:00-08:00"));
  expect(afterQuietHours(Date.parse("2026-03-05T02:00:00-08:00"), LA)).toBe(Date.parse("2026-03-05T08:00:00-08:00"));
  // Daylight saving time begins at 02:00 on 8 March 2026: 08:00 that morning is PDT.
  expect(afterQuietHours(Date.parse("2026-03-07T22:00:00-08:00"), LA)).toBe(Date.parse("2026-03-08T08:00:00-07:00"));
  const noon = Date.parse("2026-03-05T12:00:00-08:00");
  expect(afterQuietHours(noon, LA)).toBe(noon);
});

test("the daily limit's day starts at the church's midnight", () => {
  expect(churchDayStart(Date.parse("2026-03-05T23:30:00-08:00"), LA)).toBe(Date.parse("2026-03-05T00:00:00-08:00"));
  expect(churchDayStart(Date.parse("2026-03-05T00:10:00-08:00"), LA)).toBe(Date.parse("2026-03-05T00:00:00-08:00"));
});
