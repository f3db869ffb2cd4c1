import type { Gathering, Season } from "~/content/model";
import type { WEEKDAYS } from "~/content/schema";
import { formatChurchDate } from "~/i18n/dates";
import { churchWallClock, inChurchZone, type Instant } from "./church-time";
import type { DateStyle } from "./date-patterns";
import { nextGatheringStart } from "./schedule";

/**
 * Seasons (a content folder's seasonal pages: Easter, Christmas Eve, a
 * harvest supper…) as dates with their years, from each season's rule: a
 * fixed day, days from Western Easter, or the nth weekday of a month. Nothing
 * here names a season; the pages keep working year after year without an edit.
 */

export interface CalendarDate {
  year: number;
  /** 1 = January. */
  month: number;
  day: number;
}

const DAY_MS = 86_400_000;

/**
 * Easter Sunday of a Gregorian year (the anonymous Gregorian computus, as
 * published by Meeus). Hand-written: a dozen lines of arithmetic with no
 * format or protocol in it; checked against known dates in seasonal.test.ts.
 */
export function easterSunday(year: number): CalendarDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

/** A calendar date moved by whole days (UTC arithmetic: calendar dates have no zone). */
function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * DAY_MS);
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

const WEEKDAY_INDEX: Record<(typeof WEEKDAYS)[number], number> = {
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
};

/** The season's day in `year`, or null when its rule has no such day that year (a fifth Sunday). */
export function seasonDate(rule: Season["date"], year: number): CalendarDate | null {
  if (rule.rule === "fixed") {
    const date = addDays({ year, month: rule.month, day: 1 }, rule.day - 1);
    return date.month === rule.month ? date : null;
  }
  if (rule.rule === "easter") return addDays(easterSunday(year), rule.offsetDays);
  const weekday = WEEKDAY_INDEX[rule.weekday];
  if (rule.nth > 0) {
    const firstWeekday = new Date(Date.UTC(year, rule.month - 1, 1)).getUTCDay();
    const date = addDays({ year, month: rule.month, day: 1 }, ((weekday - firstWeekday + 7) % 7) + (rule.nth - 1) * 7);
    return date.month === rule.month ? date : null;
  }
  // Day 0 of the next month is this month's last day.
  const lastDay = new Date(Date.UTC(year, rule.month, 0));
  const back = (lastDay.getUTCDay() - weekday + 7) % 7;
  return { year, month: rule.month, day: lastDay.getUTCDate() - back };
}

export interface SeasonServiceTime {
  start: Date;
  end: Date;
  /** "9:00 AM" */
  label: string;
  /** The church-zone wall clock, e.g. "2027-03-28T09:00": the service's id within the season. */
  value: string;
  name?: string;
  capacity?: number;
}

export interface SeasonOccurrence {
  season: Season;
  date: CalendarDate;
  services: SeasonServiceTime[];
}

const pad = (value: number) => String(value).padStart(2, "0");

export function dateKey(date: CalendarDate): string {
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

export function seasonOccurrence(season: Season, year: number, style: DateStyle): SeasonOccurrence | null {
  const date = seasonDate(season.date, year);
  if (!date) return null;
  const services = season.services.map((service) => {
    const start = churchWallClock(date.year, date.month - 1, date.day, service.hour, service.minute, style.timeZone);
    return {
      start,
      end: new Date(start.getTime() + service.minutes * 60_000),
      label: formatChurchDate(start, "time", style),
      value: `${dateKey(date)}T${pad(service.hour)}:${pad(service.minute)}`,
      ...(service.name ? { name: service.name } : {}),
      ...(service.capacity ? { capacity: service.capacity } : {}),
    };
  });
  return { season, date, services };
}

function ms(instant: Instant): number {
  return typeof instant === "number" ? instant : instant.getTime();
}

/** True while at least one of the occurrence's services is still to start. */
function stillAhead(occurrence: SeasonOccurrence, now: number): boolean {
  return occurrence.services.some((service) => service.start.getTime() > now);
}

/** The next occurrence with a service still to start, with its year (looking up to eight years ahead). */
export function nextSeasonOccurrence(season: Season, now: Instant, style: DateStyle): SeasonOccurrence | null {
  const at = ms(now);
  const year = inChurchZone(at, style.timeZone).getFullYear();
  for (let ahead = 0; ahead <= 8; ahead += 1) {
    const occurrence = seasonOccurrence(season, year + ahead, style);
    if (occurrence && stillAhead(occurrence, at)) return occurrence;
  }
  return null;
}

/** The last occurrence whose first service has started. */
export function previousSeasonOccurrence(season: Season, now: Instant, style: DateStyle): SeasonOccurrence | null {
  const at = ms(now);
  const year = inChurchZone(at, style.timeZone).getFullYear();
  for (let back = 0; back <= 8; back += 1) {
    const occurrence = seasonOccurrence(season, year - back, style);
    if (occurrence && (occurrence.services[0]?.start.getTime() ?? Infinity) <= at) return occurrence;
  }
  return null;
}

/** The services of the next occurrence a visitor can still plan to attend (each one not yet started). */
export function plannableSeasonServices(season: Season, now: Instant, style: DateStyle): SeasonServiceTime[] {
  const at = ms(now);
  return (nextSeasonOccurrence(season, at, style)?.services ?? []).filter((service) => service.start.getTime() > at);
}

/** Whether the season's page invites now: its next day is at most `inviteDaysBefore` away. */
export function isInviting(season: Season, now: Instant, style: DateStyle): boolean {
  const at = ms(now);
  const next = nextSeasonOccurrence(season, at, style);
  const firstStart = next?.services[0]?.start.getTime();
  return firstStart !== undefined && firstStart - at <= season.inviteDaysBefore * DAY_MS;
}

/** The menu shows a season marked `inMenu` while its page invites (SPEC 4's Easter link). */
export function isSeasonInMenu(season: Season, now: Instant, style: DateStyle): boolean {
  return season.inMenu && isInviting(season, now, style);
}

/** A season's page as the loader hands it over: plain, already-formatted church-zone labels. */
export type SeasonView =
  | {
      kind: "invite";
      /** "Sunday, March 28, 2027" */
      dateLabel: string;
      /** Each service still to start, for the structured data (the form's come from app/lib/visit-services.ts). */
      services: { value: string; label: string; start: number; end: number; name?: string; capacity?: number }[];
    }
  | {
      kind: "passed";
      /** Null when the season has never been held yet (a season added this year). */
      previousDateLabel: string | null;
      nextDateLabel: string | null;
      /** "Sunday, November 29, 2026 at 10:30 AM": the next weekly gathering. */
      nextGatheringLabel: string | null;
    };

/**
 * What a season's page says at `now`: an invitation to the next occurrence
 * when it is at most `inviteDaysBefore` away (or today), otherwise that the
 * last one has passed, pointing to the next weekly gathering instead.
 */
export function seasonView(
  season: Season,
  now: Instant,
  style: DateStyle,
  gatherings: readonly Gathering[],
): SeasonView {
  const at = ms(now);
  const label = (occurrence: SeasonOccurrence | null) =>
    occurrence?.services[0] ? formatChurchDate(occurrence.services[0].start, "longDate", style) : null;
  const next = nextSeasonOccurrence(season, at, style);
  if (next && isInviting(season, at, style)) {
    return {
      kind: "invite",
      dateLabel: label(next)!,
      services: plannableSeasonServices(season, at, style).map((service) => ({
        value: service.value,
        label: service.label,
        start: service.start.getTime(),
        end: service.end.getTime(),
        ...(service.name ? { name: service.name } : {}),
        ...(service.capacity ? { capacity: service.capacity } : {}),
      })),
    };
  }
  const gathering = nextGatheringStart(at, gatherings, style.timeZone);
  return {
    kind: "passed",
    previousDateLabel: label(previousSeasonOccurrence(season, at, style)),
    nextDateLabel: label(next),
    nextGatheringLabel: gathering ? formatChurchDate(gathering.start, "longDateAtTime", style) : null,
  };
}
