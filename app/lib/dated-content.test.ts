import { expect, test } from "vitest";
import { dayHasPassed, formatCalendarDate, stillToCome } from "./dated-content";

// Tests run with TZ=Asia/Kolkata: the rules follow the church's zone.
const LA = "America/Los_Angeles";
const US = { timeZone: LA, dateOrder: "month-day", clock: "12h" } as const;
const party = { title: "Christmas Party", date: "2026-12-18" };
const lunch = { title: "Catalyst Lunch", date: "2026-11-16" };
const announced: { title: string; date?: string } = { title: "Summer Camp" };

test("an event stays listed through its day and leaves the next day, by the church's calendar", () => {
  // 18 December 23:30 in California is already the 19th in UTC and in India.
  expect(dayHasPassed(party.date, Date.parse("2026-12-18T23:30:00-08:00"), LA)).toBe(false);
  expect(dayHasPassed(party.date, Date.parse("2026-12-19T00:30:00-08:00"), LA)).toBe(true);
});

test("past events leave the upcoming list; undated ones (to be announced) stay", () => {
  expect(stillToCome([lunch, party, announced], Date.parse("2026-11-22T12:00:00-08:00"), LA)).toEqual([
    party,
    announced,
  ]);
  expect(stillToCome([lunch, party], Date.parse("2027-01-01T12:00:00-08:00"), LA)).toEqual([]);
});

test("a date is shown with its weekday and year, in the church's date style", () => {
  expect(formatCalendarDate(party.date, US)).toBe("Friday, December 18, 2026");
  expect(formatCalendarDate("2027-01-01", US)).toBe("Friday, January 1, 2027");
  expect(formatCalendarDate("2027-01-01", { timeZone: "Europe/London", dateOrder: "day-month", clock: "24h" })).toBe(
    "Friday 1 January 2027",
  );
});
