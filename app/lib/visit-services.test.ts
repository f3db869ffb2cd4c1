import { expect, test } from "vitest";
import type { Gathering, Season } from "~/content/model";
import {
  findServiceToPlan,
  seasonServicesToPlan,
  servicesToPlan,
  type SeasonDay,
  type VisitSchedule,
} from "./visit-services";
import { gathering } from "./test-gatherings";

// These tests run with TZ=Asia/Kolkata (vitest.config.ts): a rule that forgets the church's zone fails.

const sunday = gathering({ minutes: 75 });
const wednesday: Gathering = {
  id: "wednesday-1900",
  name: "Midweek Prayer",
  weekday: 3,
  hour: 19,
  minute: 0,
  minutes: 60,
  streamed: false,
  kids: false,
  capacity: 12,
};

function season(path: string, name: string, date: Season["date"], services: Season["services"]): Season {
  return {
    path,
    name,
    date,
    services,
    timesLabel: "",
    inviteDaysBefore: 120,
    inMenu: false,
    invitation: "Join us",
    thanks: "Thank you",
    inviteDescription: "Join us on {date}",
    planLabel: "Plan your visit now",
  };
}

const christmasEve = season("/christmas", "Christmas Eve", { rule: "fixed", month: 12, day: 24 }, [
  { hour: 16, minute: 30, minutes: 60, capacity: 150 },
  { hour: 18, minute: 0, minutes: 60, name: "Candlelight" },
]);
const easter = season("/easter", "Easter", { rule: "easter", offsetDays: 0 }, [
  { hour: 9, minute: 0, minutes: 75 },
  { hour: 10, minute: 30, minutes: 75 },
]);

/** Known Easter Sundays, enough for these dates. */
const EASTERS: Record<number, [number, number]> = { 2026: [4, 5], 2027: [3, 28] };
const seasonDay: SeasonDay = (of, year) => {
  if (of.date.rule === "fixed") return { year, month: of.date.month, day: of.date.day };
  const [month, day] = EASTERS[year] ?? [0, 0];
  return { year, month, day };
};

const schedule: VisitSchedule = {
  timeZone: "America/Los_Angeles",
  gatherings: [sunday, wednesday],
  seasons: [christmasEve, easter],
  weeksAhead: 8,
  seasonDay,
};

test("the coming eight weeks of gatherings, in the church's zone, each with its year", () => {
  // Monday 23 November 2026, 9:00 in California (already Monday evening in India).
  const services = servicesToPlan({ ...schedule, seasons: [] }, Date.parse("2026-11-23T09:00:00-08:00"));
  const sundays = services.filter((service) => service.source.kind === "gathering" && service.name === sunday.name);
  expect(sundays).toHaveLength(8);
  expect(sundays[0]).toEqual({
    id: "2026-11-29T10:30~sunday-1030",
    start: Date.parse("2026-11-29T10:30:00-08:00"),
    end: Date.parse("2026-11-29T11:45:00-08:00"),
    label: "Sunday, November 29, 2026 at 10:30 AM",
    name: "Sunday Morning Service",
    source: { kind: "gathering", gatheringId: "sunday-1030" },
  });
  expect(sundays.at(-1)?.label).toBe("Sunday, January 17, 2027 at 10:30 AM");
  const wednesdays = services.filter((service) => service.name === "Midweek Prayer");
  expect(wednesdays).toHaveLength(8);
  expect(wednesdays[0]).toMatchObject({ id: "2026-11-25T19:00~wednesday-1900", capacity: 12 });
  expect(services.map((service) => service.start)).toEqual(
    [...services.map((service) => service.start)].sort((a, b) => a - b),
  );
});

test("today's service is offered until it starts, never after", () => {
  const before = servicesToPlan(schedule, Date.parse("2026-11-29T10:29:00-08:00"));
  expect(before[0]?.id).toBe("2026-11-29T10:30~sunday-1030");
  const after = servicesToPlan(schedule, Date.parse("2026-11-29T10:30:00-08:00"));
  expect(after[0]?.id).toBe("2026-12-02T19:00~wednesday-1900");
});

test("across the change to daylight saving time the wall clock stays 10:30", () => {
  const services = servicesToPlan(
    { ...schedule, seasons: [], gatherings: [sunday] },
    Date.parse("2027-02-22T12:00:00-08:00"),
  );
  const march = services.filter((service) => service.id.startsWith("2027-03"));
  expect(march.map((service) => new Date(service.start).toISOString())).toEqual([
    "2027-03-07T18:30:00.000Z",
    // 14 March 2027: clocks go forward; 10:30 is now UTC-7.
    "2027-03-14T17:30:00.000Z",
    "2027-03-21T17:30:00.000Z",
    "2027-03-28T17:30:00.000Z",
  ]);
});

test("seasonal services in the window join the list; on Easter they stand for the Sunday service they overlap", () => {
  const services = servicesToPlan(schedule, Date.parse("2027-03-01T12:00:00-08:00"));
  const easterDay = services.filter((service) => service.id.startsWith("2027-03-28"));
  expect(easterDay.map((service) => [service.id, service.name, service.label])).toEqual([
    ["2027-03-28T09:00~easter-0900", "Easter", "Sunday, March 28, 2027 at 9:00 AM"],
    ["2027-03-28T10:30~easter-1030", "Easter", "Sunday, March 28, 2027 at 10:30 AM"],
  ]);
  // Christmas Eve is months away: not in the visit page's eight weeks.
  expect(services.some((service) => service.id.includes("christmas"))).toBe(false);
});

test("Christmas Eve on a weekday sits beside the gatherings, named, with its capacity", () => {
  const services = servicesToPlan(schedule, Date.parse("2026-12-20T12:00:00-08:00"));
  const eve = services.filter((service) => service.id.startsWith("2026-12-24"));
  expect(eve).toEqual([
    expect.objectContaining({ id: "2026-12-24T16:30~christmas-1630", name: "Christmas Eve", capacity: 150 }),
    expect.objectContaining({ id: "2026-12-24T18:00~christmas-1800", name: "Christmas Eve: Candlelight" }),
  ]);
  expect(eve[1]).not.toHaveProperty("capacity");
});

test("a seasonal page offers its next occurrence months ahead, and next year's once this year's has begun", () => {
  const inAugust = seasonServicesToPlan(schedule, christmasEve, Date.parse("2026-08-30T12:00:00-07:00"));
  expect(inAugust.map((service) => service.label)).toEqual([
    "Thursday, December 24, 2026 at 4:30 PM",
    "Thursday, December 24, 2026 at 6:00 PM",
  ]);
  const duringTheFirst = seasonServicesToPlan(schedule, christmasEve, Date.parse("2026-12-24T16:45:00-08:00"));
  expect(duringTheFirst.map((service) => service.id)).toEqual(["2026-12-24T18:00~christmas-1800"]);
  const afterwards = seasonServicesToPlan(schedule, christmasEve, Date.parse("2026-12-24T18:05:00-08:00"));
  expect(afterwards.map((service) => service.label)).toEqual([
    "Friday, December 24, 2027 at 4:30 PM",
    "Friday, December 24, 2027 at 6:00 PM",
  ]);
});

test("the church's locale writes the day before the month and a 24-hour clock", () => {
  const [first] = servicesToPlan(
    { ...schedule, seasons: [], gatherings: [sunday], dateOrder: "day-month", clock: "24h" },
    Date.parse("2026-11-23T09:00:00-08:00"),
  );
  expect(first?.label).toBe("Sunday 29 November 2026 at 10:30");
});

test("a chosen id is open, has started, or is nothing the church holds", () => {
  const now = Date.parse("2026-12-24T16:45:00-08:00");
  expect(findServiceToPlan(schedule, "2026-12-27T10:30~sunday-1030", now)).toMatchObject({ kind: "open" });
  expect(findServiceToPlan(schedule, "2026-12-24T18:00~christmas-1800", now)).toMatchObject({ kind: "open" });
  // Easter is beyond the eight weeks but its page offers it.
  expect(findServiceToPlan(schedule, "2027-03-28T09:00~easter-0900", now)).toMatchObject({ kind: "open" });
  expect(findServiceToPlan(schedule, "2026-12-24T16:30~christmas-1630", now)).toEqual({ kind: "started" });
  expect(findServiceToPlan(schedule, "2026-12-20T10:30~sunday-1030", now)).toEqual({ kind: "started" });
  // Not a Sunday, not a time the church meets, not a gathering it has, or further than it plans.
  expect(findServiceToPlan(schedule, "2026-12-21T10:30~sunday-1030", now)).toEqual({ kind: "unknown" });
  expect(findServiceToPlan(schedule, "2026-12-27T09:00~sunday-1030", now)).toEqual({ kind: "unknown" });
  expect(findServiceToPlan(schedule, "2026-12-27T10:30~friday-1030", now)).toEqual({ kind: "unknown" });
  expect(findServiceToPlan(schedule, "2027-06-27T10:30~sunday-1030", now)).toEqual({ kind: "unknown" });
  expect(findServiceToPlan(schedule, "10:30 AM", now)).toEqual({ kind: "unknown" });
});
