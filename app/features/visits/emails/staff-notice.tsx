import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { render } from "@react-email/render";
import { plainTextOf } from "~/features/mail/plain-text.server";
import { Text } from "@react-email/text";
import { linkStyle, MailLayout, textStyle, type MailSender } from "~/features/mail/layout";
import type { RenderedMail } from "~/features/mail/mail.server";
import { mailTranslator } from "~/features/mail/mail-language";
import type { Translator } from "~/i18n/translate";
import { partyLine } from "~/lib/visit-form";
import type { VisitFacts } from "./visit-details";

/**
 * The church's notice of each plan, change and cancellation (to
 * VISIT_NOTIFY_TO; a reply goes to the visitor), with what check-in needs,
 * in the church's default language (the office's), saying which language the
 * visitor used when it is another.
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
  /** The visitor's language's name in the office's language ("Spanish"), when it is not the office's. */
  visitorLanguage?: string;
}

export const STAFF_NOTICE_TEMPLATE = "visit-staff-notice";

// A header never carries a line break a visitor typed.
const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ").slice(0, 150);

function subjectOf(props: StaffNoticeProps, { t }: Translator): string {
  return oneLine(t(`visitMail.staff.subject.${props.event}`, { name: props.name, when: props.serviceLabel }));
}

function StaffNotice({ props, words }: { props: StaffNoticeProps; words: Translator }) {
  const { t } = words;
  const intro =
    props.event === "changed" && props.previousLabel
      ? t("visitMail.staff.intro.changedFrom", { name: props.name, previous: props.previousLabel })
      : t(`visitMail.staff.intro.${props.event}`, { name: props.name });
  const expected = { expected: props.expected, capacity: props.capacity ?? 0 };
  return (
    <MailLayout preview={subjectOf(props, words)} sender={props.sender}>
      <Heading as="h1" className="mail-text" style={{ ...textStyle, fontSize: "22px" }}>
        {intro}
      </Heading>
      <Text className="mail-text" style={textStyle}>
        {t("visitMail.staff.service", { service: props.serviceName, when: props.serviceLabel })}
        <br />
        {t("visitMail.staff.who", { party: partyLine(props.adults, props.childrenAges, t) })}
        <br />
        {t("visitMail.staff.email")}{" "}
        <Link className="mail-link" href={`mailto:${props.email}`} style={linkStyle}>
          {props.email}
        </Link>
        <br />
        {props.phone ? t("visitMail.staff.phone", { phone: props.phone }) : t("visitMail.staff.noPhone")}
        <br />
        {t("visitMail.staff.reminder", { wanted: props.reminder ? "yes" : "no" })}
        {props.visitorLanguage ? (
          <>
            <br />
            {t("visitMail.staff.language", { language: props.visitorLanguage })}
          </>
        ) : null}
      </Text>
      <Text className="mail-text" style={textStyle}>
        {t(props.capacity ? "visitMail.staff.expectedOf" : "visitMail.staff.expected", expected)}
      </Text>
      <Text className="mail-muted" style={textStyle}>
        {t("visitMail.staff.footer", { id: props.visitId, at: new Date(props.at).toISOString(), name: props.name })}
      </Text>
    </MailLayout>
  );
}

export async function renderStaffNotice(props: StaffNoticeProps): Promise<RenderedMail> {
  const words = mailTranslator(props.sender);
  const html = await render(<StaffNotice props={props} words={words} />);
  return { subject: subjectOf(props, words), html, text: plainTextOf(html) };
}
