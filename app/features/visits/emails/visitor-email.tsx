import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { render } from "@react-email/render";
import { plainTextOf } from "~/features/mail/plain-text.server";
import { Text } from "@react-email/text";
import { buttonStyle, linkStyle, MailLayout, textStyle, type MailSender } from "~/features/mail/layout";
import type { RenderedMail } from "~/features/mail/mail.server";
import { visitInvite } from "../invite.server";
import { VisitSummary, type VisitFacts, type VisitPlace } from "./visit-details";

/**
 * The visitor's e-mails: the confirmation, the change, the reminder the day
 * before and the cancellation. Each says only what the site does: a reminder
 * is promised only when one is scheduled, and the invite is attached to the
 * e-mails that carry it.
 */

export type VisitorEmailKind = "confirmation" | "changed" | "reminder" | "cancelled";

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
  /** When the reminder goes out ("Saturday, November 28 at 5:00 PM"), if one is scheduled. */
  reminderLabel?: string;
  /** The change e-mail: the date it moved from. */
  previousLabel?: string;
  /** When the change this e-mail tells about was made (the invite's DTSTAMP). */
  changedAt: number;
}

export const VISITOR_EMAIL_TEMPLATE = "visit-visitor";

function subjectOf(props: VisitorEmailProps): string {
  const church = props.sender.name;
  switch (props.kind) {
    case "confirmation":
      return `Your visit to ${church}: ${props.serviceLabel}`;
    case "changed":
      return `Your visit to ${church} is now ${props.serviceLabel}`;
    case "reminder":
      return `Reminder: your visit to ${church} on ${props.serviceLabel}`;
    case "cancelled":
      return `Cancelled: your visit to ${church} on ${props.serviceLabel}`;
  }
}

function Opening({ props }: { props: VisitorEmailProps }) {
  const lines: Record<VisitorEmailKind, [string, string]> = {
    confirmation: [
      `Thank you for planning your visit, ${props.name}!`,
      "We look forward to meeting you. Here is everything you need.",
    ],
    changed: [
      `Your visit has moved, ${props.name}`,
      `You changed your visit${props.previousLabel ? ` from ${props.previousLabel}` : ""}. Here is the new plan.`,
    ],
    reminder: [`See you soon, ${props.name}!`, "A reminder of your visit, with everything you need."],
    cancelled: [
      `Your visit is cancelled, ${props.name}`,
      `You cancelled your visit on ${props.serviceLabel}. Whenever you would like to come, you are welcome to plan a new visit.`,
    ],
  };
  const [heading, text] = lines[props.kind];
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

function VisitorEmail({ props }: { props: VisitorEmailProps }) {
  const origin = siteOf(props);
  const cancelled = props.kind === "cancelled";
  return (
    <MailLayout preview={subjectOf(props)} sender={props.sender}>
      <Opening props={props} />
      {cancelled ? (
        <Button className="mail-button" href={`${origin}/visit`} style={buttonStyle}>
          Plan a new visit
        </Button>
      ) : (
        <>
          <VisitSummary facts={props} place={props.place} />
          <Text className="mail-text" style={{ ...textStyle, marginTop: "16px" }}>
            {props.kind === "reminder"
              ? null
              : props.kind === "changed"
                ? "The calendar invite attached updates the entry of your first invite. "
                : "The calendar invite attached adds your visit to your calendar. "}
            {props.kind !== "reminder" && props.reminderLabel
              ? `We will e-mail you a reminder on ${props.reminderLabel}.`
              : null}
          </Text>
          <Button className="mail-button" href={props.manageUrl} style={buttonStyle}>
            Change or cancel your visit
          </Button>
        </>
      )}
      <Text className="mail-text" style={{ ...textStyle, marginTop: "16px" }}>
        Questions? Reply to this e-mail
        {props.place.phone ? (
          <>
            {" "}
            or call us at{" "}
            <Link className="mail-link" href={`tel:${props.place.phone.tel}`} style={linkStyle}>
              {props.place.phone.display}
            </Link>
          </>
        ) : null}
        .
      </Text>
    </MailLayout>
  );
}

export async function renderVisitorEmail(props: VisitorEmailProps): Promise<RenderedMail> {
  const html = await render(<VisitorEmail props={props} />);
  const withInvite = props.kind !== "reminder";
  return {
    subject: subjectOf(props),
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
          }),
        }
      : {}),
  };
}
