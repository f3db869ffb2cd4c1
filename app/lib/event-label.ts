import { addDays, startOfWeek } from "date-fns";
import { church } from "~/content/church";
import { churchDayKey, formatChurchTime, inChurchZone, type Instant } from "./church-time";

/**
 * SPEC 4, event date label rules, read in the church's zone whatever the
 * server's or the browser's zone:
 *
 * - recurring: the recurrence description, a bullet, the start time ('h:mma', lower case);
 * - one day: the day, a bullet, the start and end times (no times for all-day events);
 * - several days in one month: 'Month d-d'; across months: 'Month d-Month d';
 * - a one-day event in the current or next week writes its day 'EEEE, MMMM d', any other 'MMMM d'.
 *
 * "The current or next week" (docs/decisions): the two calendar weeks, Sunday
 * to Saturday in the church's zone, starting with the week that holds `now`.
 */

export interface EventTiming {
  startsAt: Instant;
  /** Absent when the upstream gave no end. */
  endsAt?: Instant | null;
  allDay: boolean;
  recurring: boolean;
  recurrenceDescription?: string | null;
}

export const LABEL_BULLET = " • ";

export function eventDateLabel(event: EventTiming, now: Instant, timeZone: string = church.timeZone): string {
  const start = toMs(event.startsAt);
  const end = event.endsAt == null ? undefined : toMs(event.endsAt);

  if (event.recurring) {
    const description = event.recurrenceDescription?.trim() || "Recurring";
    return event.allDay ? description : `${description}${LABEL_BULLET}${clockTime(start, timeZone)}`;
  }

  const lastDay = end === undefined ? start : lastInstantOf(start, end);
  if (churchDayKey(start, timeZone) !== churchDayKey(lastDay, timeZone)) {
    const sameMonth = formatChurchTime(start, "yyyy-MM", timeZone) === formatChurchTime(lastDay, "yyyy-MM", timeZone);
    const first = formatChurchTime(start, "MMMM d", timeZone);
    return sameMonth
      ? `${first}-${formatChurchTime(lastDay, "d", timeZone)}`
      : `${first}-${formatChurchTime(lastDay, "MMMM d", timeZone)}`;
  }

  const day = formatChurchTime(start, isInCurrentOrNextWeek(start, now, timeZone) ? "EEEE, MMMM d" : "MMMM d", timeZone);
  if (event.allDay) return day;
  const times = end === undefined || end <= start ? clockTime(start, timeZone) : `${clockTime(start, timeZone)} - ${clockTime(end, timeZone)}`;
  return `${day}${LABEL_BULLET}${times}`;
}

/** True when `instant` falls in the church-zone week (Sunday to Saturday) of `now`, or the week after. */
export function isInCurrentOrNextWeek(instant: Instant, now: Instant, timeZone: string = church.timeZone): boolean {
  const weekStart = startOfWeek(inChurchZone(now, timeZone), { weekStartsOn: 0 });
  // TZDate arithmetic keeps wall-clock midnights, so a DST change inside the fortnight does not shift the edge.
  const fortnightEnd = addDays(weekStart, 14);
  const at = toMs(instant);
  return at >= weekStart.getTime() && at < fortnightEnd.getTime();
}

/** 'h:mma' in lower case: 6:30pm. */
export function clockTime(instant: Instant, timeZone: string = church.timeZone): string {
  return formatChurchTime(instant, "h:mma", timeZone).toLowerCase();
}

/**
 * The last instant an event occupies: an end exactly at midnight (how calendars
 * often close an all-day or evening event) belongs to the day before.
 */
function lastInstantOf(start: number, end: number): number {
  return end > start ? end - 1 : start;
}

function toMs(instant: Instant): number {
  return typeof instant === "number" ? instant : instant.getTime();
}
