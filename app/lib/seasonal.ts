import { church } from "~/content/church";
import { christmasEve, easter, SEASON_INVITATION_DAYS, type SeasonDefinition } from "~/content/seasons";
import { churchWallClock, formatChurchTime, inChurchZone, type Instant } from "./church-time";
import { nextServiceStart } from "./live-service";

export interface CalendarDate {
  year: number;
  /** 1 = January. */
  month: number;
  day: number;
}

export type SeasonName = "easter" | "christmas";

/** What the plan-a-visit form says about a service that has already started (with or without JavaScript). */
export const PAST_SERVICE_MESSAGE = "That service has already taken place. Please choose one that is still to come.";

const definitions: Record<SeasonName, SeasonDefinition> = { easter, christmas: christmasEve };

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

export function seasonDay(season: SeasonName, year: number): CalendarDate {
  return season === "easter" ? easterSunday(year) : { year, month: 12, day: 24 };
}

export interface SeasonServiceTime {
  start: Date;
  end: Date;
  /** "9:00 AM" */
  label: string;
  /** The form's value: the church-zone wall clock, e.g. "2027-03-28T09:00". */
  value: string;
}

export interface SeasonOccurrence {
  season: SeasonName;
  name: string;
  date: CalendarDate;
  services: SeasonServiceTime[];
}

const pad = (value: number) => String(value).padStart(2, "0");

export function seasonOccurrence(
  season: SeasonName,
  year: number,
  timeZone: string = church.timeZone,
): SeasonOccurrence {
  const definition = definitions[season];
  const date = seasonDay(season, year);
  const services = definition.services.map((service) => {
    const start = churchWallClock(date.year, date.month - 1, date.day, service.hour, service.minute, timeZone);
    return {
      start,
      end: new Date(start.getTime() + definition.serviceMinutes * 60_000),
      label: service.label,
      value: `${date.year}-${pad(date.month)}-${pad(date.day)}T${pad(service.hour)}:${pad(service.minute)}`,
    };
  });
  return { season, name: definition.name, date, services };
}

/** True while at least one of the occurrence's services is still to start. */
function stillAhead(occurrence: SeasonOccurrence, now: number): boolean {
  return occurrence.services.some((service) => service.start.getTime() > now);
}

/**
 * The next occurrence of a season's services, with its year: this year's while
 * one of its services is still to start, else next year's. (Also what the
 * structured data for the seasonal services reads.)
 */
export function nextSeasonOccurrence(
  season: SeasonName,
  now: Instant,
  timeZone: string = church.timeZone,
): SeasonOccurrence {
  const at = typeof now === "number" ? now : now.getTime();
  const year = inChurchZone(at, timeZone).getFullYear();
  const thisYear = seasonOccurrence(season, year, timeZone);
  return stillAhead(thisYear, at) ? thisYear : seasonOccurrence(season, year + 1, timeZone);
}

/** The services of the next occurrence a visitor can still plan to attend (each one not yet started). */
export function plannableServices(
  season: SeasonName,
  now: Instant,
  timeZone: string = church.timeZone,
): SeasonServiceTime[] {
  const at = typeof now === "number" ? now : now.getTime();
  return nextSeasonOccurrence(season, at, timeZone).services.filter((service) => service.start.getTime() > at);
}

export type SeasonPageState =
  | { kind: "invite"; occurrence: SeasonOccurrence }
  | { kind: "passed"; previous: SeasonOccurrence; next: SeasonOccurrence; nextSunday: Date };

/**
 * What a season's page says at `now`: an invitation to the next occurrence
 * when it is at most SEASON_INVITATION_DAYS away (or today), otherwise that
 * the last one has passed, pointing to the next Sunday service instead.
 */
export function seasonPageState(season: SeasonName, now: Instant, timeZone: string = church.timeZone): SeasonPageState {
  const at = typeof now === "number" ? now : now.getTime();
  const next = nextSeasonOccurrence(season, at, timeZone);
  const firstStart = next.services[0]?.start.getTime() ?? at;
  if (firstStart - at <= SEASON_INVITATION_DAYS * 24 * 60 * 60 * 1000) return { kind: "invite", occurrence: next };
  let sunday = nextServiceStart(at, church.sundayService, timeZone);
  if (sunday <= at) sunday = nextServiceStart(at + 12 * 60 * 60 * 1000, church.sundayService, timeZone);
  return {
    kind: "passed",
    previous: seasonOccurrence(season, next.date.year - 1, timeZone),
    next,
    nextSunday: new Date(sunday),
  };
}

/**
 * SPEC 4's Easter flag: true when the month is before May, the day is 20 or
 * less and the year is 2025 or earlier. Those three numbers are Easter's date
 * (20 April 2025), so the rule takes them from the season's date (this year's
 * Easter, from the computus). The SPEC compares a day-of-week value with
 * 20, which is always true; we read it as the day of the month
 * (docs/decisions/004-easter-flag-day-of-month.md).
 */
export function isEasterPromotion(
  now: Instant,
  easterDate: CalendarDate = easterSunday(inChurchZone(now).getFullYear()),
  timeZone: string = church.timeZone,
): boolean {
  const local = inChurchZone(now, timeZone);
  return (
    local.getFullYear() <= easterDate.year &&
    local.getMonth() + 1 <= easterDate.month &&
    local.getDate() <= easterDate.day
  );
}

/** A season's page as the loader hands it to the browser: plain, already-formatted church-zone labels. */
export type SeasonView =
  | {
      kind: "invite";
      /** "Sunday, March 28, 2027" */
      dateLabel: string;
      /** Each service still to start, for the plan-a-visit form. */
      services: { value: string; label: string }[];
    }
  | {
      kind: "passed";
      previousDateLabel: string;
      nextDateLabel: string;
      /** "November 29, 2026 at 10:30 AM" (always a Sunday) */
      nextSundayLabel: string;
    };

const DATE_LABEL = "EEEE, MMMM d, yyyy";

export function seasonView(season: SeasonName, now: Instant, timeZone: string = church.timeZone): SeasonView {
  const state = seasonPageState(season, now, timeZone);
  const label = (occurrence: SeasonOccurrence) =>
    formatChurchTime(occurrence.services[0]?.start ?? 0, DATE_LABEL, timeZone);
  if (state.kind === "invite") {
    return {
      kind: "invite",
      dateLabel: label(state.occurrence),
      services: plannableServices(season, now, timeZone).map(({ value, label: time }) => ({ value, label: time })),
    };
  }
  return {
    kind: "passed",
    previousDateLabel: label(state.previous),
    nextDateLabel: label(state.next),
    nextSundayLabel: formatChurchTime(state.nextSunday, "MMMM d, yyyy 'at' h:mm a", timeZone),
  };
}
