import { afterEach, expect, test } from "vitest";
import { lastPrayerListAt, nextPrayerListAt, prayerListKey, type PrayerListRule } from "./prayer-schedule";

// The weekly prayer list in the church's zone (America/Los_Angeles), across the 2026 and 2027 changes:
// clocks go forward on 8 March 2026 and 14 March 2027, back on 1 November 2026 and 7 November 2027.
const LA = "America/Los_Angeles";
const MONDAY_8AM: PrayerListRule = { day: "monday", time: "08:00" };
const iso = (instant: number) => new Date(instant).toISOString();
const machineZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = machineZone;
});

/** Each list's instant, one after the other, from `start`. */
function lists(start: string, rule: PrayerListRule, count: number): string[] {
  const found: string[] = [];
  let now = Date.parse(start);
  for (let index = 0; index < count; index += 1) {
    now = nextPrayerListAt(now, rule, LA);
    found.push(iso(now));
  }
  return found;
}

for (const zone of ["Asia/Kolkata", "UTC", "America/New_York"]) {
  test(`Monday 08:00 stays 08:00 on the church's clock across every change of 2026 and 2027 (server in ${zone})`, () => {
    process.env.TZ = zone;
    // Spring 2026: 08:00 PST is 16:00 UTC, 08:00 PDT is 15:00 UTC.
    expect(lists("2026-02-28T00:00:00Z", MONDAY_8AM, 3)).toEqual([
      "2026-03-02T16:00:00.000Z",
      "2026-03-09T15:00:00.000Z",
      "2026-03-16T15:00:00.000Z",
    ]);
    // Autumn 2026 (the change is Sunday 1 November).
    expect(lists("2026-10-24T00:00:00Z", MONDAY_8AM, 3)).toEqual([
      "2026-10-26T15:00:00.000Z",
      "2026-11-02T16:00:00.000Z",
      "2026-11-09T16:00:00.000Z",
    ]);
    expect(lists("2027-03-06T00:00:00Z", MONDAY_8AM, 2)).toEqual([
      "2027-03-08T16:00:00.000Z",
      "2027-03-15T15:00:00.000Z",
    ]);
    expect(lists("2027-10-30T00:00:00Z", MONDAY_8AM, 2)).toEqual([
      "2027-11-01T15:00:00.000Z",
      "2027-11-08T16:00:00.000Z",
    ]);
  });
}

test("a list on the change's own night: a skipped time is an hour later, a doubled time is due at the first", () => {
  process.env.TZ = "UTC";
  const sunday = (time: string): PrayerListRule => ({ day: "sunday", time });
  // 02:30 does not exist on 8 March 2026: 03:30 PDT.
  expect(iso(nextPrayerListAt(Date.parse("2026-03-07T12:00:00Z"), sunday("02:30"), LA))).toBe(
    "2026-03-08T10:30:00.000Z",
  );
  // 01:30 happens twice on 1 November 2026: the first (PDT), once; the next is a week later, in PST.
  const first = nextPrayerListAt(Date.parse("2026-10-31T12:00:00Z"), sunday("01:30"), LA);
  expect(iso(first)).toBe("2026-11-01T08:30:00.000Z");
  expect(iso(nextPrayerListAt(first, sunday("01:30"), LA))).toBe("2026-11-08T09:30:00.000Z");
  // An hour later the clock reads 01:30 again: still the same week's list, not a new one.
  expect(lastPrayerListAt(first + 3_600_000, sunday("01:30"), LA)).toBe(first);
  expect(prayerListKey(first + 3_600_000, LA)).toBe(prayerListKey(first, LA));
});

test("the last list due: at its minute it is this week's; a minute before, last week's", () => {
  const due = Date.parse("2026-11-30T16:00:00Z");
  expect(lastPrayerListAt(due, MONDAY_8AM, LA)).toBe(due);
  expect(iso(lastPrayerListAt(due - 60_000, MONDAY_8AM, LA))).toBe("2026-11-23T16:00:00.000Z");
  expect(nextPrayerListAt(due - 60_000, MONDAY_8AM, LA)).toBe(due);
  expect(prayerListKey(due, LA)).toBe("2026-11-30");
  // Late Sunday evening in California is already Monday in UTC: still the coming Monday's list.
  expect(iso(nextPrayerListAt(Date.parse("2026-11-30T07:00:00Z"), MONDAY_8AM, LA))).toBe("2026-11-30T16:00:00.000Z");
});

test("a time that is not HH:mm is refused, not guessed", () => {
  expect(() => nextPrayerListAt(0, { day: "monday", time: "8am" }, LA)).toThrow(RangeError);
});
