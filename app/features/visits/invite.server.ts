import { calendarInvite } from "~/features/mail/calendar-invite.server";
import type { CalendarPart } from "~/features/mail/mail.server";
import type { Translator } from "~/i18n/translate";

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
  /** The visitor's language: the event's words. */
  words: Translator;
}

export function visitUid(visitId: string, host: string): string {
  return `visit-${visitId}@${host}`;
}

export function visitInvite(input: InviteInput): CalendarPart {
  const cancelled = input.method === "CANCEL";
  return calendarInvite({
    uid: visitUid(input.visitId, input.host),
    language: input.words.language,
    sequence: input.sequence,
    method: input.method,
    churchName: input.churchName,
    summary: input.words.t("visitMail.invite.summary", { service: input.serviceName, church: input.churchName }),
    start: input.start,
    end: input.end,
    timeZone: input.timeZone,
    location: input.location,
    description: cancelled
      ? input.words.t("visitMail.invite.cancelled")
      : input.words.t("visitMail.invite.manage", { url: input.manageUrl }),
    url: input.manageUrl,
    stamp: input.stamp,
  });
}
