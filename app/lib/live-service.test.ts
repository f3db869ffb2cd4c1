import { expect, test } from "vitest";
import { formatCountdown } from "./countdown";
import { churchZoneName, formatServiceDate, isLive, isServiceDay, nextServiceStart } from "./live-service";

const LA = "America/Los_Angeles";
const sunday = { weekday: 0, hour: 10, minute: 30, label: "Sundays @ 10:30 am" };
const at = (iso: string) => Date.parse(iso);

test("a weekday counts to the coming Sunday at 10:30 church time", () => {
  // Wednesday Nov 18 2026, 09:00 PST.
  expect(nextServiceStart(at("2026-11-18T17:00:00Z"), sunday, LA)).toBe(at("2026-11-22T18:30:00Z"));
  expect(formatServiceDate(at("2026-11-22T18:30:00Z"), LA)).toBe("Sunday, Nov 22, 2026 @ 10:30 AM");
});

test("on Sunday morning the service is today", () => {
  expect(nextServiceStart(at("2026-11-22T15:00:00Z"), sunday, LA)).toBe(at("2026-11-22T18:30:00Z"));
});

test("after the live window closes at noon, the next service is a week away", () => {
  expect(nextServiceStart(at("2026-11-22T19:59:59Z"), sunday, LA)).toBe(at("2026-11-22T18:30:00Z"));
  expect(nextServiceStart(at("2026-11-22T20:00:00Z"), sunday, LA)).toBe(at("2026-11-29T18:30:00Z"));
});

test("Saturday evening in California is already Sunday in UTC, still counts to the church's Sunday", () => {
  // Saturday Nov 21 2026, 20:00 PST = Sunday 04:00Z.
  const start = nextServiceStart(at("2026-11-22T04:00:00Z"), sunday, LA);
  expect(start).toBe(at("2026-11-22T18:30:00Z"));
  expect(isServiceDay(at("2026-11-22T04:00:00Z"), start, LA)).toBe(false);
});

test("spring forward (March 8 2026): the countdown counts real hours, not wall-clock hours", () => {
  // Sunday 01:00 PST (09:00Z); the clocks jump at 02:00; the service is 10:30 PDT = 17:30Z.
  const now = at("2026-03-08T09:00:00Z");
  const start = nextServiceStart(now, sunday, LA);
  expect(start).toBe(at("2026-03-08T17:30:00Z"));
  expect(formatCountdown(start - now)).toBe("8:30:00");
  // From the Saturday before, in standard time.
  expect(nextServiceStart(at("2026-03-07T20:00:00Z"), sunday, LA)).toBe(at("2026-03-08T17:30:00Z"));
});

test("fall back (November 1 2026): the extra hour is counted", () => {
  // Sunday 00:30 PDT (07:30Z); the clocks fall back at 02:00; the service is 10:30 PST = 18:30Z.
  const now = at("2026-11-01T07:30:00Z");
  const start = nextServiceStart(now, sunday, LA);
  expect(start).toBe(at("2026-11-01T18:30:00Z"));
  expect(formatCountdown(start - now)).toBe("11:00:00");
  expect(formatServiceDate(start, LA)).toBe("Sunday, Nov 1, 2026 @ 10:30 AM");
});

test("live from 5 minutes before the start on the service day, until noon", () => {
  const start = at("2026-11-22T18:30:00Z");
  expect(isLive(at("2026-11-22T18:24:59Z"), start, LA)).toBe(false);
  expect(isLive(at("2026-11-22T18:25:00Z"), start, LA)).toBe(true);
  expect(isLive(at("2026-11-22T18:26:00Z"), start, LA)).toBe(true);
  expect(isLive(at("2026-11-22T19:59:00Z"), start, LA)).toBe(true);
  expect(isLive(at("2026-11-22T20:00:00Z"), start, LA)).toBe(false);
  // Five minutes before, but the day before in church time: never live.
  expect(isLive(at("2026-11-22T18:26:00Z"), at("2026-11-29T18:30:00Z"), LA)).toBe(false);
});

test("live across the spring-forward Sunday", () => {
  const start = at("2026-03-08T17:30:00Z");
  expect(isLive(at("2026-03-08T17:26:00Z"), start, LA)).toBe(true);
  expect(isLive(at("2026-03-08T17:24:00Z"), start, LA)).toBe(false);
});

test("a visitor in Sydney on their Monday morning still counts to the church's Sunday", () => {
  const sydneyMonday = at("2026-11-22T17:00:00Z"); // Monday 04:00 AEDT, Sunday 09:00 PST
  expect(nextServiceStart(sydneyMonday, sunday, LA)).toBe(at("2026-11-22T18:30:00Z"));
});

test("the church zone is named as it stands on the service's day", () => {
  expect(churchZoneName(new Date("2026-11-22T18:30:00Z"))).toBe("Pacific Standard Time");
  expect(churchZoneName(new Date("2026-07-05T17:30:00Z"))).toBe("Pacific Daylight Time");
  expect(churchZoneName(new Date("2026-07-05T17:30:00Z"), "America/New_York")).toBe("Eastern Daylight Time");
});
