import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { render } from "@react-email/render";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { calendarInvite } from "~/features/mail/calendar-invite.server";
import { buttonStyle, COLORS, MailLayout, textStyle, type MailSender } from "~/features/mail/layout";
import type { RenderedMail } from "~/features/mail/mail.server";
import { plainTextOf } from "~/features/mail/plain-text.server";
import type { Language } from "~/i18n/languages";
import { translator, type Translate } from "~/i18n/translate";
import type { AttendeeLine, RegisteredOccasion, RegistrationFacts } from "../registered-event";
import { momentLabel, whenLabel } from "../when-label";

/**
 * A registration's e-mails (issue 28): the confirmation with the answers and
 * a calendar invite, the waitlist's offer of a place with its claim link, the
 * reminder the day before, the cancellation (its invite removes the entry),
 * and a message the staff write to everyone registered. Every word from the
 * catalogue (sign-ups-mail), in the language stored with the registration.
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

export const REGISTRATION_EMAIL_TEMPLATE = "registration";

/** The calendar UID of a registration: stable for its life, so the cancellation removes the entry. */
export function registrationUid(registrationId: string, host: string): string {
  return `registration-${registrationId}@${host}`;
}

function wordsOf(props: RegistrationEmailProps) {
  const { t, tag } = translator(props.language, props.country);
  const when = whenLabel(props.occasion, props.timeZone, tag);
  return { t, tag, when, event: props.occasion.name, name: props.registration.contactName };
}

function subjectOf(props: RegistrationEmailProps): string {
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

const label = { fontWeight: 700 } as const;

function Summary({ props }: { props: RegistrationEmailProps }) {
  const { t, tag, when } = wordsOf(props);
  const { registration, occasion } = props;
  const paid =
    registration.amountCents !== null && registration.amountCents > 0
      ? new Intl.NumberFormat(tag, { style: "currency", currency: registration.currency }).format(
          registration.amountCents / 100,
        )
      : null;
  return (
    <Section className="mail-band" style={{ backgroundColor: COLORS.band, padding: "16px", borderRadius: "8px" }}>
      <Text className="mail-text" style={textStyle}>
        <span style={label}>{t("signUpsMail.label.when")}:</span> {when}
        {occasion.location ? (
          <>
            <br />
            <span style={label}>{t("signUpsMail.label.where")}:</span> {occasion.location}
          </>
        ) : null}
        <br />
        <span style={label}>{t("signUpsMail.label.who")}:</span>{" "}
        {registration.attendees.map((attendee) => attendeeLine(t, attendee)).join("; ")}
        {paid ? (
          <>
            <br />
            <span style={label}>{t("signUpsMail.label.paid")}:</span> {paid}
          </>
        ) : null}
      </Text>
      {registration.answers.length > 0 ? (
        <>
          <Heading as="h2" className="mail-text" style={{ ...textStyle, fontSize: "17px", margin: "16px 0 4px" }}>
            {t("signUpsMail.label.answers")}
          </Heading>
          <Text className="mail-text" style={textStyle}>
            {registration.answers.map((answer, index) => (
              <span key={index}>
                {index > 0 ? <br /> : null}
                <span style={label}>{answer.question}</span>{" "}
                {typeof answer.answer === "boolean"
                  ? t(answer.answer ? "signUpsMail.answer.yes" : "signUpsMail.answer.no")
                  : answer.answer}
              </span>
            ))}
          </Text>
        </>
      ) : null}
    </Section>
  );
}

function Opening({ props }: { props: RegistrationEmailProps }) {
  const { t, tag, when, event, name } = wordsOf(props);
  const places = props.registration.places;
  const texts: Record<RegistrationEmailKind, [string | null, string]> = {
    confirmed: [t("signUpsMail.heading.confirmed", { name }), t("signUpsMail.intro.confirmed", { event })],
    waitlisted: [
      t("signUpsMail.heading.waitlisted", { name }),
      t("signUpsMail.intro.waitlisted", { event, when, places, line: props.registration.placeInLine ?? 0 }),
    ],
    offer: [
      t("signUpsMail.heading.offer", { name }),
      t("signUpsMail.intro.offer", {
        event,
        places,
        until: momentLabel(props.offer?.expiresAt ?? 0, props.timeZone, tag),
      }),
    ],
    reminder: [t("signUpsMail.heading.reminder", { name }), t("signUpsMail.intro.reminder", { event })],
    cancelled: [
      t("signUpsMail.heading.cancelled", { name }),
      t("signUpsMail.intro.cancelled", { event, when, places }),
    ],
    message: [
      props.message?.subject ?? null,
      t("signUpsMail.intro.message", { church: props.sender.name, event, when }),
    ],
  };
  const [heading, text] = texts[props.kind];
  return (
    <>
      {heading ? (
        <Heading as="h1" className="mail-text" style={{ ...textStyle, fontSize: "24px", lineHeight: "1.3" }}>
          {heading}
        </Heading>
      ) : null}
      <Text className="mail-text" style={textStyle}>
        {text}
      </Text>
    </>
  );
}

function RegistrationEmail({ props }: { props: RegistrationEmailProps }) {
  const { t } = wordsOf(props);
  return (
    <MailLayout preview={subjectOf(props)} sender={{ ...props.sender, language: props.language }}>
      <Opening props={props} />
      {props.kind === "message" && props.message ? (
        <Section className="mail-band" style={{ backgroundColor: COLORS.band, padding: "16px", borderRadius: "8px" }}>
          {props.message.body.split(/\r?\n\s*\r?\n/).map((paragraph, index) => (
            <Text key={index} className="mail-text" style={{ ...textStyle, whiteSpace: "pre-line" }}>
              {paragraph}
            </Text>
          ))}
        </Section>
      ) : (
        <Summary props={props} />
      )}
      {props.kind === "offer" && props.offer ? (
        <Button className="mail-button" href={props.offer.claimUrl} style={{ ...buttonStyle, marginTop: "16px" }}>
          {t("signUpsMail.button.claim")}
        </Button>
      ) : props.kind === "message" ? (
        <Text className="mail-muted" style={{ ...textStyle, marginTop: "16px" }}>
          {t("signUpsMail.messageFooter", { event: props.occasion.name })}
        </Text>
      ) : null}
      {props.kind !== "cancelled" ? (
        <Text style={{ ...textStyle, marginTop: "16px" }}>
          <Button className="mail-button" href={props.manageUrl} style={buttonStyle}>
            {t("signUpsMail.button.manage")}
          </Button>
        </Text>
      ) : null}
      <Text className="mail-text" style={{ ...textStyle, marginTop: "16px" }}>
        {t("signUpsMail.questions")}
      </Text>
    </MailLayout>
  );
}

/** The invite: with the confirmation (PUBLISH) and the cancellation (CANCEL) only. */
function inviteOf(props: RegistrationEmailProps) {
  if (props.kind !== "confirmed" && props.kind !== "cancelled") return undefined;
  const { t } = wordsOf(props);
  const cancelled = props.kind === "cancelled";
  const { occasion } = props;
  // An event without an end: an hour (a whole day when all-day), as the church calendar feed has it.
  const end = occasion.end ?? occasion.start + (occasion.allDay ? 86_400_000 : 3_600_000);
  return calendarInvite({
    uid: registrationUid(props.registration.id, new URL(props.manageUrl).hostname),
    sequence: props.sequence,
    method: cancelled ? "CANCEL" : "PUBLISH",
    churchName: props.sender.name,
    language: props.language,
    summary: t("signUpsMail.ics.summary", { event: occasion.name, church: props.sender.name }),
    start: occasion.start,
    end,
    allDay: occasion.allDay,
    timeZone: props.timeZone,
    location: occasion.location ?? props.sender.addressLine,
    description: cancelled
      ? t("signUpsMail.ics.cancelled")
      : t("signUpsMail.ics.description", { url: props.manageUrl }),
    url: props.manageUrl,
    stamp: props.stamp,
  });
}

export async function renderRegistrationEmail(props: RegistrationEmailProps): Promise<RenderedMail> {
  const html = await render(<RegistrationEmail props={props} />);
  const calendar = inviteOf(props);
  return { subject: subjectOf(props), html, text: plainTextOf(html), ...(calendar ? { calendar } : {}) };
}
