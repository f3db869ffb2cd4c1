import { TZDate } from "@date-fns/tz";
import { eventPlace } from "~/content/church-facts";
import type { ChurchContent, ChurchEventFile } from "~/content/model";
import { nextDay } from "~/content/build-events";
import { isLanguage } from "~/i18n/languages";
import { translator } from "~/i18n/translate";
import { churchDateTime } from "~/lib/alerts";
import { churchDayKey, formatChurchTime } from "~/lib/church-time";
import { markdownToHtml } from "~/lib/markdown";
import type { CalendarEvent, CalendarInstance } from "./planning-center.server";
import { htmlToLines } from "./plain-lines";
import type { RecurrenceRule } from "./recurrence-rule";
import { recurrenceWords } from "./recurrence-words";

/**
 * The church's own events (events/<id>.yaml, issue 28) as the calendar's
 * events, so /events, the feeds, the public API and the structured data show
 * them exactly as Planning Center's. A repeating event becomes its dates (as
 * iCalendar's RRULE would give them) up to a year ahead; each date's id is the
 * event's and its start, so it keeps its calendar UID.
 */

/** A repeating event without an end is listed this far ahead, as Planning Center lists a year. */
const HORIZON_MS = 366 * 86_400_000;
const MOST_DATES = 200;

export function folderCalendarEvents(content: ChurchContent, now: number): CalendarEvent[] {
  return content.events
    .map((event): CalendarEvent => ({
      id: event.id,
      name: event.name,
      detailLines: htmlToLines(event.description ? markdownToHtml(event.description) : null),
      imageUrl: event.picture ? `${event.picture.path}-${pictureWidth(event.picture.widths)}.webp` : null,
      registrationUrl: null,
      source: "folder",
      ...(event.textLanguage ? { textLanguage: event.textLanguage } : {}),
      instances: occurrences(event, content, now),
    }))
    .filter((event) => event.instances.length > 0);
}

/** The picture's width nearest the card's 700 pixels. */
function pictureWidth(widths: readonly number[]): number {
  return widths.find((width) => width >= 700) ?? widths.at(-1)!;
}

function occurrences(event: ChurchEventFile, content: ChurchContent, now: number): CalendarInstance[] {
  const { timeZone } = content.church.locale;
  const rule = event.recurrence;
  const description = rule ? recurrenceDescription(event, content) : null;
  const firstDay = churchDayKey(event.startsAt, timeZone);
  const startTime = event.allDay ? "00:00" : formatChurchTime(event.startsAt, "HH:mm", timeZone);
  const lastDay = event.endsAt === null ? null : churchDayKey(event.endsAt - (event.allDay ? 1 : 0), timeZone);
  const endTime = event.endsAt === null ? null : formatChurchTime(event.endsAt, "HH:mm", timeZone);
  const spanDays = lastDay === null ? 0 : daysBetween(firstDay, lastDay);
  const instances: CalendarInstance[] = [];
  for (let index = 0; index < (rule ? MOST_DATES : 1); index += 1) {
    if (rule?.count !== undefined && index >= rule.count) break;
    const day = rule ? shifted(firstDay, rule.frequency, rule.interval * index) : firstDay;
    if (day === null) continue;
    if (rule?.until && day > rule.until) break;
    const startsAt = churchDateTime(`${day} ${startTime}`, timeZone);
    if (startsAt > now + HORIZON_MS && index > 0) break;
    const endDay = addDays(day, spanDays);
    const endsAt =
      event.endsAt === null
        ? null
        : event.allDay
          ? churchDateTime(`${nextDay(endDay)} 00:00`, timeZone)
          : churchDateTime(`${endDay} ${endTime}`, timeZone);
    if ((endsAt ?? startsAt) < now) continue;
    instances.push({
      id: `${event.id}-${startsAt}`,
      allDay: event.allDay,
      startsAt: new Date(startsAt).toISOString(),
      endsAt: endsAt === null ? null : new Date(endsAt).toISOString(),
      location: eventPlace(event.location, content.church),
      recurrence: rule ? (rule.frequency === "weekly" ? "Weekly" : "Monthly") : null,
      recurrenceDescription: description,
      ...(rule ? { rule: { frequency: rule.frequency, interval: rule.interval } } : {}),
    });
  }
  return instances;
}

/** "Every week on Monday", in the church's own language (the calendar is one for every visitor). */
function recurrenceDescription(event: ChurchEventFile, content: ChurchContent): string {
  const { locale } = content.church;
  const language = isLanguage(locale.language) ? locale.language : "en";
  const { t, tag } = translator(language, locale.country);
  const start = new TZDate(event.startsAt, locale.timeZone);
  const { frequency, interval } = event.recurrence!;
  const rule: RecurrenceRule =
    frequency === "monthly"
      ? { every: "month", interval, on: { day: start.getDate() } }
      : { every: "week", interval, weekdays: [start.getDay()] };
  return recurrenceWords(rule, t, tag);
}

function addDays(day: string, days: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The day `steps` weeks or months after `day`; null for a month without that day (RFC 5545 skips it). */
function shifted(day: string, frequency: "weekly" | "monthly", steps: number): string | null {
  if (frequency === "weekly") return addDays(day, 7 * steps);
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const candidate = new Date(Date.UTC(year, month - 1 + steps, date));
  if (candidate.getUTCDate() !== date) return null;
  return candidate.toISOString().slice(0, 10);
}
