import type Database from "better-sqlite3";
import type { ChurchContent } from "~/content/model";
import { linkedMailOn, linkedMailOrigin, queueMail } from "~/features/mail/mail.server";
import { mailSenderOf, visitContentOf } from "~/features/visits/visit-content";
import { defaultLanguage } from "~/i18n/content-language";
import { localizedPath } from "~/i18n/paths";
import { signedLink } from "~/server/signed-link.server";
import { SIGN_UP_CONFIRM_TEMPLATE, type SignUpConfirmProps } from "./confirm-email";
import { CONFIRM_LINK_HOURS, HOLD_MINUTES } from "./hold-times";
import type { Registration } from "./registrations.server";

/**
 * The e-mails of a sign-up that this module sends (issue 28): the "please
 * confirm" message of a held sign-up, queued in the transaction that holds the
 * places, with a signed link that works for a day (a confirmation after the
 * 30-minute hold still takes the places if they are free).
 */

export const CONFIRM_LINK_PURPOSE = "registration-confirm";
export const CONFIRM_PATH = "/sign-ups/confirm";
const LINK_HOURS = CONFIRM_LINK_HOURS;

/** Whether a held sign-up can be asked to confirm: SMTP_URL to send, PUBLIC_URL for the link. */
export function signUpEmailsOn(): boolean {
  return linkedMailOn();
}

export function confirmUrl(registration: Registration, origin: string, content: ChurchContent): string {
  const path = localizedPath(CONFIRM_PATH, registration.language, defaultLanguage(content));
  return signedLink(origin, path, CONFIRM_LINK_PURPOSE, registration.id, {
    param: "registration",
    expiresAt: registration.createdAt + LINK_HOURS * 3_600_000,
  });
}

/** Every message of a registration has a key starting so (retention, deletion on request). */
export const registrationMailPrefix = (id: string) => `registration:${id}:`;

export function queueConfirmRequest(
  db: Database.Database,
  registration: Registration,
  context: { content: ChurchContent; eventName: string; dateLabel: string; now: number },
): boolean {
  const origin = linkedMailOrigin();
  if (!origin) return false;
  const { content } = context;
  const props: SignUpConfirmProps = {
    sender: mailSenderOf(visitContentOf(content), origin),
    language: registration.language,
    country: content.church.locale.country,
    eventName: context.eventName,
    dateLabel: context.dateLabel,
    places: registration.places,
    confirmUrl: confirmUrl(registration, origin, content),
    holdMinutes: HOLD_MINUTES,
    linkHours: LINK_HOURS,
  };
  return queueMail(db, {
    key: `${registrationMailPrefix(registration.id)}confirm`,
    template: SIGN_UP_CONFIRM_TEMPLATE,
    to: registration.email,
    props,
    now: context.now,
    replyTo: content.church.email,
    notAfter: registration.createdAt + LINK_HOURS * 3_600_000,
  });
}
