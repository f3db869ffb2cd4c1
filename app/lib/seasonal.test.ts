import { expect, test } from "vitest";
import type { Season } from "~/content/model";
import {
  easterSunday,
  isSeasonInMenu,
  nextSeasonOccurrence,
  plannableSeasonServices,
  seasonDate,
  seasonView,
} from "./seasonal";
import { gathering } from "./test-gatherings";

// Tests run with TZ=Asia/Kolkata: every rule must follow the church's zone.
const US = { timeZone: "America/Los_Angeles", dateOrder: "month-day", clock: "12h" } as const;
const sunday = gathering();

function season(overrides: Partial<Season>): Season {
  return {
    path: "/season",
    name: "Season",
    date: { rule: "fixed", month: 12, day: 24 },
    services: [
      { hour: 16, minute: 30, minutes: 60 },
      { hour: 18, minute: 0, minutes: 60 },
    ],
    timesLabel: "4:30 and 6 PM",
    inviteDaysBefore: 120,
    inMenu: false,
    invitation: "Come.",
    thanks: "Thank you.",
    inviteDescription: "On {date}.",
    planLabel: "Plan your visit now",
    ...overrides,
  };
}
const christmasEve = season({ path: "/christmas", name: "Christmas Eve" });
const easter = season({
  path: "/easter",
  name: "Easter",
  date: { rule: "easter", offsetDays: 0 },
  services: [
    { hour: 9, minute: 0, minutes: 75 },
    { hour: 10, minute: 30, minutes: 75 },
  ],
  inMenu: true,
});

test("Easter Sunday comes from the computus, year after year", () => {
  expect(easterSunday(2025)).toEqual({ year: 2025, month: 4, day: 20 });
  expect(easterSunday(2026)).toEqual({ year: 2026, month: 4, day: 5 });
  expect(easterSunday(2027)).toEqual({ year: 2027, month: 3, day: 28 });
  expect(easterSunday(2038)).toEqual({ year: 2038, month: 4, day: 25 });
});

test("date rules: a fixed day, days from Easter, the nth and the last weekday of a month", () => {
  expect(seasonDate({ rule: "fixed", month: 12, day: 24 }, 2026)).toEqual({ year: 2026, month: 12, day: 24 });
  expect(seasonDate({ rule: "fixed", month: 2, day: 29 }, 2027)).toBeNull();
  expect(seasonDate({ rule: "fixed", month: 2, day: 29 }, 2028)).toEqual({ year: 2028, month: 2, day: 29 });
  // Pentecost 2027: 49 days after Easter (March 28) is May 16; Good Friday is two days before.
  expect(seasonDate({ rule: "easter", offsetDays: 49 }, 2027)).toEqual({ year: 2027, month: 5, day: 16 });
  expect(seasonDate({ rule: "easter", offsetDays: -2 }, 2027)).toEqual({ year: 2027, month: 3, day: 26 });
  // US Thanksgiving: the fourth Thursday of November.
  expect(seasonDate({ rule: "nth-weekday", month: 11, weekday: "thursday", nth: 4 }, 2026)).toEqual({
    year: 2026,
    month: 11,
    day: 26,
  });
  expect(seasonDate({ rule: "nth-weekday", month: 11, weekday: "thursday", nth: 4 }, 2027)).toEqual({
    year: 2027,
    month: 11,
    day: 25,
  });
  // The last Saturday of October, and a fifth Sunday that some years lack.
  expect(seasonDate({ rule: "nth-weekday", month: 10, weekday: "saturday", nth: -1 }, 2026)).toEqual({
    year: 2026,
    month: 10,
    day: 31,
  });
  expect(seasonDate({ rule: "nth-weekday", month: 12, weekday: "friday", nth: -1 }, 2027)).toEqual({
    year: 2027,
    month: 12,
    day: 31,
  });
  expect(seasonDate({ rule: "nth-weekday", month: 2, weekday: "sunday", nth: 5 }, 2026)).toBeNull();
});

test("the next occurrence carries its year and each service's church-time start", () => {
  const next = nextSeasonOccurrence(easter, Date.parse("2026-11-22T12:00:00Z"), US)!;
  expect(next.date).toEqual({ year: 2027, month: 3, day: 28 });
  expect(next.services.map((service) => service.start.toISOString())).toEqual([
    "2027-03-28T16:00:00.000Z",
    "2027-03-28T17:30:00.000Z",
  ]);
  expect(next.services.map((service) => service.value)).toEqual(["2027-03-28T09:00", "2027-03-28T10:30"]);
  expect(
    nextSeasonOccurrence(christmasEve, Date.parse("2026-11-22T12:00:00Z"), US)!.services[0]!.start.toISOString(),
  ).toBe("2026-12-25T00:30:00.000Z");
});

test("a season stays this year's until its last service starts, in the church's zone", () => {
  // 24 December 2026, 17:30 in California: already the 25th in India and in UTC.
  const betweenServices = Date.parse("2026-12-24T17:30:00-08:00");
  expect(nextSeasonOccurrence(christmasEve, betweenServices, US)!.date.year).toBe(2026);
  expect(plannableSeasonServices(christmasEve, betweenServices, US).map((service) => service.label)).toEqual([
    "6:00 PM",
  ]);
  expect(nextSeasonOccurrence(christmasEve, Date.parse("2026-12-24T18:00:01-08:00"), US)!.date.year).toBe(2027);
});

test("once passed, the page says when it was and points to the next weekly gathering", () => {
  const now = Date.parse("2026-11-22T20:00:00Z"); // Sunday 12:00 in California, after the service
  expect(seasonView(easter, now, US, [sunday])).toEqual({
    kind: "passed",
    previousDateLabel: "Sunday, April 5, 2026",
    nextDateLabel: "Sunday, March 28, 2027",
    nextGatheringLabel: "Sunday, November 29, 2026 at 10:30 AM",
  });
  expect(seasonView(easter, Date.parse("2026-11-22T08:00:00-08:00"), US, [sunday])).toMatchObject({
    nextGatheringLabel: "Sunday, November 22, 2026 at 10:30 AM",
  });
});

test("inside its invitation window the page invites to the date with its year, offering only services still to come", () => {
  expect(seasonView(easter, Date.parse("2027-03-01T12:00:00-08:00"), US, [sunday])).toMatchObject({
    kind: "invite",
    dateLabel: "Sunday, March 28, 2027",
    services: [
      { value: "2027-03-28T09:00", label: "9:00 AM" },
      { value: "2027-03-28T10:30", label: "10:30 AM" },
    ],
  });
  expect(seasonView(easter, Date.parse("2027-03-28T09:30:00-07:00"), US, [sunday])).toMatchObject({
    services: [{ value: "2027-03-28T10:30" }],
  });
  expect(seasonView(christmasEve, Date.parse("2026-12-26T12:00:00Z"), US, [sunday])).toMatchObject({
    kind: "passed",
    previousDateLabel: "Thursday, December 24, 2026",
    nextDateLabel: "Friday, December 24, 2027",
  });
  expect(seasonView(christmasEve, Date.parse("2027-08-27T12:00:00Z"), US, [sunday])).toMatchObject({ kind: "invite" });
});

test("a season marked for the menu is there while it invites, and gone after its day", () => {
  expect(isSeasonInMenu(easter, Date.parse("2027-03-10T12:00:00-08:00"), US)).toBe(true);
  expect(isSeasonInMenu(easter, Date.parse("2027-03-28T10:45:00-07:00"), US)).toBe(false);
  expect(isSeasonInMenu(easter, Date.parse("2026-11-22T12:00:00-08:00"), US)).toBe(false);
  expect(isSeasonInMenu(christmasEve, Date.parse("2026-12-01T12:00:00-08:00"), US)).toBe(false);
});

test("a day-month, 24-hour church in another zone writes its own dates", () => {
  const harvest = season({
    date: { rule: "nth-weekday", month: 10, weekday: "saturday", nth: 2 },
    services: [{ hour: 18, minute: 0, minutes: 120 }],
  });
  const uk = { timeZone: "Europe/London", dateOrder: "day-month", clock: "24h" } as const;
  expect(seasonView(harvest, Date.parse("2027-09-01T12:00:00Z"), uk, [])).toMatchObject({
    kind: "invite",
    dateLabel: "Saturday 9 October 2027",
    services: [{ label: "18:00", value: "2027-10-09T18:00" }],
  });
});
