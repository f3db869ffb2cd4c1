import { expect, test } from "vitest";
import { formatCountdown } from "./countdown";
import { gathering } from "./test-gatherings";
import {
  churchZoneName,
  currentOrNextStream,
  formatServiceDate,
  isGatheringDay,
  isLive,
  isLiveNoticeWindow,
  isSameChurchDay,
  nextGatheringStart,
  nextOccurrence,
} from "./schedule";

// Tests run with TZ=Asia/Kolkata: every rule must follow the church's zone.
const LA = "America/Los_Angeles";
const US = { timeZone: LA, dateOrder: "month-day", clock: "12h" } as const;
const at = (iso: string) => Date.parse(iso);

const sunday = gathering({});

test("a weekday counts to the coming Sunday at 10:30 church time", () => {
  // Wednesday Nov 18 2026, 09:00 PST.
  expect(nextOccurrence(at("2026-11-18T17:00:00Z"), sunday, LA).start).toBe(at("2026-11-22T18:30:00Z"));
  expect(formatServiceDate(at("2026-11-22T18:30:00Z"), US)).toBe("Sunday, Nov 22, 2026 @ 10:30 AM");
});

test("on Sunday morning the service is today, until it ends; then it is a week away", () => {
  expect(nextOccurrence(at("2026-11-22T15:00:00Z"), sunday, LA).start).toBe(at("2026-11-22T18:30:00Z"));
  expect(nextOccurrence(at("2026-11-22T19:59:59Z"), sunday, LA).start).toBe(at("2026-11-22T18:30:00Z"));
  expect(nextOccurrence(at("2026-11-22T20:00:00Z"), sunday, LA).start).toBe(at("2026-11-29T18:30:00Z"));
});

test("Saturday evening in California is already Sunday in UTC, still counts to the church's Sunday", () => {
  const now = at("2026-11-22T04:00:00Z"); // Saturday 20:00 PST
  const next = nextOccurrence(now, sunday, LA);
  expect(next.start).toBe(at("2026-11-22T18:30:00Z"));
  expect(isSameChurchDay(now, next.start, LA)).toBe(false);
});

test("spring forward (March 8 2026) and fall back (November 1 2026): real hours are counted", () => {
  const spring = at("2026-03-08T09:00:00Z"); // Sunday 01:00 PST
  expect(nextOccurrence(spring, sunday, LA).start).toBe(at("2026-03-08T17:30:00Z"));
  expect(formatCountdown(at("2026-03-08T17:30:00Z") - spring)).toBe("8:30:00");
  const fall = at("2026-11-01T07:30:00Z"); // Sunday 00:30 PDT
  expect(nextOccurrence(fall, sunday, LA).start).toBe(at("2026-11-01T18:30:00Z"));
  expect(formatCountdown(at("2026-11-01T18:30:00Z") - fall)).toBe("11:00:00");
});

test("live from 5 minutes before the start until the gathering ends", () => {
  const next = nextOccurrence(at("2026-11-22T15:00:00Z"), sunday, LA);
  expect(isLive(at("2026-11-22T18:24:59Z"), next, 5)).toBe(false);
  expect(isLive(at("2026-11-22T18:25:00Z"), next, 5)).toBe(true);
  expect(isLive(at("2026-11-22T19:59:00Z"), next, 5)).toBe(true);
  expect(isLive(at("2026-11-22T20:00:00Z"), next, 5)).toBe(false);
});

test("the live notice shows on Sunday from 10:00 up to but not including 12:00, church time (SPEC 4)", () => {
  const notice = (iso: string) => isLiveNoticeWindow(new Date(iso), [sunday], LA, 30);
  expect(notice("2026-11-22T10:00:00-08:00")).toBe(true);
  expect(notice("2026-11-22T11:59:59-08:00")).toBe(true);
  expect(notice("2026-11-22T09:59:59-08:00")).toBe(false);
  expect(notice("2026-11-22T12:00:00-08:00")).toBe(false);
  expect(notice("2026-11-21T10:30:00-08:00")).toBe(false);
  // 1:30 pm in New York is 10:30 am at the church; 10:30 am in New York is 7:30 am there.
  expect(notice("2026-11-22T13:30:00-05:00")).toBe(true);
  expect(notice("2026-11-22T10:30:00-05:00")).toBe(false);
  expect(notice("2026-03-08T10:15:00-07:00")).toBe(true);
  expect(notice("2026-11-01T09:15:00-08:00")).toBe(false);
});

test("a church with Saturday 17:00 and Sunday 9:00 and 11:15 goes live at each of them", () => {
  const CHICAGO = "America/Chicago";
  const gatherings = [
    gathering({ id: "saturday-1700", weekday: 6, hour: 17, minute: 0, minutes: 75 }),
    gathering({ id: "sunday-0900", weekday: 0, hour: 9, minute: 0, minutes: 75 }),
    gathering({ id: "sunday-1115", weekday: 0, hour: 11, minute: 15, minutes: 75 }),
  ];
  const stream = (iso: string) => currentOrNextStream(new Date(iso), gatherings, CHICAGO);
  expect(stream("2026-11-18T12:00:00-06:00")?.gathering.id).toBe("saturday-1700");
  expect(stream("2026-11-21T17:30:00-06:00")?.gathering.id).toBe("saturday-1700");
  expect(stream("2026-11-21T18:15:00-06:00")?.gathering.id).toBe("sunday-0900");
  expect(stream("2026-11-22T10:16:00-06:00")?.gathering.id).toBe("sunday-1115");
  const live = (iso: string) => {
    const next = stream(iso);
    return next !== null && isLive(new Date(iso), next, 5);
  };
  expect(live("2026-11-21T16:55:00-06:00")).toBe(true);
  expect(live("2026-11-22T08:56:00-06:00")).toBe(true);
  expect(live("2026-11-22T11:12:00-06:00")).toBe(true);
  expect(live("2026-11-22T10:30:00-06:00")).toBe(false);
  expect(isGatheringDay(new Date("2026-11-21T08:00:00-06:00"), gatherings, CHICAGO)).toBe(true);
  expect(isGatheringDay(new Date("2026-11-20T08:00:00-06:00"), gatherings, CHICAGO)).toBe(false);
});

test("nothing streamed: no live stream at all", () => {
  expect(currentOrNextStream(Date.now(), [gathering({ streamed: false })], LA)).toBeNull();
  expect(isLiveNoticeWindow(Date.now(), [gathering({ streamed: false })], LA, 30)).toBe(false);
});

test("the next gathering to start skips the one that is on", () => {
  expect(nextGatheringStart(at("2026-11-22T18:45:00Z"), [sunday], LA)?.start).toBe(at("2026-11-29T18:30:00Z"));
  expect(nextGatheringStart(at("2026-11-22T18:00:00Z"), [sunday], LA)?.start).toBe(at("2026-11-22T18:30:00Z"));
});

test("a day-month, 24-hour church writes its service date its own way", () => {
  const style = { timeZone: "Europe/London", dateOrder: "day-month", clock: "24h" } as const;
  expect(formatServiceDate(at("2026-11-22T11:15:00Z"), style)).toBe("Sunday 22 Nov 2026 @ 11:15");
});

test("the church zone is named as it stands on the service's day", () => {
  expect(churchZoneName(new Date("2026-11-22T18:30:00Z"), LA)).toBe("Pacific Standard Time");
  expect(churchZoneName(new Date("2026-07-05T17:30:00Z"), LA)).toBe("Pacific Daylight Time");
  expect(churchZoneName(new Date("2026-07-05T17:30:00Z"), "America/New_York")).toBe("Eastern Daylight Time");
});
