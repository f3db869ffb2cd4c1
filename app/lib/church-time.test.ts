import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { expect, test } from "vitest";
import { churchDayKey, churchHourKey, churchWallClock, formatChurchTime } from "./church-time";

const LA = "America/Los_Angeles";

test("formats in the church's zone, not the machine's (TZ=Asia/Kolkata here)", () => {
  const instant = new Date("2026-11-22T18:30:00Z"); // 10:30 am PST
  expect(formatChurchTime(instant, "EEEE, MMM d, yyyy @ h:mm a", LA)).toBe("Sunday, Nov 22, 2026 @ 10:30 AM");
});

test("days and hours roll over at church midnight", () => {
  const lateSaturday = new Date("2026-11-22T07:59:00Z"); // 11:59 pm Saturday PST
  expect(churchDayKey(lateSaturday, LA)).toBe("2026-11-21");
  expect(churchDayKey(new Date("2026-11-22T08:00:00Z"), LA)).toBe("2026-11-22");
  expect(churchHourKey(new Date("2026-11-22T18:59:59Z"), LA)).toBe("2026-11-22T10");
});

test("wall-clock times map to the right instant on both sides of daylight saving", () => {
  expect(churchWallClock(2026, 2, 8, 10, 30, LA).toISOString()).toBe("2026-03-08T17:30:00.000Z"); // PDT
  expect(churchWallClock(2026, 10, 1, 10, 30, LA).toISOString()).toBe("2026-11-01T18:30:00.000Z"); // PST
});

// Every pattern the site writes (grep formatChurchTime), each supported token alone, and quoting.
const SITE_PATTERNS = [
  "yyyy",
  "yyyy-MM",
  "yyyy-MM-dd",
  "yyyyMMdd",
  "yyyy-MM-dd'T'HH",
  "yyyy-MM-dd'T'HH:mm",
  "yyyy-MM-dd'T'HH:mm:ssXXX",
  "MMM",
  "d",
  "MMMM d",
  "MMM d, yyyy",
  "MMMM d, yyyy",
  "EEEE, MMMM d",
  "EEEE, MMMM d, yyyy",
  "MMMM d, yyyy 'at' h:mm a",
  "EEEE, MMM d, yyyy '@' h:mm a",
  "h:mma",
];
const SINGLE_TOKENS = ["yyyy", "MM", "MMM", "MMMM", "d", "dd", "EEEE", "h", "HH", "mm", "ss", "a", "XXX"];
const QUOTING = ["'o''clock' h", "'' h ''", "'Mon' EEEE", "d/MM - HH.mm @ 2"];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Instants across 2025-2027: every month, weekday, day of the month and hour, the day's edges, both DST changes. */
function instantsFor(timeZone: string): number[] {
  const instants: number[] = [];
  // An odd step, so hours, minutes and seconds all vary.
  for (let at = Date.UTC(2025, 0, 1); at < Date.UTC(2028, 0, 1); at += 41 * HOUR + 23 * MINUTE + 7_000) {
    instants.push(at);
  }
  // Every third day of 2026 in the zone (each weekday, each day of the month): midnight, either side of noon
  // (12 am / 12 pm), the last second.
  for (let day = 1; day <= 365; day += 3) {
    for (const [hour, minute, second] of [
      [0, 0, 0],
      [11, 59, 59],
      [12, 0, 0],
      [23, 59, 59],
    ] as const) {
      instants.push(new TZDate(2026, 0, day, hour, minute, second, timeZone).getTime());
    }
  }
  // Each change of offset: the minute it happens, the milliseconds around it, every quarter hour for 3 h either side.
  const offsetAt = (at: number) => new TZDate(at, timeZone).getTimezoneOffset();
  for (let at = Date.UTC(2025, 0, 1); at < Date.UTC(2028, 0, 1); at += HOUR) {
    if (offsetAt(at) === offsetAt(at + HOUR)) continue;
    let change = at + MINUTE;
    while (offsetAt(change) === offsetAt(at)) change += MINUTE;
    instants.push(change - 1, change, change + 1);
    for (let near = change - 3 * HOUR; near <= change + 3 * HOUR; near += 15 * MINUTE) instants.push(near);
  }
  return instants;
}

// Each zone formats some 1,300 instants in 30 patterns twice over (ours and date-fns's): about 40,000 calls
// of each. With the machine's two cores busy (load average 15) that took 12 to 30 s a zone, past Vitest's
// 5 s default, so the test names the time it needs. Each pattern's expected strings are made once and
// serve both the coverage checks and the comparison.
const EVERY_TOKEN_TIMEOUT = 120_000;

test.each([
  { timeZone: "America/Los_Angeles", offsets: ["-08:00", "-07:00"] },
  { timeZone: "America/New_York", offsets: ["-05:00", "-04:00"] },
  { timeZone: "Australia/Sydney", offsets: ["+10:00", "+11:00"] },
  { timeZone: "UTC", offsets: ["Z"] },
])(
  "writes every token and pattern the site uses exactly as date-fns format does, in $timeZone",
  ({ timeZone, offsets }) => {
    const instants = instantsFor(timeZone);
    // The same as format(at, pattern, { in: tz(timeZone) }), with each instant's zoned date made once.
    const zoned = instants.map((at) => new TZDate(at, timeZone));
    const expected = new Map<string, string[]>();
    /** What date-fns writes for each instant in `pattern`. */
    const oracle = (pattern: string) => {
      let written = expected.get(pattern);
      if (!written) {
        written = zoned.map((date) => format(date, pattern));
        expected.set(pattern, written);
      }
      return written;
    };
    // The instants reach every value each token can take, so a wrong table entry cannot hide.
    const reached = (pattern: string) => new Set(oracle(pattern));
    expect(reached("MMMM").size).toBe(12);
    expect(reached("EEEE").size).toBe(7);
    expect(reached("d").size).toBe(31);
    expect(reached("HH").size).toBe(24);
    expect(reached("mm").size).toBe(60);
    expect(reached("ss").size).toBe(60);
    expect([...reached("XXX")].sort()).toEqual([...offsets].sort());

    const mismatches: string[] = [];
    for (const pattern of [...SITE_PATTERNS, ...SINGLE_TOKENS, ...QUOTING]) {
      const written = oracle(pattern);
      instants.forEach((at, index) => {
        const ours = formatChurchTime(at, pattern, timeZone);
        const theirs = written[index];
        if (ours !== theirs) mismatches.push(`${new Date(at).toISOString()} "${pattern}": ${ours} != ${theirs}`);
      });
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  },
  EVERY_TOKEN_TIMEOUT,
);

test("12 am and 12 pm, and the hour that repeats when daylight saving ends", () => {
  expect(formatChurchTime(churchWallClock(2026, 0, 5, 0, 5, LA), "h:mm a", LA)).toBe("12:05 AM");
  expect(formatChurchTime(churchWallClock(2026, 0, 5, 12, 5, LA), "h:mma", LA)).toBe("12:05PM");
  // 1:30 am happens twice on 2026-11-01 in California: first PDT, then PST.
  expect(formatChurchTime(Date.parse("2026-11-01T08:30:00Z"), "h:mm a XXX", LA)).toBe("1:30 AM -07:00");
  expect(formatChurchTime(Date.parse("2026-11-01T09:30:00Z"), "h:mm a XXX", LA)).toBe("1:30 AM -08:00");
});

test("a token outside the supported set, or an unclosed quote, throws instead of writing a wrong date", () => {
  const sunday = Date.parse("2026-11-22T18:30:00Z");
  for (const pattern of ["EEE, MMM d", "M/d/yy", "hh:mm", "PPP", "do MMMM", "yyyy-MM-dd HH:mm z", "MMMM d at h"]) {
    expect(() => formatChurchTime(sunday, pattern, LA), pattern).toThrow(/unsupported token/);
  }
  expect(() => formatChurchTime(sunday, "h 'o''clock", LA)).toThrow(/unclosed quote/);
});

test("an invalid instant throws, as date-fns does", () => {
  expect(() => formatChurchTime(Number.NaN, "yyyy", LA)).toThrow(RangeError);
  expect(() => formatChurchTime(new Date("not a date"), "yyyy", LA)).toThrow("Invalid time value");
});
