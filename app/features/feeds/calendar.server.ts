import { TZDate } from "@date-fns/tz";
import ical, { ICalCalendarMethod, ICalEventRepeatingFreq, ICalWeekday, type ICalCalendar } from "ical-generator";
import type { ChurchContent, Gathering } from "~/content/model";
import { findPage } from "~/content/site";
import { churchDayKey } from "~/lib/church-time";
import { withTimeZoneDefinition } from "~/lib/ical-time-zone";
import { nextOccurrence } from "~/lib/schedule";
import type { CalendarEvent } from "~/features/events/planning-center.server";
import { siteLanguages } from "~/i18n/content-language";
import type { Language } from "~/i18n/languages";
import { localizedPath } from "~/i18n/paths";
import { translator, type Translator } from "~/i18n/translate";
import { plainXmlText } from "./xml-text";

/**
 * The church calendar as iCalendar (RFC 5545), made by ical-generator: every
 * upcoming instance of every Planning Center event, plus each weekly gathering
 * (services.yaml) as one recurring event (one RRULE each), in the church's
 * zone with its VTIMEZONE.
 */

type CalendarWords = Translator & { url: (path: string) => string };

/** The calendar's fixed words and links in its language (the church's own wording first). */
function calendarWords(content: ChurchContent, origin: string, language: Language | undefined): CalendarWords {
  const { default: defaultLanguage } = siteLanguages(content);
  const chosen = language ?? defaultLanguage;
  const words = translator(chosen, content.church.locale.country, content.messages);
  return { ...words, url: (path) => `${origin}${localizedPath(path, chosen, defaultLanguage)}` };
}

/** Issue 9: calendar apps refresh the subscription every hour. */
const REFRESH_SECONDS = 3600;
const WEEKDAYS = [
  ICalWeekday.SU,
  ICalWeekday.MO,
  ICalWeekday.TU,
  ICalWeekday.WE,
  ICalWeekday.TH,
  ICalWeekday.FR,
  ICalWeekday.SA,
];

export interface CalendarInput {
  content: ChurchContent;
  origin: string;
  events: CalendarEvent[];
  /** DTSTAMP: when this copy was made. */
  now: number;
  /** The calendar's name (the church's calendar, or one event's own file). */
  name?: string;
  /** The subscription holds the weekly gatherings; a single event's file does not. */
  withGatherings?: boolean;
  /** Whether /events is served (Planning Center on): the calendar links there, else to the home page (issue 26). */
  eventsPage?: boolean;
  /** The calendar's language (issue 27: /es/events.ics): its fixed words and its links; the church's default unless said. */
  language?: Language;
}

export function buildCalendar({
  content,
  origin,
  events,
  now,
  name,
  withGatherings = true,
  eventsPage = true,
  language,
}: CalendarInput): string {
  const host = new URL(origin).host;
  const { church } = content;
  const timeZone = church.locale.timeZone;
  const words = calendarWords(content, origin, language);
  const calendar = ical({
    name: name ?? words.t("calendar.name", { church: church.name }),
    description: words.t("calendar.description", { church: church.name }),
    prodId: { company: church.name, product: "Website", language: words.language.toUpperCase() },
    ttl: REFRESH_SECONDS,
    url: eventsPage ? words.url("/events") : words.url("/"),
    method: ICalCalendarMethod.PUBLISH,
  });
  if (withGatherings) addGatherings(calendar, content, { host, now, words });
  for (const event of events) {
    for (const instance of event.instances) {
      if (withGatherings && isGatheringInstance(instance, content.services.gatherings, timeZone)) continue;
      const start = new Date(instance.startsAt);
      const end = instance.endsAt ? new Date(instance.endsAt) : null;
      calendar.createEvent({
        // A folder event's date (issue 28) has a UID of its own kind, so it never meets a Planning Center one.
        id: event.source === "folder" ? `event-${instance.id}@${host}` : `pco-event-instance-${instance.id}@${host}`,
        stamp: new Date(now),
        summary: plainXmlText(event.name),
        description: plainXmlText(event.detailLines.filter(Boolean).join("\n")) || null,
        location: instance.location ? plainXmlText(instance.location) : null,
        url: event.signUpPath ? words.url(event.signUpPath) : (event.registrationUrl ?? words.url("/events")),
        ...(instance.allDay
          ? allDayRange(start, end, timeZone)
          : { start: zoned(start, timeZone), end: end && zoned(end, timeZone), timezone: timeZone }),
      });
    }
  }
  return withChurchTimeZone(calendar.toString(), timeZone);
}

/** ical-generator writes a zone's wall clock only for dates that carry a zone; a plain Date would use the server's. */
function zoned(date: Date, timeZone: string): TZDate {
  return new TZDate(date.getTime(), timeZone);
}

function withChurchTimeZone(text: string, timeZone: string): string {
  return withTimeZoneDefinition(text, timeZone);
}

/**
 * Planning Center often lists the weekly services themselves, one instance a
 * week. The subscription already holds each as one recurring event, so an
 * instance at a gathering's weekday and time is left out rather than shown twice.
 */
export function isGatheringInstance(
  instance: CalendarEvent["instances"][number],
  gatherings: readonly Gathering[],
  timeZone: string,
): boolean {
  const start = new TZDate(Date.parse(instance.startsAt), timeZone);
  return (
    !instance.allDay &&
    gatherings.some(
      (gathering) =>
        start.getDay() === gathering.weekday &&
        start.getHours() === gathering.hour &&
        start.getMinutes() === gathering.minute,
    )
  );
}

/** All-day events are dates in the church's zone (DTEND is the day after the last day). */
function allDayRange(start: Date, end: Date | null, timeZone: string) {
  const first = churchDayKey(start, timeZone);
  // Planning Center ends an all-day event at the last day's end (or the next midnight): count the days it touches.
  const last = end ? churchDayKey(new Date(end.getTime() - 1), timeZone) : first;
  return { allDay: true, start: dateOnly(first), end: dateOnly(nextDay(last < first ? first : last)) };
}

/** A date with no time and no zone: ical-generator writes its UTC calendar date for all-day events. */
function dateOnly(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** Each weekly gathering as one event repeating every week from its next occurrence. */
function addGatherings(
  calendar: ICalCalendar,
  content: ChurchContent,
  { host, now, words }: { host: string; now: number; words: CalendarWords },
) {
  const { church, services } = content;
  const timeZone = church.locale.timeZone;
  // The visit page when the church has one, else the home page: never an address that answers 404.
  const hasVisitPage = Boolean(findPage(content, "/visit"));
  const visit = words.url(hasVisitPage ? "/visit" : "/");
  for (const gathering of services.gatherings) {
    const next = nextOccurrence(now, gathering, timeZone);
    calendar.createEvent({
      id: `gathering-${gathering.id}@${host}`,
      stamp: new Date(now),
      summary: words.t("calendar.gathering", { gathering: gathering.name, church: church.name }),
      description: words.t(hasVisitPage ? "calendar.welcomePlan" : "calendar.welcome", { url: visit }),
      location: church.addressLine,
      url: visit,
      start: zoned(new Date(next.start), timeZone),
      end: zoned(new Date(next.end), timeZone),
      timezone: timeZone,
      repeating: { freq: ICalEventRepeatingFreq.WEEKLY, byDay: [WEEKDAYS[gathering.weekday]!] },
    });
  }
}
