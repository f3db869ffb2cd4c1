import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { render } from "@react-email/render";
import { plainTextOf } from "~/features/mail/plain-text.server";
import { Text } from "@react-email/text";
import { buttonStyle, linkStyle, MailLayout, textStyle, type MailSender } from "~/features/mail/layout";
import type { RenderedMail } from "~/features/mail/mail.server";
import { mailTranslator } from "~/features/mail/mail-language";
import { richMessage } from "~/i18n/rich";
import type { Translator } from "~/i18n/translate";
import { visitInvite } from "../invite.server";
import { VisitSummary, type VisitFacts, type VisitPlace } from "./visit-details";

/**
 * The visitor's e-mails: the confirmation, the change, the reminder the day
 * before and the cancellation; and, for a service with a capacity, the
 * request to confirm the plan before its places count. Each says only what the site does: a reminder
 * is promised only when one is scheduled, and the invite is attached to the
 * e-mails that carry it.
 */

/** hold: the "please confirm" message of a plan whose places wait for its address (issue 28). */
export type VisitorEmailKind = "confirmation" | "changed" | "reminder" | "cancelled" | "hold";

/** What the template needs, captured when the e-mail is queued (JSON in the outbox). */
export interface VisitorEmailProps extends VisitFacts {
  kind: VisitorEmailKind;
  sender: MailSender;
  visitId: string;
  sequence: number;
  name: string;
  serviceStart: number;
  serviceEnd: number;
  timeZone: string;
  place: VisitPlace;
  manageUrl: string;
  /** When the reminder goes out ("Saturday, November 28 at 5:00 PM", in the visitor's language), if one is scheduled. */
  reminderLabel?: string;
  /** The hold e-mail: until when the places are held ("11:36 AM", church zone, the visitor's language). */
  holdUntilLabel?: string;
  /** The change e-mail: the date it moved from. */
  previousLabel?: string;
  /** When the change this e-mail tells about was made (the invite's DTSTAMP). */
  changedAt: number;
  /** The visit page in the visitor's language ("/es/visit"); "/visit" when queued before languages. */
  visitPath?: string;
}

export const VISITOR_EMAIL_TEMPLATE = "visit-visitor";

/** The subject, in the visitor's language. */
function subjectOf(props: VisitorEmailProps, words: Translator): string {
  return words.t(`visitMail.subject.${props.kind}`, { church: props.sender.name, when: props.serviceLabel });
}

function Opening({ props, words }: { props: VisitorEmailProps; words: Translator }) {
  const { t } = words;
  const heading = t(`visitMail.heading.${props.kind}`, { name: props.name });
  const text =
    props.kind === "changed" && props.previousLabel
      ? t("visitMail.text.changedFrom", { previous: props.previousLabel })
      : t(`visitMail.text.${props.kind}`, { when: props.serviceLabel, until: props.holdUntilLabel ?? "" });
  return (
    <>
      <Heading as="h1" className="mail-text" style={{ ...textStyle, fontSize: "24px", lineHeight: "1.3" }}>
        {heading}
      </Heading>
      <Text className="mail-text" style={textStyle}>
        {text}
      </Text>
    </>
  );
}

/** The visitor's e-mails are sent only with PUBLIC_URL (visit-mail.server.ts), so their sender has the site's address. */
function siteOf(props: VisitorEmailProps): string {
  if (!props.sender.origin) throw new Error("A visitor's e-mail needs the site's address (PUBLIC_URL)");
  return props.sender.origin;
}

function VisitorEmail({ props, words }: { props: VisitorEmailProps; words: Translator }) {
  const { t } = words;
  const origin = siteOf(props);
  const cancelled = props.kind === "cancelled";
  const hold = props.kind === "hold";
  const invite =
    props.kind === "reminder" || hold
      ? []
      : [t(props.kind === "changed" ? "visitMail.invite.changed" : "visitMail.invite.new")];
  const reminder =
    props.kind !== "reminder" && !hold && props.reminderLabel
      ? [t("visitMail.reminderOn", { when: props.reminderLabel })]
      : [];
  const phone = props.place.phone;
  return (
    <MailLayout preview={subjectOf(props, words)} sender={props.sender}>
      <Opening props={props} words={words} />
      {cancelled ? (
        <Button className="mail-button" href={`${origin}${props.visitPath ?? "/visit"}`} style={buttonStyle}>
          {t("visitMail.planNew")}
        </Button>
      ) : (
        <>
          <VisitSummary facts={props} place={props.place} words={words} />
          <Text className="mail-text" style={{ ...textStyle, marginTop: "16px" }}>
            {[...invite, ...reminder].join(" ")}
          </Text>
          <Button className="mail-button" href={props.manageUrl} style={buttonStyle}>
            {t(hold ? "visitMail.confirm" : "visitMail.manage")}
          </Button>
        </>
      )}
      <Text className="mail-text" style={{ ...textStyle, marginTop: "16px" }}>
        {phone
          ? richMessage(
              t,
              "visitMail.questionsOrCall",
              {},
              {
                phone: (
                  <Link className="mail-link" href={`tel:${phone.tel}`} style={linkStyle}>
                    {phone.display}
                  </Link>
                ),
              },
            )
          : t("visitMail.questions")}
      </Text>
    </MailLayout>
  );
}

export async function renderVisitorEmail(props: VisitorEmailProps): Promise<RenderedMail> {
  const words = mailTranslator(props.sender);
  const html = await render(<VisitorEmail props={props} words={words} />);
  // No invite before the plan is confirmed: the visit is not planned yet.
  const withInvite = props.kind !== "reminder" && props.kind !== "hold";
  return {
    subject: subjectOf(props, words),
    html,
    text: plainTextOf(html),
    ...(withInvite
      ? {
          calendar: visitInvite({
            visitId: props.visitId,
            sequence: props.sequence,
            method: props.kind === "cancelled" ? "CANCEL" : "PUBLISH",
            host: new URL(siteOf(props)).hostname,
            churchName: props.sender.name,
            serviceName: props.serviceName,
            start: props.serviceStart,
            end: props.serviceEnd,
            timeZone: props.timeZone,
            location: props.place.addressLine,
            manageUrl: props.manageUrl,
            stamp: props.changedAt,
            words,
          }),
        }
      : {}),
  };
}
