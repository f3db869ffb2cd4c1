import type Database from "better-sqlite3";
import type { ChurchContent } from "~/content/model";
import { deleteMailTo, deleteQueuedMail, linkedMailOn, linkedMailOrigin, queueMail } from "~/features/mail/mail.server";
import { mailSenderOf, visitContentOf } from "~/features/visits/visit-content";
import { localizedPath } from "~/i18n/paths";
import { isLanguage, type Language } from "~/i18n/languages";
import { signedLink } from "~/server/signed-link.server";
import { REGISTRATION_EMAIL_TEMPLATE } from "./emails/registration-email";
import type { RegistrationEmailKind, RegistrationEmailProps } from "./emails/registration-words";
import type { RegisteredOccasion, RegistrationFacts } from "./registered-event";

/**
 * A registration's e-mails, queued through the outbox in the transaction that
 * changes the registration (docs/decisions/038). Each message's key names the
 * registration ("registration:<id>:…"), so retention and deletion on request
 * find every message of it, and a message queued twice is sent once.
 */

/** The purposes of the signed links: managing a registration, and claiming a place the waitlist offers. */
export const MANAGE_PURPOSE = "registration";
export const CLAIM_PURPOSE = "waitlist-claim";
export const LINK_PARAM = "registration";

export const registrationMailKey = (registrationId: string) => `registration:${registrationId}:`;

/** The site's public address, for the pages that write a registration's links (the one in app/features/mail). */
export { publicOrigin } from "~/features/mail/mail.server";

/** Whether registrations get their e-mails: SMTP_URL to send them and PUBLIC_URL for their links. */
export function registrationEmailsOn(): boolean {
  return linkedMailOn();
}

function pathIn(path: string, language: Language, content: ChurchContent): string {
  const fallback = content.church.locale.language;
  return localizedPath(path, language, isLanguage(fallback) ? fallback : "en");
}

/** The signed change-or-cancel link of a registration (/my-registration), in its language's pages. */
export function manageRegistrationUrl(
  origin: string,
  registrationId: string,
  language: Language,
  content: ChurchContent,
): string {
  return signedLink(origin, pathIn("/my-registration", language, content), MANAGE_PURPOSE, registrationId, {
    param: LINK_PARAM,
  });
}

/** The same link as a site path, for a redirect inside the site (React Router adds the page's language prefix). */
export function manageRegistrationPath(registrationId: string): string {
  const url = new URL(
    signedLink("http://site.invalid", "/my-registration", MANAGE_PURPOSE, registrationId, { param: LINK_PARAM }),
  );
  return `${url.pathname}${url.search}`;
}

/** The signed link that claims an offered place; it stops working when the offer lapses. */
export function claimPlaceUrl(
  origin: string,
  registrationId: string,
  expiresAt: number,
  language: Language,
  content: ChurchContent,
): string {
  return signedLink(origin, pathIn("/my-registration/claim", language, content), CLAIM_PURPOSE, registrationId, {
    param: LINK_PARAM,
    expiresAt,
  });
}

export interface RegistrationMail {
  kind: RegistrationEmailKind;
  content: ChurchContent;
  now: number;
  occasion: RegisteredOccasion;
  registration: RegistrationFacts;
  offerExpiresAt?: number;
  message?: { id: string; subject: string; body: string };
}

/** The message's key: one confirmation and one cancellation per registration, one offer per hold, one reminder, one copy of each staff message. */
function keyOf(mail: RegistrationMail): string {
  const prefix = registrationMailKey(mail.registration.id);
  if (mail.kind === "offer") return `${prefix}offer:${mail.offerExpiresAt}`;
  if (mail.kind === "message") return `${prefix}message:${mail.message?.id}`;
  return `${prefix}${mail.kind}`;
}

/** Queues one of a registration's e-mails; false when e-mail is off (nothing queued). */
export function queueRegistrationEmail(db: Database.Database, mail: RegistrationMail): boolean {
  const origin = linkedMailOrigin();
  if (!origin) return false;
  const { content, registration, occasion } = mail;
  const language = registration.language;
  const props: RegistrationEmailProps = {
    kind: mail.kind,
    language,
    country: content.church.locale.country,
    sender: mailSenderOf(visitContentOf(content), origin),
    timeZone: content.church.locale.timeZone,
    occasion,
    registration,
    manageUrl: manageRegistrationUrl(origin, registration.id, language, content),
    ...(mail.kind === "offer" && mail.offerExpiresAt !== undefined
      ? {
          offer: {
            claimUrl: claimPlaceUrl(origin, registration.id, mail.offerExpiresAt, language, content),
            expiresAt: mail.offerExpiresAt,
          },
        }
      : {}),
    ...(mail.message ? { message: { subject: mail.message.subject, body: mail.message.body } } : {}),
    sequence: mail.kind === "cancelled" ? 1 : 0,
    stamp: mail.now,
  };
  // Never an invitation or a reminder for an event that has begun, nor an offer that has lapsed.
  const notAfter =
    mail.kind === "offer"
      ? mail.offerExpiresAt
      : mail.kind === "cancelled" || mail.kind === "message"
        ? undefined
        : occasion.start;
  return queueMail(db, {
    key: keyOf(mail),
    template: REGISTRATION_EMAIL_TEMPLATE,
    to: registration.email,
    props,
    now: mail.now,
    replyTo: content.church.email,
    ...(notAfter !== undefined ? { notAfter } : {}),
  });
}

/** A cancelled registration's reminder and offer that have not gone out yet. */
export function dropUnsentRegistrationMail(db: Database.Database, registrationId: string): number {
  return (
    deleteQueuedMail(db, `${registrationMailKey(registrationId)}reminder`, { unsentOnly: true }) +
    deleteQueuedMail(db, `${registrationMailKey(registrationId)}offer:`, { unsentOnly: true })
  );
}

/** Every message of a registration, sent or not (retention), and with an address every message to it (deletion on request). */
export function deleteRegistrationMail(db: Database.Database, registrationId: string, address?: string): number {
  return deleteQueuedMail(db, registrationMailKey(registrationId)) + (address ? deleteMailTo(db, address) : 0);
}
