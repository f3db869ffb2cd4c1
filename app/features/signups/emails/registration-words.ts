import type { MailSender } from "~/features/mail/layout";
import type { Language } from "~/i18n/languages";
import { translator, type Translate } from "~/i18n/translate";
import type { AttendeeLine, RegisteredOccasion, RegistrationFacts } from "../registered-event";
import { whenLabel } from "../when-label";

/**
 * What a registration's e-mails (registration-email.tsx) are made of, and their words that are not the
 * e-mail's body: the subject line of each kind, and an attendee as the e-mails, the rosters and the
 * registration's page name them. Every word from the catalogue (sign-ups-mail).
 */

export type RegistrationEmailKind = "confirmed" | "waitlisted" | "offer" | "reminder" | "cancelled" | "message";

export interface RegistrationEmailProps {
  kind: RegistrationEmailKind;
  language: Language;
  /** The church's country, for the language's tag ("es-US"). */
  country: string;
  sender: MailSender;
  timeZone: string;
  occasion: RegisteredOccasion;
  registration: RegistrationFacts;
  /** The signed change-or-cancel link (/my-registration). */
  manageUrl: string;
  /** The offer: the signed claim link and when the offer lapses. */
  offer?: { claimUrl: string; expiresAt: number };
  /** The staff's message. */
  message?: { subject: string; body: string };
  /** The invite's SEQUENCE and DTSTAMP: the registration's changes, and when this one was made. */
  sequence: number;
  stamp: number;
}

/** The catalogue in the registration's language, with the words most lines use: when, the event, who. */
export function wordsOf(props: RegistrationEmailProps) {
  const { t, tag } = translator(props.language, props.country);
  const when = whenLabel(props.occasion, props.timeZone, tag);
  return { t, tag, when, event: props.occasion.name, name: props.registration.contactName };
}

export function subjectOf(props: RegistrationEmailProps): string {
  const { t, when, event } = wordsOf(props);
  // A header never carries a line break someone typed.
  const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ").slice(0, 150);
  switch (props.kind) {
    case "confirmed":
      return oneLine(t("signUpsMail.subject.confirmed", { event, when }));
    case "waitlisted":
      return oneLine(t("signUpsMail.subject.waitlisted", { event }));
    case "offer":
      return oneLine(t("signUpsMail.subject.offer", { event }));
    case "reminder":
      return oneLine(t("signUpsMail.subject.reminder", { event, when }));
    case "cancelled":
      return oneLine(t("signUpsMail.subject.cancelled", { event }));
    case "message":
      return oneLine(t("signUpsMail.subject.message", { event, subject: props.message?.subject ?? "" }));
  }
}

export function attendeeLine(t: Translate, attendee: AttendeeLine): string {
  const { name, type, age } = attendee;
  if (type && age !== null) return t("signUpsMail.attendee.typeAge", { name, type, age });
  if (type) return t("signUpsMail.attendee.type", { name, type });
  if (age !== null) return t("signUpsMail.attendee.age", { name, age });
  return t("signUpsMail.attendee", { name });
}
