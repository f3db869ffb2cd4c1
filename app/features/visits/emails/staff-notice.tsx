import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { render } from "@react-email/render";
import { plainTextOf } from "~/features/mail/plain-text.server";
import { Text } from "@react-email/text";
import { linkStyle, MailLayout, textStyle, type MailSender } from "~/features/mail/layout";
import type { RenderedMail } from "~/features/mail/mail.server";
import { partyLine } from "~/lib/visit-form";
import type { VisitFacts } from "./visit-details";

/**
 * The church's notice of each plan, change and cancellation (to
 * VISIT_NOTIFY_TO; a reply goes to the visitor), with what check-in needs.
 */

export interface StaffNoticeProps extends VisitFacts {
  event: "planned" | "changed" | "cancelled";
  sender: MailSender;
  visitId: string;
  name: string;
  email: string;
  phone: string | null;
  /** The change notice: the date it moved from. */
  previousLabel?: string;
  /** People planned for that service so far (cancelled plans left out), and its capacity. */
  expected: number;
  capacity?: number;
  reminder: boolean;
  at: number;
}

export const STAFF_NOTICE_TEMPLATE = "visit-staff-notice";

// A header never carries a line break a visitor typed.
const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ").slice(0, 150);

function subjectOf(props: StaffNoticeProps): string {
  const what = { planned: "Plan a visit", changed: "Visit changed", cancelled: "Visit cancelled" }[props.event];
  return oneLine(`${what}: ${props.name}, ${props.serviceLabel}`);
}

function StaffNotice({ props }: { props: StaffNoticeProps }) {
  const intro = {
    planned: `${props.name} plans to visit.`,
    changed: `${props.name} moved their visit${props.previousLabel ? ` from ${props.previousLabel}` : ""}.`,
    cancelled: `${props.name} cancelled their visit.`,
  }[props.event];
  return (
    <MailLayout preview={subjectOf(props)} sender={props.sender}>
      <Heading as="h1" className="mail-text" style={{ ...textStyle, fontSize: "22px" }}>
        {intro}
      </Heading>
      <Text className="mail-text" style={textStyle}>
        Service: {props.serviceName}, {props.serviceLabel}
        <br />
        Who: {partyLine(props.adults, props.childrenAges)}
        <br />
        E-mail:{" "}
        <Link className="mail-link" href={`mailto:${props.email}`} style={linkStyle}>
          {props.email}
        </Link>
        <br />
        Phone: {props.phone ?? "(not given)"}
        <br />
        Reminder the day before: {props.reminder ? "yes" : "no"}
      </Text>
      <Text className="mail-text" style={textStyle}>
        Planned for this service so far: {props.expected} {props.expected === 1 ? "person" : "people"}
        {props.capacity ? ` of ${props.capacity}` : ""}.
      </Text>
      <Text className="mail-muted" style={textStyle}>
        Plan {props.visitId}, {new Date(props.at).toISOString()}. Reply to write to {props.name}.
      </Text>
    </MailLayout>
  );
}

export async function renderStaffNotice(props: StaffNoticeProps): Promise<RenderedMail> {
  const html = await render(<StaffNotice props={props} />);
  return { subject: subjectOf(props), html, text: plainTextOf(html) };
}
