import { church } from "~/content/church";
import { churchDayKey, churchWallClock, formatChurchTime, type Instant } from "./church-time";
import type { CalendarDate } from "./seasonal";

/**
 * Dated content from app/content (youth events and the like): a date carries
 * its year, and an item leaves the "upcoming" lists the day after its date,
 * by the church's calendar.
 */

const pad = (value: number) => String(value).padStart(2, "0");

function dayKey(date: CalendarDate): string {
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

/** True from the church-zone day after `date`. */
export function dayHasPassed(date: CalendarDate, now: Instant, timeZone: string = church.timeZone): boolean {
  return churchDayKey(now, timeZone) > dayKey(date);
}

/** Items still to come (or today), in their order; an item without a date (to be announced) stays. */
export function stillToCome<Item extends { date?: CalendarDate }>(
  items: readonly Item[],
  now: Instant,
  timeZone: string = church.timeZone,
): Item[] {
  return items.filter((item) => !item.date || !dayHasPassed(item.date, now, timeZone));
}

/** "Friday, December 18, 2026". */
export function formatCalendarDate(date: CalendarDate, timeZone: string = church.timeZone): string {
  // Noon: the same calendar day whatever the offset.
  return formatChurchTime(
    churchWallClock(date.year, date.month - 1, date.day, 12, 0, timeZone),
    "EEEE, MMMM d, yyyy",
    timeZone,
  );
}
