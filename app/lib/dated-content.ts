import { formatChurchDate } from "~/i18n/dates";
import { churchDayKey, churchWallClock, type Instant } from "./church-time";
import type { DateStyle } from "./date-patterns";

/**
 * Dated content from the content folder (a youth calendar and the like): a
 * date carries its year ("2027-09-18"), and an item leaves the "upcoming"
 * lists the day after its date, by the church's calendar.
 */

/** True from the church-zone day after `date` ("YYYY-MM-DD"). */
export function dayHasPassed(date: string, now: Instant, timeZone: string): boolean {
  return churchDayKey(now, timeZone) > date;
}

/** Items still to come (or today), in their order; an item without a date (to be announced) stays. */
export function stillToCome<Item extends { date?: string }>(
  items: readonly Item[],
  now: Instant,
  timeZone: string,
): Item[] {
  return items.filter((item) => !item.date || !dayHasPassed(item.date, now, timeZone));
}

/** "Friday, December 18, 2026" (or the church's own date style). */
export function formatCalendarDate(date: string, style: DateStyle): string {
  const [year, month, day] = date.split("-").map(Number);
  // Noon: the same calendar day whatever the offset.
  return formatChurchDate(churchWallClock(year!, month! - 1, day!, 12, 0, style.timeZone), "longDate", style);
}
