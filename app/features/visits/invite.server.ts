import { calendarInvite } from "~/features/mail/calendar-invite.server";
import type { CalendarPart } from "~/features/mail/mail.server";

/**
 * The calendar invite in a visit's e-mails (app/features/mail/calendar-invite.server.ts):
 * its UID is the visit's, so a change updates and a cancellation removes the
 * entry the first invite made.
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
}

export function visitUid(visitId: string, host: string): string {
  return `visit-${visitId}@${host}`;
}

export function visitInvite(input: InviteInput): CalendarPart {
  const cancelled = input.method === "CANCEL";
  return calendarInvite({
    uid: visitUid(input.visitId, input.host),
    sequence: input.sequence,
    method: input.method,
    churchName: input.churchName,
    summary: `${input.serviceName} at ${input.churchName}`,
    start: input.start,
    end: input.end,
    timeZone: input.timeZone,
    location: input.location,
    description: cancelled ? "This visit was cancelled." : `To change or cancel your visit: ${input.manageUrl}`,
    url: input.manageUrl,
    stamp: input.stamp,
  });
}
