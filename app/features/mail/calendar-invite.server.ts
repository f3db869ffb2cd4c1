import { TZDate } from "@date-fns/tz";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { withTimeZoneDefinition } from "~/lib/ical-time-zone";
import type { CalendarPart } from "./mail.server";

/**
 * The calendar invite an e-mail carries (RFC 5545, made by ical-generator):
 * one event in the church's zone with its VTIMEZONE. The UID is the record's
 * (a visit, a registration), so a calendar that took the first invite updates
 * that same entry on a change (a higher SEQUENCE) and removes it on a
 * cancellation (METHOD:CANCEL, STATUS:CANCELLED). The words are the caller's.
 */

export interface CalendarInvite {
  uid: string;
  /** Counts the record's changes: 0 when made, one more for each change and the cancellation. */
  sequence: number;
  method: CalendarPart["method"];
  churchName: string;
  /** The language of the words (the calendar's PRODID says it). */
  language: string;
  summary: string;
  start: number;
  end: number;
  /** A whole-day event: dates, not times. */
  allDay?: boolean;
  timeZone: string;
  location: string;
  description: string;
  url: string;
  /** DTSTAMP: when this copy of the event was made (the change it tells about). */
  stamp: number;
}

export function calendarInvite(input: CalendarInvite): CalendarPart {
  const cancelled = input.method === "CANCEL";
  const calendar = ical({
    prodId: { company: input.churchName, product: "Website", language: input.language.toUpperCase() },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  // A plain Date would be written in the server's zone: the wall clock comes from a zoned date.
  const zoned = (instant: number) => new TZDate(instant, input.timeZone);
  calendar.createEvent({
    id: input.uid,
    sequence: input.sequence,
    stamp: new Date(input.stamp),
    start: zoned(input.start),
    end: zoned(input.end),
    allDay: input.allDay ?? false,
    timezone: input.timeZone,
    summary: input.summary,
    location: input.location,
    description: input.description,
    url: input.url,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return { method: input.method, content: withTimeZoneDefinition(calendar.toString(), input.timeZone) };
}
