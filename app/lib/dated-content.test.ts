import { expect, test } from "vitest";
import { dayHasPassed, formatCalendarDate, stillToCome } from "./dated-content";

const party = { title: "Christmas Party", date: { year: 2026, month: 12, day: 18 } };
const lunch = { title: "Catalyst Lunch", date: { year: 2026, month: 11, day: 16 } };
const announced: { title: string; date?: { year: number; month: number; day: number } } = { title: "Summer Camp" };

test("an event stays listed through its day and leaves the next day, by the church's calendar", () => {
  // 18 December 23:30 in California is already the 19th in UTC and in India.
  expect(dayHasPassed(party.date, Date.parse("2026-12-18T23:30:00-08:00"))).toBe(false);
  expect(dayHasPassed(party.date, Date.parse("2026-12-19T00:30:00-08:00"))).toBe(true);
});

test("past events leave the upcoming list; undated ones (to be announced) stay", () => {
  expect(stillToCome([lunch, party, announced], Date.parse("2026-11-22T12:00:00-08:00"))).toEqual([party, announced]);
  expect(stillToCome([lunch, party], Date.parse("2027-01-01T12:00:00-08:00"))).toEqual([]);
});

test("a date is shown with its weekday and year", () => {
  expect(formatCalendarDate(party.date)).toBe("Friday, December 18, 2026");
  expect(formatCalendarDate({ year: 2027, month: 1, day: 1 })).toBe("Friday, January 1, 2027");
});
