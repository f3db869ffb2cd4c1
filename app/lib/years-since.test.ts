import { expect, test } from "vitest";
import { MS_PER_YEAR, yearsSince } from "./years-since";

test("counts whole years from 1 January when only a year is given", () => {
  expect(yearsSince({ year: 2009 }, new Date("2025-06-01T12:00:00Z"), "America/Los_Angeles")).toBe(16);
});

test("uses 31556952000 ms per year, not calendar anniversaries", () => {
  const start = new Date("2010-01-01T08:00:00Z").getTime(); // midnight in San Luis Obispo
  expect(yearsSince({ year: 2010 }, start + 10 * MS_PER_YEAR - 1, "America/Los_Angeles")).toBe(9);
  expect(yearsSince({ year: 2010 }, start + 10 * MS_PER_YEAR, "America/Los_Angeles")).toBe(10);
});

test("reads the start as midnight in the church's zone, whatever the machine's zone", () => {
  // Midnight on 1 Jan 2010 in San Luis Obispo is 08:00 UTC (and 13:30 in Kolkata).
  const start = new Date("2010-01-01T08:00:00Z").getTime();
  const oneHourShort = start + MS_PER_YEAR - 60 * 60 * 1000;
  expect(yearsSince({ year: 2010 }, oneHourShort, "America/Los_Angeles")).toBe(0);
  expect(yearsSince({ year: 2010 }, start + MS_PER_YEAR, "America/Los_Angeles")).toBe(1);
});

test("honours a month and day when given", () => {
  const now = new Date("2025-09-01T12:00:00Z");
  expect(yearsSince({ year: 2015, month: 9, day: 15 }, now, "America/Los_Angeles")).toBe(9);
  expect(yearsSince({ year: 2015, month: 8 }, now, "America/Los_Angeles")).toBe(10);
});

test("is never negative for a start in the future", () => {
  expect(yearsSince({ year: 2030 }, new Date("2025-01-01T00:00:00Z"), "America/Los_Angeles")).toBe(0);
});
