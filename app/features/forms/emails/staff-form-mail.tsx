import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { render } from "@react-email/render";
import { Text } from "@react-email/text";
import { buttonStyle, MailLayout, mutedStyle, textStyle, type MailSender } from "~/features/mail/layout";
import { mailTranslator } from "~/features/mail/mail-language";
import type { RenderedMail } from "~/features/mail/mail.server";
import { plainTextOf } from "~/features/mail/plain-text.server";

/**
 * The staff side's e-mails about one submission (issue 35): "assigned to you"
 * and the reminder when it waits untouched. Each carries the submission's
 * link behind sign-in and never its answers (a private form's are read on the
 * site alone, where the view is logged). Words: app/messages/<language>/admin-forms.json.
 */

export const FORM_STAFF_MAIL_TEMPLATE = "form-staff";

export interface FormStaffMailProps {
  sender: MailSender;
  kind: "assigned" | "reminder";
  formTitle: string;
  /** The submission's page: /admin/forms/<formId>/<submissionId> on PUBLIC_URL. */
  link: string;
  /** Who assigned it (their name or e-mail). */
  by: string;
  /** The form's reminderDays (the reminder). */
  days: number;
}

// A header never carries a line break a form's title could hold.
const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ").slice(0, 150);

function FormStaffMail({ props, subject }: { props: FormStaffMailProps; subject: string }) {
  const { t } = mailTranslator(props.sender);
  const values = { form: props.formTitle, by: props.by, days: props.days };
  return (
    <MailLayout preview={subject} sender={props.sender}>
      <Heading as="h1" className="mail-text" style={{ ...textStyle, fontSize: "22px" }}>
        {subject}
      </Heading>
      <Text className="mail-text" style={textStyle}>
        {props.kind === "assigned"
          ? t("admin-forms.mail.assigned.body", values)
          : t("admin-forms.mail.reminder.body", values)}
      </Text>
      <Text style={textStyle}>
        <Button className="mail-button" href={props.link} style={buttonStyle}>
          {t("admin-forms.mail.open")}
        </Button>
      </Text>
      <Text className="mail-muted" style={mutedStyle}>
        {t("admin-forms.mail.noAnswers")}
      </Text>
    </MailLayout>
  );
}

export async function renderFormStaffMail(props: FormStaffMailProps): Promise<RenderedMail> {
  const { t } = mailTranslator(props.sender);
  const subject = oneLine(
    props.kind === "assigned"
      ? t("admin-forms.mail.assigned.subject", { form: props.formTitle })
      : t("admin-forms.mail.reminder.subject", { form: props.formTitle }),
  );
  const html = await render(<FormStaffMail props={props} subject={subject} />);
  return { subject, html, text: plainTextOf(html) };
}
