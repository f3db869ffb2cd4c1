import { church } from "~/content/church";
import { inChurchZone, type Instant } from "./church-time";

export interface CalendarDate {
  year: number;
  /** 1 = January. */
  month: number;
  day: number;
}

/**
 * SPEC 4's Easter flag: true when the month is before May, the day is 20 or
 * less and the year is 2025 or earlier. Those three numbers are Easter's date
 * (20 April 2025), so the rule takes them from the seasonal content and next
 * year's season is a content edit. The SPEC compares a day-of-week value with
 * 20, which is always true; we read it as the day of the month
 * (docs/decisions/004-easter-flag-day-of-month.md).
 */
export function isEasterPromotion(
  now: Instant,
  easter: CalendarDate,
  timeZone: string = church.timeZone,
): boolean {
  const local = inChurchZone(now, timeZone);
  return (
    local.getFullYear() <= easter.year &&
    local.getMonth() + 1 <= easter.month &&
    local.getDate() <= easter.day
  );
}
