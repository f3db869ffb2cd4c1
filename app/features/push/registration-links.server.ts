import type { ChurchContent } from "~/content/model";
import { CONFIRM_LINK_PURPOSE } from "~/features/signups/sign-up-mail.server";
import { LINK_PARAM, MANAGE_PURPOSE } from "~/features/signups/registration-mail.server";
import { occasionOf } from "~/features/signups/registration-facts.server";
import { registrationById, type Registration } from "~/features/signups/registrations.server";
import { contentInLanguage } from "~/i18n/content-language";
import { formatChurchDate } from "~/i18n/dates";
import type { Language } from "~/i18n/languages";
import { translator } from "~/i18n/translate";
import { signedLinkId } from "~/server/signed-link.server";

/**
 * Sign-ups linked to a phone for their reminders (issue 44), read from the sign-ups feature and never
 * changed: a sign-up is linked only by its own signed link (the one signed-link module), the query string
 * of its "please confirm" page (/sign-ups/confirm) or of its change-or-cancel page (/my-registration), so
 * nobody links a stranger's registration.
 */

/** Sign-ups that can still have a reminder: not cancelled, not lapsed. */
const LINKABLE = new Set<Registration["status"]>(["held", "confirmed", "waitlisted", "offered", "pending_payment"]);

/** The registration a signed link's query string names, when the signature is this site's and still good. */
export function registrationFromLink(query: string, now: number): Registration | null {
  if (query.length > 512) return null;
  const params = new URLSearchParams(query.replace(/^\?/, ""));
  const id =
    signedLinkId(params, CONFIRM_LINK_PURPOSE, now, { param: "registration" }) ??
    signedLinkId(params, MANAGE_PURPOSE, now, { param: LINK_PARAM });
  const registration = id ? registrationById(id) : null;
  return registration && LINKABLE.has(registration.status) ? registration : null;
}

export interface LinkedEvent {
  name: string;
  date: string;
  start: number;
}

/** The events still to come of the linked sign-ups, in `language`, soonest first. */
export function linkedEvents(
  registrationIds: readonly string[],
  language: Language,
  content: ChurchContent,
  now: number,
): LinkedEvent[] {
  const local = contentInLanguage(content, language);
  const { timeZone, dateOrder, clock, country } = content.church.locale;
  const style = { timeZone, dateOrder, clock, locale: translator(language, country).tag };
  const events: LinkedEvent[] = [];
  for (const id of registrationIds) {
    const registration = registrationById(id);
    if (!registration || !LINKABLE.has(registration.status)) continue;
    const occasion = occasionOf(local, registration.eventId, registration.occurrence);
    if (!occasion || occasion.start <= now) continue;
    const date = formatChurchDate(occasion.start, occasion.allDay ? "longDate" : "longDateAtTime", style);
    events.push({ name: occasion.name, date, start: occasion.start });
  }
  return events.sort((a, b) => a.start - b.start);
}
