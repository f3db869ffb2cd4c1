import { Button } from "@react-email/button";
import { render } from "@react-email/render";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { calendarInvite } from "~/features/mail/calendar-invite.server";
import { buttonStyle, COLORS, MailLayout, textStyle } from "~/features/mail/layout";
import type { RenderedMail } from "~/features/mail/mail.server";
import { plainTextOf } from "~/features/mail/plain-text.server";
import { Opening, Summary } from "./registration-parts";
import { subjectOf, wordsOf, type RegistrationEmailProps } from "./registration-words";

/**
 * A registration's e-mails (issue 28): the confirmation with the answers and
 * a calendar invite, the waitlist's offer of a place with its claim link, the
 * reminder the day before, the cancellation (its invite removes the entry),
 * and a message the staff write to everyone registered. Every word from the
 * catalogue (sign-ups-mail), in the language stored with the registration.
 */

export const REGISTRATION_EMAIL_TEMPLATE = "registration";

/** The calendar UID of a registration: stable for its life, so the cancellation removes the entry. */
export function registrationUid(registrationId: string, host: string): string {
  return `registration-${registrationId}@${host}`;
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
