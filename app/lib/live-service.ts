import { type TZDate, TZDateMini } from "@date-fns/tz";
import { church, type ServiceTime } from "~/content/church";
import { formatChurchTime, type Instant } from "./church-time";
import { LIVE_NOTICE_END_HOUR } from "./live-window";

/**
 * The live-stream schedule (SPEC 4 and 9) as pure functions of the clock.
 * Every rule reads the church's zone, so a visitor in New York or Sydney sees
 * the same countdown as one in California.
 */

/** SPEC 9: the live player appears 5 minutes before the service. */
export const LIVE_LEAD_MS = 300_000;

/**
 * The SPEC never ends the live state. We end it when the nav's live notice
 * ends (12:00 church time): after that the page counts down to next Sunday.
 */
export const LIVE_END_HOUR = LIVE_NOTICE_END_HOUR;

function ms(instant: Instant): number {
  return typeof instant === "number" ? instant : instant.getTime();
}

/** The instant of the given wall-clock time on the zone-local day of `local`. */
function atWallClock(local: TZDate, hour: number, minute: number, timeZone: string): number {
  return new TZDateMini(local.getFullYear(), local.getMonth(), local.getDate(), hour, minute, 0, timeZone).getTime();
}

/**
 * The next service start: the coming service day at its time, today while
 * today's service is still on (until the live window closes at 12:00).
 */
export function nextServiceStart(
  now: Instant,
  schedule: ServiceTime = church.sundayService,
  timeZone: string = church.timeZone,
): number {
  const local = new TZDateMini(ms(now), timeZone);
  const daysAhead = (schedule.weekday - local.getDay() + 7) % 7;
  if (daysAhead === 0 && ms(now) < atWallClock(local, LIVE_END_HOUR, 0, timeZone)) {
    return atWallClock(local, schedule.hour, schedule.minute, timeZone);
  }
  const target = new TZDateMini(
    local.getFullYear(),
    local.getMonth(),
    local.getDate() + (daysAhead || 7),
    12,
    0,
    0,
    timeZone,
  );
  return atWallClock(target, schedule.hour, schedule.minute, timeZone);
}

/** Whether `now` falls on the church-zone calendar day of `serviceStart`. */
export function isServiceDay(now: Instant, serviceStart: number, timeZone: string = church.timeZone): boolean {
  return formatChurchTime(now, "yyyy-MM-dd", timeZone) === formatChurchTime(serviceStart, "yyyy-MM-dd", timeZone);
}

/** SPEC 4: live on the service day from 5 minutes before the start (until the window closes). */
export function isLive(now: Instant, serviceStart: number, timeZone: string = church.timeZone): boolean {
  const at = ms(now);
  if (!isServiceDay(at, serviceStart, timeZone)) return false;
  const local = new TZDateMini(serviceStart, timeZone);
  return serviceStart - at <= LIVE_LEAD_MS && at < atWallClock(local, LIVE_END_HOUR, 0, timeZone);
}

/** SPEC 4: like 'Sunday, Nov 22, 2026 @ 10:30 AM'. */
export function formatServiceDate(instant: Instant, timeZone: string = church.timeZone): string {
  return formatChurchTime(instant, "EEEE, MMM d, yyyy '@' h:mm a", timeZone);
}

/** The church zone's name at that instant, standard or daylight time ("Pacific Standard Time"). */
export function churchZoneName(instant: Instant, timeZone: string = church.timeZone): string {
  const parts = zoneNameFormat(timeZone).formatToParts(instant);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

// Building an Intl formatter costs far more than using one, and the live page renders every second.
const zoneNameFormats = new Map<string, Intl.DateTimeFormat>();
function zoneNameFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneNameFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "long" });
    zoneNameFormats.set(timeZone, format);
  }
  return format;
}
