import { addDays, startOfWeek } from "date-fns";
import { formatChurchDate, formatDayOfMonth, isEnglishStyle } from "~/i18n/dates";
import { churchDayKey, formatChurchTime, inChurchZone, type Instant } from "./church-time";
import type { DateStyle } from "./date-patterns";

/**
 * SPEC 4, event date label rules, read in the church's zone whatever the
 * server's or the browser's zone:
 *
 * - recurring: the recurrence description, a bullet, the start time ('h:mma', lower case);
 * - one day: the day, a bullet, the start and end times (no times for all-day events);
 * - several days in one month: 'Month d-d'; across months: 'Month d-Month d';
 * - a one-day event in the current or next week writes its day 'EEEE, MMMM d', any other 'MMMM d'.
 * - an event in another year than `now`'s, or more than about four months ahead, carries its year
 *   ('MMMM d, yyyy', 'July 14-18, 2027'): "November 25" read on 27 November means next year (issue 36).
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

/** `recurring`: the word for a repeating event without a description ("Recurring", in the page's language). */
export function eventDateLabel(event: EventTiming, now: Instant, style: DateStyle, recurring = "Recurring"): string {
  const { timeZone } = style;
  const start = toMs(event.startsAt);
  const end = event.endsAt == null ? undefined : toMs(event.endsAt);

  if (event.recurring) {
    // Planning Center writes its descriptions ("Every week on Wednesday") in English: another language's page says its own word.
    const upstream = isEnglishStyle(style) ? event.recurrenceDescription?.trim() : undefined;
    const description = upstream || recurring;
    return event.allDay ? description : `${description}${LABEL_BULLET}${clockTime(start, style)}`;
  }

  const lastDay = end === undefined ? start : lastInstantOf(start, end);
  if (churchDayKey(start, timeZone) !== churchDayKey(lastDay, timeZone)) {
    return dateSpan(start, lastDay, style, needsYear(start, now, timeZone) || needsYear(lastDay, now, timeZone));
  }

  const withYear = needsYear(start, now, timeZone);
  const nearby = isInCurrentOrNextWeek(start, now, timeZone);
  const day = formatChurchDate(
    start,
    withYear ? (nearby ? "longDate" : "date") : nearby ? "weekdayDayMonth" : "dayMonth",
    style,
  );
  if (event.allDay) return day;
  const times =
    end === undefined || end <= start
      ? clockTime(start, style)
      : `${clockTime(start, style)} - ${clockTime(end, style)}`;
  return `${day}${LABEL_BULLET}${times}`;
}

/** Past this, a date without its year can be misread as last year's or next year's (issue 36): about four months. */
const YEAR_AFTER_MS = 120 * 24 * 60 * 60 * 1000;

/** Whether a date read on `now` needs its year: another year in the church's zone, or months ahead. */
export function needsYear(instant: Instant, now: Instant, timeZone: string): boolean {
  const at = toMs(instant);
  return (
    formatChurchTime(at, "yyyy", timeZone) !== formatChurchTime(now, "yyyy", timeZone) || at - toMs(now) > YEAR_AFTER_MS
  );
}

/**
 * The days from `start` to `lastDay`: 'Month d-d' ('d-d Month' where the day comes first), across months
 * 'Month d-Month d'; with `withYear`, the year once at the end ('July 6-10, 2027', '6-10 de julio de 2027'),
 * or on both sides across years. Also the sign-up page's and e-mail's span of a multi-day event.
 */
export function dateSpan(start: Instant, lastDay: Instant, style: DateStyle, withYear: boolean): string {
  const { timeZone } = style;
  const sameYear = formatChurchTime(start, "yyyy", timeZone) === formatChurchTime(lastDay, "yyyy", timeZone);
  const sameMonth = sameYear && formatChurchTime(start, "MM", timeZone) === formatChurchTime(lastDay, "MM", timeZone);
  const endForm = withYear ? "date" : "dayMonth";
  if (!sameYear) return `${formatChurchDate(start, "date", style)}-${formatChurchDate(lastDay, "date", style)}`;
  if (!sameMonth) return `${formatChurchDate(start, "dayMonth", style)}-${formatChurchDate(lastDay, endForm, style)}`;
  if (style.dateOrder === "month-day" && isEnglishStyle(style)) {
    const span = `${formatChurchDate(start, "dayMonth", style)}-${formatDayOfMonth(lastDay, style)}`;
    return withYear ? `${span}, ${formatChurchTime(lastDay, "yyyy", timeZone)}` : span;
  }
  return `${formatDayOfMonth(start, style)}-${formatChurchDate(lastDay, endForm, style)}`;
}

/** True when `instant` falls in the church-zone week (Sunday to Saturday) of `now`, or the week after. */
export function isInCurrentOrNextWeek(instant: Instant, now: Instant, timeZone: string): boolean {
  const weekStart = startOfWeek(inChurchZone(now, timeZone), { weekStartsOn: 0 });
  // TZDate arithmetic keeps wall-clock midnights, so a DST change inside the fortnight does not shift the edge.
  const fortnightEnd = addDays(weekStart, 14);
  const at = toMs(instant);
  return at >= weekStart.getTime() && at < fortnightEnd.getTime();
}

/** SPEC 4's 'h:mma' in lower case: 6:30pm (or 18:30 for a 24-hour church). */
export function clockTime(instant: Instant, style: DateStyle): string {
  const written = formatChurchDate(instant, "compactTime", style);
  return isEnglishStyle(style) ? written.toLowerCase() : written;
}

/**
 * The last instant an event occupies: an end exactly at midnight (how calendars
 * often close an all-day or evening event) belongs to the day before.
 */
export function lastInstantOf(start: number, end: number): number {
  return end > start ? end - 1 : start;
}

function toMs(instant: Instant): number {
  return typeof instant === "number" ? instant : instant.getTime();
}
