import { TZDate, tz } from "@date-fns/tz";
import { format } from "date-fns";
import { church } from "~/content/church";

/**
 * The one date module. Every schedule rule and displayed time goes through
 * here, in the church's zone, so the zone of the server or the browser never
 * changes what a visitor sees (docs/decisions/003-church-time-zone.md).
 */

export type Instant = Date | number;

/** The instant as a wall-clock date in the church's zone. */
export function inChurchZone(instant: Instant, timeZone: string = church.timeZone): TZDate {
  return new TZDate(typeof instant === "number" ? instant : instant.getTime(), timeZone);
}

/** date-fns `format`, read in the church's zone. */
export function formatChurchTime(instant: Instant, pattern: string, timeZone: string = church.timeZone): string {
  return format(instant, pattern, { in: tz(timeZone) });
}

/** Church-zone calendar day as yyyy-MM-dd, handy as a cache key. */
export function churchDayKey(instant: Instant, timeZone: string = church.timeZone): string {
  return formatChurchTime(instant, "yyyy-MM-dd", timeZone);
}

/** Church-zone clock hour as yyyy-MM-dd'T'HH, for caches that live within an hour. */
export function churchHourKey(instant: Instant, timeZone: string = church.timeZone): string {
  return formatChurchTime(instant, "yyyy-MM-dd'T'HH", timeZone);
}

/** Whether the instant falls, in the church's zone, on the weekday of the main service (Sunday in the SPEC). */
export function isServiceDay(
  instant: Instant,
  weekday: number = church.sundayService.weekday,
  timeZone: string = church.timeZone,
): boolean {
  return inChurchZone(instant, timeZone).getDay() === weekday;
}

/** The instant at which the given church-zone wall-clock time happens. */
export function churchWallClock(
  year: number,
  monthIndex: number,
  day: number,
  hour = 0,
  minute = 0,
  timeZone: string = church.timeZone,
): Date {
  return new Date(new TZDate(year, monthIndex, day, hour, minute, 0, timeZone).getTime());
}
