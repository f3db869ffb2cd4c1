import { TZDate } from "@date-fns/tz";
import ical, { ICalCalendarMethod, ICalEventRepeatingFreq, ICalWeekday, type ICalCalendar } from "ical-generator";
import { church, formatAddress } from "~/content/church";
import { churchDayKey } from "~/lib/church-time";
import { withTimeZoneDefinition } from "~/lib/ical-time-zone";
import { nextServiceStart } from "~/lib/live-service";
import type { CalendarEvent } from "~/features/events/planning-center.server";
import { plainXmlText } from "./xml-text";

/**
 * The church calendar as iCalendar (RFC 5545), made by ical-generator: every
 * upcoming instance of every Planning Center event, plus the Sunday service as
 * one weekly recurring event, in the church's zone with its VTIMEZONE.
 */

/** Issue 9: calendar apps refresh the subscription every hour. */
const REFRESH_SECONDS = 3600;
/** SPEC 9: the service lasts until the live window closes; an hour and a half is what a visitor plans for. */
const SERVICE_LENGTH_MS = 90 * 60_000;
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
  origin: string;
  events: CalendarEvent[];
  /** DTSTAMP: when this copy was made. */
  now: number;
  /** The calendar's name (the church's calendar, or one event's own file). */
  name?: string;
  /** The subscription holds the Sunday service; a single event's file does not. */
  withSundayService?: boolean;
}

export function buildCalendar({ origin, events, now, name, withSundayService = true }: CalendarInput): string {
  const host = new URL(origin).host;
  const calendar = ical({
    name: name ?? `${church.name} Events`,
    description: `Events and services of ${church.name}`,
    prodId: { company: church.name, product: "Website", language: "EN" },
    ttl: REFRESH_SECONDS,
    url: `${origin}/events`,
    method: ICalCalendarMethod.PUBLISH,
  });
  if (withSundayService) addSundayService(calendar, { origin, host, now });
  for (const event of events) {
    for (const instance of event.instances) {
      if (withSundayService && isSundayServiceInstance(instance)) continue;
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
          ? allDayRange(start, end)
          : { start: zoned(start), end: end && zoned(end), timezone: church.timeZone }),
      });
    }
  }
  return withChurchTimeZone(calendar.toString());
}

/** ical-generator writes a zone's wall clock only for dates that carry a zone; a plain Date would use the server's. */
function zoned(date: Date): TZDate {
  return new TZDate(date.getTime(), church.timeZone);
}

function withChurchTimeZone(text: string): string {
  return withTimeZoneDefinition(text, church.timeZone);
}

/**
 * Planning Center often lists the Sunday service itself, one instance a week.
 * The subscription already holds it as one recurring event, so an instance at
 * the service's weekday and time is left out rather than shown twice.
 */
export function isSundayServiceInstance(instance: CalendarEvent["instances"][number]): boolean {
  const service = church.sundayService;
  const start = new TZDate(Date.parse(instance.startsAt), church.timeZone);
  return (
    !instance.allDay &&
    start.getDay() === service.weekday &&
    start.getHours() === service.hour &&
    start.getMinutes() === service.minute
  );
}

/** All-day events are dates in the church's zone (DTEND is the day after the last day). */
function allDayRange(start: Date, end: Date | null) {
  const first = churchDayKey(start);
  // Planning Center ends an all-day event at the last day's end (or the next midnight): count the days it touches.
  const last = end ? churchDayKey(new Date(end.getTime() - 1)) : first;
  return { allDay: true, start: dateOnly(first), end: dateOnly(nextDay(last < first ? first : last)) };
}

/** A date with no time and no zone: ical-generator writes its UTC calendar date for all-day events. */
function dateOnly(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

function addSundayService(
  calendar: ICalCalendar,
  { origin, host, now }: { origin: string; host: string; now: number },
) {
  const service = church.sundayService;
  const start = nextServiceStart(now, service);
  calendar.createEvent({
    id: `sunday-service@${host}`,
    stamp: new Date(now),
    summary: `Sunday Service at ${church.name}`,
    description: `Everyone is welcome. Plan your visit: ${origin}/visit`,
    location: formatAddress(church.streetAddress),
    url: `${origin}/visit`,
    start: zoned(new Date(start)),
    end: zoned(new Date(start + SERVICE_LENGTH_MS)),
    timezone: church.timeZone,
    repeating: { freq: ICalEventRepeatingFreq.WEEKLY, byDay: [WEEKDAYS[service.weekday]!] },
  });
}
