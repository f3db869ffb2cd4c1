import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import { TZDate } from "@date-fns/tz";
import ical, { ICalCalendarMethod, ICalEventRepeatingFreq, ICalWeekday, type ICalCalendar } from "ical-generator";
import type { ChurchContent, Gathering } from "~/content/model";
import { churchDayKey } from "~/lib/church-time";
import { nextOccurrence } from "~/lib/schedule";
import type { CalendarEvent } from "~/features/events/planning-center.server";
import { plainXmlText } from "./xml-text";

/**
 * The church calendar as iCalendar (RFC 5545), made by ical-generator: every
 * upcoming instance of every Planning Center event, plus each weekly gathering
 * (services.yaml) as one recurring event (one RRULE each), in the church's
 * zone with its VTIMEZONE.
 */

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
}

export function buildCalendar({ content, origin, events, now, name, withGatherings = true }: CalendarInput): string {
  const host = new URL(origin).host;
  const { church } = content;
  const timeZone = church.locale.timeZone;
  const calendar = ical({
    name: name ?? `${church.name} Events`,
    description: `Events and services of ${church.name}`,
    prodId: { company: church.name, product: "Website", language: church.locale.language.toUpperCase() },
    ttl: REFRESH_SECONDS,
    url: `${origin}/events`,
    method: ICalCalendarMethod.PUBLISH,
  });
  if (withGatherings) addGatherings(calendar, content, { origin, host, now });
  for (const event of events) {
    for (const instance of event.instances) {
      if (withGatherings && isGatheringInstance(instance, content.services.gatherings, timeZone)) continue;
      const start = new Date(instance.startsAt);
      const end = instance.endsAt ? new Date(instance.endsAt) : null;
      calendar.createEvent({
        id: `pco-event-instance-${instance.id}@${host}`,
        stamp: new Date(now),
        summary: plainXmlText(event.name),
        description: plainXmlText(event.detailLines.filter(Boolean).join("\n")) || null,
        location: instance.location ? plainXmlText(instance.location) : null,
        url: event.registrationUrl ?? `${origin}/events`,
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

/**
 * ical-generator adds the VTIMEZONE only with a calendar-wide zone, and with
 * one it also writes DTSTAMP in that zone, which RFC 5545 requires in UTC. So
 * the events carry the zone themselves and the generated VTIMEZONE goes in
 * before the first component, where RFC 5545 lets it stand.
 */
function withChurchTimeZone(text: string, timeZone: string): string {
  const vtimezone = getVtimezoneComponent(timeZone);
  if (!vtimezone) throw new Error(`No VTIMEZONE for ${timeZone}`);
  const at = text.search(/^BEGIN:VEVENT\r?$/m);
  const insertAt = at === -1 ? text.lastIndexOf("END:VCALENDAR") : at;
  const block = `${vtimezone.replace(/\r?\n/g, "\r\n").replace(/(\r\n)?$/, "\r\n")}`;
  return `${text.slice(0, insertAt)}${block}${text.slice(insertAt)}`;
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
  { origin, host, now }: { origin: string; host: string; now: number },
) {
  const { church, services } = content;
  const timeZone = church.locale.timeZone;
  for (const gathering of services.gatherings) {
    const next = nextOccurrence(now, gathering, timeZone);
    calendar.createEvent({
      id: `gathering-${gathering.id}@${host}`,
      stamp: new Date(now),
      summary: `${gathering.name} at ${church.name}`,
      description: `Everyone is welcome. Plan your visit: ${origin}/visit`,
      location: church.addressLine,
      url: `${origin}/visit`,
      start: zoned(new Date(next.start), timeZone),
      end: zoned(new Date(next.end), timeZone),
      timezone: timeZone,
      repeating: { freq: ICalEventRepeatingFreq.WEEKLY, byDay: [WEEKDAYS[gathering.weekday]!] },
    });
  }
}
