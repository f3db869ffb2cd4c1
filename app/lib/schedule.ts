import { TZDateMini } from "@date-fns/tz";
import type { Gathering } from "~/content/model";
import { churchDayKey, inChurchZone, type Instant } from "./church-time";
import { formatChurchDate } from "~/i18n/dates";
import type { DateStyle } from "./date-patterns";

/**
 * The weekly gatherings (services.yaml) as instants, and the live stream's
 * rules (SPEC 4 and 9), as pure functions of the clock. Every rule reads the
 * church's zone, so a visitor in New York or Sydney sees the same countdown as
 * one at the church. A gathering "is on" from its start until its end
 * (start + minutes); the live notice and the live player open before it.
 */

export interface Occurrence {
  gathering: Gathering;
  /** ms since the epoch */
  start: number;
  end: number;
}

function ms(instant: Instant): number {
  return typeof instant === "number" ? instant : instant.getTime();
}

/** The gathering's occurrence on the church-zone day `daysFromToday` after the one holding `now`. */
function occurrenceOnDay(gathering: Gathering, now: number, daysFromToday: number, timeZone: string): Occurrence {
  const today = inChurchZone(now, timeZone);
  const start = new TZDateMini(
    today.getFullYear(),
    today.getMonth(),
    today.getDate() + daysFromToday,
    gathering.hour,
    gathering.minute,
    0,
    timeZone,
  ).getTime();
  return { gathering, start, end: start + gathering.minutes * 60_000 };
}

/** The gathering's occurrence that is on now, or else the next one to start. */
export function nextOccurrence(now: Instant, gathering: Gathering, timeZone: string): Occurrence {
  const at = ms(now);
  const today = inChurchZone(at, timeZone).getDay();
  const daysAhead = (gathering.weekday - today + 7) % 7;
  const candidate = occurrenceOnDay(gathering, at, daysAhead, timeZone);
  return candidate.end > at ? candidate : occurrenceOnDay(gathering, at, daysAhead + 7, timeZone);
}

/** Every gathering's occurrence that is on now or next, soonest first. */
export function upcomingOccurrences(now: Instant, gatherings: readonly Gathering[], timeZone: string): Occurrence[] {
  return gatherings.map((gathering) => nextOccurrence(now, gathering, timeZone)).sort((a, b) => a.start - b.start);
}

/** The streamed gathering on now, or the next one (SPEC 4's "next service"); null when nothing is streamed. */
export function currentOrNextStream(
  now: Instant,
  gatherings: readonly Gathering[],
  timeZone: string,
): Occurrence | null {
  return (
    upcomingOccurrences(
      now,
      gatherings.filter((gathering) => gathering.streamed),
      timeZone,
    )[0] ?? null
  );
}

/** The next gathering to start after `now` (one already on does not count). */
export function nextGatheringStart(
  now: Instant,
  gatherings: readonly Gathering[],
  timeZone: string,
): Occurrence | null {
  const at = ms(now);
  return (
    gatherings
      .map((gathering) => {
        const next = nextOccurrence(at, gathering, timeZone);
        return next.start > at ? next : nextOccurrence(next.end, gathering, timeZone);
      })
      .sort((a, b) => a.start - b.start)[0] ?? null
  );
}

/** SPEC 4: live from `leadMinutes` (5) before the start until the gathering ends. */
export function isLive(now: Instant, occurrence: Occurrence, leadMinutes: number): boolean {
  const at = ms(now);
  return occurrence.start - leadMinutes * 60_000 <= at && at < occurrence.end;
}

/**
 * "Watch Service Online" and the watch page's notice: from `noticeMinutes`
 * before a streamed gathering until it ends (SPEC 4: Sunday 10:00 to 12:00
 * for the 10:30 service of 90 minutes).
 */
export function isLiveNoticeWindow(
  now: Instant,
  gatherings: readonly Gathering[],
  timeZone: string,
  noticeMinutes: number,
): boolean {
  const next = currentOrNextStream(now, gatherings, timeZone);
  return next !== null && isLive(now, next, noticeMinutes);
}

/** Whether the church meets on the church-zone day of `now` (the visitor button's Sunday look). */
export function isGatheringDay(now: Instant, gatherings: readonly Gathering[], timeZone: string): boolean {
  const weekday = inChurchZone(now, timeZone).getDay();
  return gatherings.some((gathering) => gathering.weekday === weekday);
}

/** Whether `now` falls on the church-zone calendar day of `start` (SPEC 4's service-today flag). */
export function isSameChurchDay(now: Instant, start: Instant, timeZone: string): boolean {
  return churchDayKey(now, timeZone) === churchDayKey(start, timeZone);
}

/** SPEC 4: like 'Sunday, Nov 22, 2026 @ 10:30 AM' (or the church's own date style). */
export function formatServiceDate(instant: Instant, style: DateStyle): string {
  return formatChurchDate(instant, "serviceDate", style);
}

/** The church zone's name at that instant, standard or daylight time ("Pacific Standard Time"). */
export function churchZoneName(instant: Instant, timeZone: string, language = "en-US"): string {
  const parts = zoneNameFormat(timeZone, language).formatToParts(instant);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

// Building an Intl formatter costs far more than using one.
const zoneNameFormats = new Map<string, Intl.DateTimeFormat>();
function zoneNameFormat(timeZone: string, language: string): Intl.DateTimeFormat {
  const key = `${language} ${timeZone}`;
  let format = zoneNameFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: "long" });
    zoneNameFormats.set(key, format);
  }
  return format;
}
