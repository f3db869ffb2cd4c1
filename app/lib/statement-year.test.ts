import { expect, test } from "vitest";
import { likelyStatementYear } from "./statement-year";

const LA = "America/Los_Angeles";

test("last year's statement until tax day, in the church's zone, then this year's", () => {
  expect(likelyStatementYear(Date.parse("2027-01-02T12:00:00Z"), LA)).toBe(2026);
  expect(likelyStatementYear(Date.parse("2027-04-15T12:00:00Z"), LA)).toBe(2026);
  // 16 April 03:00 UTC is still 15 April in California: still last year's.
  expect(likelyStatementYear(Date.parse("2027-04-16T03:00:00Z"), LA)).toBe(2026);
  expect(likelyStatementYear(Date.parse("2027-04-16T08:00:00Z"), LA)).toBe(2027);
  expect(likelyStatementYear(Date.parse("2026-11-28T12:00:00Z"), LA)).toBe(2026);
  // The same instant is already 16 April in London: a church there is offered this year's.
  expect(likelyStatementYear(Date.parse("2027-04-16T03:00:00Z"), "Europe/London")).toBe(2027);
});
