import { expect, test } from "vitest";
import { isEasterPromotion } from "./seasonal";

const easter2025 = { year: 2025, month: 4, day: 20 };

test("holds before May, on days 1 to 20, up to Easter's year", () => {
  expect(isEasterPromotion(new Date("2025-04-20T12:00:00-07:00"), easter2025)).toBe(true);
  expect(isEasterPromotion(new Date("2025-03-05T12:00:00-08:00"), easter2025)).toBe(true);
  expect(isEasterPromotion(new Date("2024-01-01T12:00:00-08:00"), easter2025)).toBe(true);
});

test("reads the day of the month, not the day of the week", () => {
  // 21 April 2025 was a Monday (day-of-week 1): the literal SPEC reading would say true.
  expect(isEasterPromotion(new Date("2025-04-21T12:00:00-07:00"), easter2025)).toBe(false);
  expect(isEasterPromotion(new Date("2025-03-25T12:00:00-07:00"), easter2025)).toBe(false);
});

test("ends from May and after Easter's year", () => {
  expect(isEasterPromotion(new Date("2025-05-01T12:00:00-07:00"), easter2025)).toBe(false);
  expect(isEasterPromotion(new Date("2026-04-05T12:00:00-07:00"), easter2025)).toBe(false);
});

test("uses the church's calendar day, whatever the server's zone", () => {
  // 20 April 23:30 in California is already 21 April in UTC and in India.
  expect(isEasterPromotion(new Date("2025-04-20T23:30:00-07:00"), easter2025)).toBe(true);
  // 21 April 00:30 in California.
  expect(isEasterPromotion(new Date("2025-04-21T00:30:00-07:00"), easter2025)).toBe(false);
});

test("follows the content's date, so next season is a content edit", () => {
  const easter2027 = { year: 2027, month: 3, day: 28 };
  expect(isEasterPromotion(new Date("2027-03-10T12:00:00-08:00"), easter2027)).toBe(true);
  expect(isEasterPromotion(new Date("2027-04-02T12:00:00-07:00"), easter2027)).toBe(false);
});
