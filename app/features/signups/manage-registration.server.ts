import type { ChurchContent } from "~/content/model";
import { signedLinkId } from "~/server/signed-link.server";
import { defaultLanguage } from "~/i18n/content-language";
import { translator } from "~/i18n/translate";
import type { Language } from "~/i18n/languages";
import { attendeeLine } from "./emails/registration-words";
import type { AnswerLine } from "./registered-event";
import { mailOf } from "./registration-facts.server";
import {
  dropUnsentRegistrationMail,
  LINK_PARAM,
  MANAGE_PURPOSE,
  queueRegistrationEmail,
} from "./registration-mail.server";
import { placeInLine, registrationRow, registrationsDb, type RegistrationStatus } from "./registration-queries.server";
import { cancelRegistration } from "./registrations.server";
import { momentLabel, whenLabel } from "./when-label";

/**
 * The page behind a registration's signed link (/my-registration): what it
 * shows, and the cancellation sent from it, which gives the places back and
 * so to the waitlist (the store tells its listeners). A link that is not this
 * site's, or whose event has begun, changes nothing, and the page says so.
 */

/** The person's own page: never kept by a cache, never indexed, its address (with the signature) never sent on. */
export const PRIVATE = {
  "Cache-Control": "no-store",
  // "no-referrer" would also blank the Origin of the page's own posts, which the write guard must see.
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex",
} as const;

export interface ManageContext {
  content: ChurchContent;
  now: number;
  /** The page's language: its words and dates. */
  language: Language;
}

/** A registration page's context from the route's (/my-registration, its claim page): the page's language or the church's. */
export function manageContextOf(context: { content: ChurchContent; now: number; language?: Language }): ManageContext {
  return { content: context.content, now: context.now, language: context.language ?? defaultLanguage(context.content) };
}

export type RegistrationView =
  | { kind: "forged" }
  | { kind: "gone" }
  | { kind: "cancelled" | "past"; event: string }
  | {
      kind: "open";
      registration: string;
      sig: string;
      name: string;
      event: string;
      when: string;
      where: string | null;
      status: Exclude<RegistrationStatus, "cancelled" | "expired">;
      /** When a hold (an offer, a checkout, an unconfirmed address) runs out. */
      until: string | null;
      who: string[];
      answers: AnswerLine[];
      places: number;
      /** On the waitlist: where they stand now (1: next to be offered places); 0 otherwise. */
      placeInLine: number;
    };

export const VIEW_STATUS: Record<RegistrationView["kind"], number> = {
  forged: 403,
  gone: 404,
  cancelled: 200,
  past: 200,
  open: 200,
};

export function genuineRegistrationLink(registration: unknown, sig: unknown): registration is string {
  if (typeof registration !== "string" || typeof sig !== "string") return false;
  const query = new URLSearchParams({ [LINK_PARAM]: registration, sig });
  return signedLinkId(query, MANAGE_PURPOSE, 0, { param: LINK_PARAM }) === registration;
}

export function registrationView(registration: unknown, sig: unknown, context: ManageContext): RegistrationView {
  if (!genuineRegistrationLink(registration, sig)) return { kind: "forged" };
  const row = registrationRow(registrationsDb(), registration);
  const mail = row ? mailOf(row, context.content) : null;
  if (!row || !mail) return { kind: "gone" };
  const event = mail.occasion.name;
  if (row.status === "cancelled" || row.status === "expired") return { kind: "cancelled", event };
  if (mail.occasion.start <= context.now) return { kind: "past", event };
  const { t, tag } = translator(context.language, context.content.church.locale.country);
  const zone = context.content.church.locale.timeZone;
  return {
    kind: "open",
    registration,
    sig: sig as string,
    name: row.contact_name,
    event,
    when: whenLabel(mail.occasion, zone, tag),
    where: mail.occasion.location,
    status: row.status,
    until: row.hold_expires_at === null ? null : momentLabel(row.hold_expires_at, zone, tag),
    who: mail.registration.attendees.map((attendee) => attendeeLine(t, attendee)),
    answers: mail.registration.answers,
    places: row.places,
    placeInLine: placeInLine(registrationsDb(), registration) ?? 0,
  };
}

export type CancelOutcome = { kind: "forged" } | { kind: "done" } | { kind: "refused" };

/**
 * A cancellation posted from the page: the store frees the places (and its
 * listeners offer them to the waitlist), the reminder and offer not yet sent
 * are dropped, and a confirmed registration gets the cancellation e-mail whose
 * invite removes the calendar entry, in one commit.
 */
export function cancelByLink(form: FormData, context: ManageContext): CancelOutcome {
  const registration = form.get(LINK_PARAM);
  if (!genuineRegistrationLink(registration, form.get("sig"))) return { kind: "forged" };
  const db = registrationsDb();
  return db
    .transaction((): CancelOutcome => {
      const row = registrationRow(db, registration);
      const mail = row ? mailOf(row, context.content) : null;
      if (!row || !mail || row.status === "cancelled" || row.status === "expired") return { kind: "refused" };
      if (mail.occasion.start <= context.now) return { kind: "refused" };
      cancelRegistration(registration, context.now);
      dropUnsentRegistrationMail(db, registration);
      if (row.status === "confirmed") {
        queueRegistrationEmail(db, { ...mail, kind: "cancelled", content: context.content, now: context.now });
      }
      return { kind: "done" };
    })
    .immediate();
}
