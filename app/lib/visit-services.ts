import type { Gathering, Season } from "~/content/model";
import type { Language } from "~/i18n/languages";
import { formatChurchDate } from "~/i18n/dates";
import { churchWallClock, inChurchZone } from "./church-time";

/**
 * Which services a visitor can plan to attend (issue 19): the weekly
 * gatherings of the coming weeks and the seasonal services, each one an
 * occurrence with its date and year in the church's zone. Pure: the clock,
 * the zone, the gatherings and the seasons are arguments.
 */

export interface CalendarDay {
  year: number;
  /** 1 = January. */
  month: number;
  day: number;
}

/** The day a season falls on in a year (its date rule: fixed, from Easter, nth weekday); null when it has none that year. */
export type SeasonDay = (season: Season, year: number) => CalendarDay | null;

export interface VisitSchedule {
  timeZone: string;
  gatherings: readonly Gathering[];
  seasons: readonly Season[];
  /** services.yaml `visit.weeksAhead`. */
  weeksAhead: number;
  seasonDay: SeasonDay;
  /** How labels write dates and times (church.yaml `locale`). */
  dateOrder?: "month-day" | "day-month";
  clock?: "12h" | "24h";
  /** The language labels are written in, as a BCP 47 tag ("es-US"); English when absent. */
  locale?: string;
}

export interface PlannableService {
  /** Stable: the church-zone start and which gathering or season, "2026-11-29T10:30~sunday-1030". */
  id: string;
  /** Instants, ms since the epoch. */
  start: number;
  end: number;
  /** "Sunday, November 29, 2026 at 10:30 AM" */
  label: string;
  /** "Sunday Morning Service", "Christmas Eve" */
  name: string;
  /** The most people plan-a-visit accepts for it. */
  capacity?: number;
  /** The language it is held in (services.yaml, issue 27). */
  language?: Language;
  source: { kind: "gathering"; gatheringId: string } | { kind: "season"; path: string };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (value: number) => String(value).padStart(2, "0");

function wallClockKey(day: CalendarDay, hour: number, minute: number): string {
  return `${day.year}-${pad(day.month)}-${pad(day.day)}T${pad(hour)}:${pad(minute)}`;
}

/** The calendar day `offset` days after `day` (plain calendar arithmetic, no zone involved). */
function addDays(day: CalendarDay, offset: number): CalendarDay & { weekday: number } {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + offset));
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekday: date.getUTCDay(),
  };
}

/** "Sunday, November 29, 2026 at 10:30 AM" (or "Sunday 29 November 2026 at 10:30"), as the church writes dates. */
export function serviceLabel(
  start: number,
  schedule: Pick<VisitSchedule, "timeZone" | "dateOrder" | "clock" | "locale">,
): string {
  return formatChurchDate(start, "longDateAtTime", {
    timeZone: schedule.timeZone,
    dateOrder: schedule.dateOrder ?? "month-day",
    clock: schedule.clock ?? "12h",
    ...(schedule.locale ? { locale: schedule.locale } : {}),
  });
}

/** The season's id in service ids: its page's path without the slashes ("/easter" → "easter"). */
function seasonKey(season: Season): string {
  return season.path.replace(/^\/+/, "").replaceAll("/", "-") || "season";
}

function seasonOccurrence(schedule: VisitSchedule, season: Season, year: number): PlannableService[] {
  const day = schedule.seasonDay(season, year);
  if (!day) return [];
  return season.services.map((service) => {
    const start = churchWallClock(
      day.year,
      day.month - 1,
      day.day,
      service.hour,
      service.minute,
      schedule.timeZone,
    ).getTime();
    return {
      id: `${wallClockKey(day, service.hour, service.minute)}~${seasonKey(season)}-${pad(service.hour)}${pad(service.minute)}`,
      start,
      end: start + service.minutes * 60_000,
      label: serviceLabel(start, schedule),
      name: service.name ? `${season.name}: ${service.name}` : season.name,
      ...(service.capacity ? { capacity: service.capacity } : {}),
      ...(service.language ? { language: service.language } : {}),
      source: { kind: "season", path: season.path },
    };
  });
}

/**
 * A seasonal page's services to plan: its next occurrence (this year's while
 * one of its services is still to start, else next year's), without those
 * that have started. The page invites months ahead, beyond `weeksAhead`.
 */
export function seasonServicesToPlan(schedule: VisitSchedule, season: Season, now: number): PlannableService[] {
  const year = inChurchZone(now, schedule.timeZone).getFullYear();
  for (const candidate of [year, year + 1]) {
    const ahead = seasonOccurrence(schedule, season, candidate).filter((service) => service.start > now);
    if (ahead.length > 0) return ahead;
  }
  return [];
}

/**
 * Every service of the coming `weeksAhead` weeks (church-zone days, today
 * included), in time order, without those that have started: each weekly
 * gathering's occurrences and the seasonal services that fall in the window.
 * On a season's day its services stand for the weekly gatherings they overlap
 * (Easter's 10:30 is the Sunday 10:30, not a second service beside it).
 */
export function servicesToPlan(schedule: VisitSchedule, now: number): PlannableService[] {
  // Every request asks for the same day's list: computed once per church-zone day and schedule, then filtered.
  const day = dayKey(now, schedule.timeZone);
  const known = byDay.get(schedule);
  if (known?.day === day) return known.services.filter((service) => service.start > now);
  const services = servicesOfTheWeeks(schedule, now);
  byDay.set(schedule, { day, services });
  return services.filter((service) => service.start > now);
}

const byDay = new WeakMap<VisitSchedule, { day: string; services: PlannableService[] }>();

function dayKey(now: number, timeZone: string): string {
  const local = inChurchZone(now, timeZone);
  return `${local.getFullYear()}-${local.getMonth()}-${local.getDate()}`;
}

/** The window's services from the start of `now`'s church-zone day (those of today that have begun included). */
function servicesOfTheWeeks(schedule: VisitSchedule, now: number): PlannableService[] {
  const local = inChurchZone(now, schedule.timeZone);
  const today: CalendarDay = { year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate() };
  const days = schedule.weeksAhead * 7;
  const windowEnd = churchWallClock(today.year, today.month - 1, today.day + days, 0, 0, schedule.timeZone).getTime();

  const dayStart = churchWallClock(today.year, today.month - 1, today.day, 0, 0, schedule.timeZone).getTime();
  const seasonal = schedule.seasons
    .flatMap((season) =>
      [local.getFullYear(), local.getFullYear() + 1].flatMap((year) => seasonOccurrence(schedule, season, year)),
    )
    .filter((service) => service.start >= dayStart && service.start < windowEnd);

  const weekly: PlannableService[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const day = addDays(today, offset);
    for (const gathering of schedule.gatherings) {
      if (gathering.weekday !== day.weekday) continue;
      const start = churchWallClock(
        day.year,
        day.month - 1,
        day.day,
        gathering.hour,
        gathering.minute,
        schedule.timeZone,
      ).getTime();
      const end = start + gathering.minutes * 60_000;
      if (seasonal.some((service) => service.start < end && start < service.end)) continue;
      weekly.push({
        id: `${wallClockKey(day, gathering.hour, gathering.minute)}~${gathering.id}`,
        start,
        end,
        label: serviceLabel(start, schedule),
        name: gathering.name,
        ...(gathering.capacity ? { capacity: gathering.capacity } : {}),
        ...(gathering.language ? { language: gathering.language } : {}),
        source: { kind: "gathering", gatheringId: gathering.id },
      });
    }
  }
  return [...weekly, ...seasonal].sort((a, b) => a.start - b.start || a.id.localeCompare(b.id));
}

export type ServiceChoice = { kind: "open"; service: PlannableService } | { kind: "started" } | { kind: "unknown" };

/**
 * What a form's service id names at `now`: one still open to plan (from the
 * coming weeks or any season's next occurrence), one that has already
 * started (a page left open), or nothing the church holds.
 */
export function findServiceToPlan(schedule: VisitSchedule, id: string, now: number): ServiceChoice {
  const open =
    servicesToPlan(schedule, now).find((service) => service.id === id) ??
    schedule.seasons
      .flatMap((season) => seasonServicesToPlan(schedule, season, now))
      .find((service) => service.id === id);
  if (open) return { kind: "open", service: open };
  return startedService(schedule, id, now) ? { kind: "started" } : { kind: "unknown" };
}

/** Whether `id` names a real occurrence of a gathering or a seasonal service that started before `now`. */
function startedService(schedule: VisitSchedule, id: string, now: number): boolean {
  const match = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)~([a-z0-9-]+)$/.exec(id);
  if (!match) return false;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [number, number, number, number, number];
  const start = churchWallClock(year, month - 1, day, hour, minute, schedule.timeZone).getTime();
  if (start > now || now - start > 366 * DAY_MS) return false;
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const suffix = match[6];
  const gathering = schedule.gatherings.some(
    (candidate) =>
      candidate.id === suffix &&
      candidate.weekday === weekday &&
      candidate.hour === hour &&
      candidate.minute === minute,
  );
  return (
    gathering ||
    schedule.seasons.some((season) => seasonOccurrence(schedule, season, year).some((service) => service.id === id))
  );
}
