import { expect, test } from "vitest";
import {
  easterSunday,
  isEasterPromotion,
  nextSeasonOccurrence,
  plannableServices,
  seasonPageState,
  seasonView,
} from "./seasonal";

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

// The seasons' dates with their years (issue 11: never invite to the past).

test("Easter Sunday comes from the computus, year after year", () => {
  expect(easterSunday(2025)).toEqual({ year: 2025, month: 4, day: 20 });
  expect(easterSunday(2026)).toEqual({ year: 2026, month: 4, day: 5 });
  expect(easterSunday(2027)).toEqual({ year: 2027, month: 3, day: 28 });
  expect(easterSunday(2028)).toEqual({ year: 2028, month: 4, day: 16 });
  expect(easterSunday(2038)).toEqual({ year: 2038, month: 4, day: 25 });
});

test("the next occurrence carries its year and each service's church-time start", () => {
  const easter = nextSeasonOccurrence("easter", Date.parse("2026-11-22T12:00:00Z"));
  expect(easter.date).toEqual({ year: 2027, month: 3, day: 28 });
  expect(easter.services.map((service) => service.start.toISOString())).toEqual([
    "2027-03-28T16:00:00.000Z",
    "2027-03-28T17:30:00.000Z",
  ]);
  expect(easter.services.map((service) => service.value)).toEqual(["2027-03-28T09:00", "2027-03-28T10:30"]);
  const christmas = nextSeasonOccurrence("christmas", Date.parse("2026-11-22T12:00:00Z"));
  expect(christmas.services.map((service) => service.start.toISOString())).toEqual([
    "2026-12-25T00:30:00.000Z",
    "2026-12-25T02:00:00.000Z",
  ]);
});

test("a season stays this year's until its last service starts, in the church's zone", () => {
  // 24 December 2026, 17:30 in California: already the 25th in India and in UTC.
  const betweenServices = Date.parse("2026-12-24T17:30:00-08:00");
  expect(nextSeasonOccurrence("christmas", betweenServices).date.year).toBe(2026);
  expect(plannableServices("christmas", betweenServices).map((service) => service.label)).toEqual(["6:00 PM"]);
  const afterLast = Date.parse("2026-12-24T18:00:01-08:00");
  expect(nextSeasonOccurrence("christmas", afterLast).date.year).toBe(2027);
});

test("in November 2026 the Easter page says Easter 2026 has passed and points to next Sunday", () => {
  const now = Date.parse("2026-11-22T20:00:00Z"); // Sunday 12:00 in California, after the service
  const state = seasonPageState("easter", now);
  expect(state.kind).toBe("passed");
  expect(seasonView("easter", now)).toEqual({
    kind: "passed",
    previousDateLabel: "Sunday, April 5, 2026",
    nextDateLabel: "Sunday, March 28, 2027",
    nextSundayLabel: "November 29, 2026 at 10:30 AM",
  });
});

test("a Sunday morning before the service points to that same day", () => {
  expect(seasonView("easter", Date.parse("2026-11-22T08:00:00-08:00"))).toMatchObject({
    nextSundayLabel: "November 22, 2026 at 10:30 AM",
  });
});

test("before Easter 2027 the page invites to its date with the year, and offers only services still to come", () => {
  expect(seasonView("easter", Date.parse("2027-03-01T12:00:00-08:00"))).toEqual({
    kind: "invite",
    dateLabel: "Sunday, March 28, 2027",
    services: [
      { value: "2027-03-28T09:00", label: "9:00 AM" },
      { value: "2027-03-28T10:30", label: "10:30 AM" },
    ],
  });
  expect(seasonView("easter", Date.parse("2027-03-28T09:30:00-07:00"))).toMatchObject({
    services: [{ value: "2027-03-28T10:30" }],
  });
});

test("Christmas Eve invites from late August, then says it has passed from the evening of the 24th", () => {
  expect(seasonView("christmas", Date.parse("2026-11-22T12:00:00Z"))).toMatchObject({
    kind: "invite",
    dateLabel: "Thursday, December 24, 2026",
  });
  expect(seasonView("christmas", Date.parse("2026-12-26T12:00:00Z"))).toMatchObject({
    kind: "passed",
    previousDateLabel: "Thursday, December 24, 2026",
    nextDateLabel: "Friday, December 24, 2027",
  });
  expect(seasonView("christmas", Date.parse("2027-08-27T12:00:00Z"))).toMatchObject({
    kind: "invite",
    dateLabel: "Friday, December 24, 2027",
  });
});

test("the nav's Easter flag follows this year's Easter without a content edit", () => {
  expect(isEasterPromotion(Date.parse("2027-03-10T12:00:00-08:00"))).toBe(true);
  expect(isEasterPromotion(Date.parse("2026-11-22T12:00:00-08:00"))).toBe(false);
});
