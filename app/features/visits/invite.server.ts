import { TZDate } from "@date-fns/tz";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { withTimeZoneDefinition } from "~/lib/ical-time-zone";
import type { CalendarPart } from "~/features/mail/mail.server";
import type { Translator } from "~/i18n/translate";

/**
 * The calendar invite in a visit's e-mails (RFC 5545, made by ical-generator):
 * one event in the church's zone with its VTIMEZONE. Its UID is the visit's,
 * so a calendar that took the first invite updates that same entry when the
 * visit changes (a higher SEQUENCE) and removes it when it is cancelled
 * (METHOD:CANCEL, STATUS:CANCELLED).
 */

export interface InviteInput {
  visitId: string;
  /** Counts the plan's changes: 0 when made, one more for each change and the cancellation. */
  sequence: number;
  method: CalendarPart["method"];
  /** The host the UID is scoped to (the site's). */
  host: string;
  churchName: string;
  serviceName: string;
  start: number;
  end: number;
  timeZone: string;
  location: string;
  manageUrl: string;
  /** DTSTAMP: when this copy of the event was made (the change it tells about). */
  stamp: number;
  /** The visitor's language: the event's words. */
  words: Translator;
}

export function visitUid(visitId: string, host: string): string {
  return `visit-${visitId}@${host}`;
}

export function visitInvite(input: InviteInput): CalendarPart {
  const cancelled = input.method === "CANCEL";
  const calendar = ical({
    prodId: { company: input.churchName, product: "Website", language: input.words.language.toUpperCase() },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  // A plain Date would be written in the server's zone: the wall clock comes from a zoned date.
  const zoned = (instant: number) => new TZDate(instant, input.timeZone);
  calendar.createEvent({
    id: visitUid(input.visitId, input.host),
    sequence: input.sequence,
    stamp: new Date(input.stamp),
    start: zoned(input.start),
    end: zoned(input.end),
    timezone: input.timeZone,
    summary: input.words.t("visitMail.invite.summary", { service: input.serviceName, church: input.churchName }),
    location: input.location,
    description: cancelled
      ? input.words.t("visitMail.invite.cancelled")
      : input.words.t("visitMail.invite.manage", { url: input.manageUrl }),
    url: input.manageUrl,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return { method: input.method, content: withTimeZoneDefinition(calendar.toString(), input.timeZone) };
}
