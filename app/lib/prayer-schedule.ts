import { TZDateMini } from "@date-fns/tz";
import { churchDayKey, inChurchZone, type Instant } from "./church-time";

/**
 * The weekly prayer list's times (issue 35, SPEC 2.6): a form's `prayer.list`
 * names a weekday and a wall-clock time in the church's zone, and the list is
 * due at that time every week, whatever the server's zone and across a
 * daylight-saving change (08:00 is 08:00 on both sides of it). A time the
 * clocks skip (02:30 on the spring-forward night) is the same moment an hour
 * later on the new clock; a time that happens twice (01:30 on the fall-back
 * night) is due at the first.
 */

export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface PrayerListRule {
  day: Weekday;
  /** "HH:mm", 24-hour, church zone. */
  time: string;
}

function ms(instant: Instant): number {
  return typeof instant === "number" ? instant : instant.getTime();
}

function hourAndMinute(time: string): [number, number] {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new RangeError(`prayer list time "${time}" is not HH:mm`);
  return [Number(match[1]), Number(match[2])];
}

/** The list's instant on the church-zone week holding `now`, `weeksAhead` weeks on. */
function listOnWeek(now: number, rule: PrayerListRule, timeZone: string, weeksAhead: number): number {
  const today = inChurchZone(now, timeZone);
  const [hour, minute] = hourAndMinute(rule.time);
  const daysAhead = WEEKDAYS.indexOf(rule.day) - today.getDay() + 7 * weeksAhead;
  return new TZDateMini(
    today.getFullYear(),
    today.getMonth(),
    today.getDate() + daysAhead,
    hour,
    minute,
    0,
    timeZone,
  ).getTime();
}

/** The first time the list is due strictly after `now`. */
export function nextPrayerListAt(now: Instant, rule: PrayerListRule, timeZone: string): number {
  const at = ms(now);
  for (let weeks = 0; weeks <= 1; weeks += 1) {
    const candidate = listOnWeek(at, rule, timeZone, weeks);
    if (candidate > at) return candidate;
  }
  return listOnWeek(at, rule, timeZone, 2);
}

/** The last time the list was due at or before `now`. */
export function lastPrayerListAt(now: Instant, rule: PrayerListRule, timeZone: string): number {
  const at = ms(now);
  for (let weeks = 0; weeks >= -1; weeks -= 1) {
    const candidate = listOnWeek(at, rule, timeZone, weeks);
    if (candidate <= at) return candidate;
  }
  return listOnWeek(at, rule, timeZone, -2);
}

/** The list's own name: its church-zone date, one per week ("2026-11-30"). */
export function prayerListKey(dueAt: number, timeZone: string): string {
  return churchDayKey(dueAt, timeZone);
}
