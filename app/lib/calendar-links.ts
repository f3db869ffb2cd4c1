import { formatChurchTime } from "~/lib/church-time";

/**
 * Links that put the church's events into a visitor's own calendar (issue 9).
 * Google Calendar's "add event" template takes the dates in the URL: UTC
 * instants for timed events, and dates (the end exclusive) for all-day ones.
 */

export interface CalendarLinkEvent {
  name: string;
  startsAt: string;
  endsAt: string | null;
  allDay: boolean;
  location: string | null;
  descriptionLines: string[];
}

/** Planning Center may leave the end out; an hour is what a calendar assumes. */
const DEFAULT_LENGTH_MS = 3_600_000;
const DAY_MS = 86_400_000;

function utcStamp(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

function churchDate(ms: number, timeZone: string): string {
  return formatChurchTime(ms, "yyyyMMdd", timeZone);
}

export function googleCalendarUrl(event: CalendarLinkEvent, church: { name: string; timeZone: string }): string {
  const { timeZone } = church;
  const start = Date.parse(event.startsAt);
  const end = event.endsAt ? Date.parse(event.endsAt) : start + DEFAULT_LENGTH_MS;
  const dates = event.allDay
    ? // The end date is exclusive: the day after the last day the event touches.
      `${churchDate(start, timeZone)}/${churchDate(Math.max(start, end - 1) + DAY_MS, timeZone)}`
    : `${utcStamp(start)}/${utcStamp(end)}`;
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.name,
    dates,
    ctz: timeZone,
    details: event.descriptionLines.filter(Boolean).join("\n"),
    location: event.location ?? church.name,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** The calendar subscription for calendar apps (webcal:// opens the visitor's calendar app). */
export function webcalUrl(origin: string): string {
  return `${origin.replace(/^https?:/, "webcal:")}/events.ics`;
}

/** One event's own .ics file (every upcoming instance of it). */
export function eventIcsPath(eventId: string): string {
  return `/events/${encodeURIComponent(eventId)}/calendar.ics`;
}
