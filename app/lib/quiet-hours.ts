import { churchWallClock, inChurchZone, type Instant } from "./church-time";

/**
 * When a church's announcements may reach phones (issue 44): never from 20:00 to 08:00 on the church's
 * clock, whatever the zone of the server or of the phone (Church Center keeps the same hours). "We're
 * live" and the day-before reminders are not held: a person asked for them at that moment.
 * docs/decisions/073 says why these hours and the daily limit.
 */
export const QUIET_HOURS = { from: 20, until: 8 } as const;

/**
 * How many announcements one phone gets in a church day at most (docs/decisions/073): one more that day
 * is not sent to it, and the staff's results say how many phones it skipped.
 */
export const ANNOUNCEMENTS_PER_DAY = 2;

function ms(instant: Instant): number {
  return typeof instant === "number" ? instant : instant.getTime();
}

/** Whether `now` falls in the quiet hours on the church's clock. */
export function inQuietHours(now: Instant, timeZone: string): boolean {
  const hour = inChurchZone(now, timeZone).getHours();
  return hour >= QUIET_HOURS.from || hour < QUIET_HOURS.until;
}

/** The first instant at or after `now` outside the quiet hours: `now` itself, or the next 08:00. */
export function afterQuietHours(now: Instant, timeZone: string): number {
  const at = ms(now);
  if (!inQuietHours(at, timeZone)) return at;
  const day = inChurchZone(at, timeZone);
  const nextMorning = day.getHours() >= QUIET_HOURS.from ? 1 : 0;
  return churchWallClock(
    day.getFullYear(),
    day.getMonth(),
    day.getDate() + nextMorning,
    QUIET_HOURS.until,
    0,
    timeZone,
  ).getTime();
}

/** The church-zone midnight that began the day holding `now`: the daily limit counts from it. */
export function churchDayStart(now: Instant, timeZone: string): number {
  const day = inChurchZone(ms(now), timeZone);
  return churchWallClock(day.getFullYear(), day.getMonth(), day.getDate(), 0, 0, timeZone).getTime();
}
