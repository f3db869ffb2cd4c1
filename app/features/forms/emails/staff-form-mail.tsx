import { MailButton, MailNote, MailText, MailTitle, renderedMail } from "~/features/mail/blocks";
import { MailLayout, type MailSender } from "~/features/mail/layout";
import { mailTranslator } from "~/features/mail/mail-language";
import type { RenderedMail } from "~/features/mail/mail.server";

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

function FormStaffMail({ props, subject }: { props: FormStaffMailProps; subject: string }) {
  const { t } = mailTranslator(props.sender);
  const values = { form: props.formTitle, by: props.by, days: props.days };
  return (
    <MailLayout preview={subject} sender={props.sender}>
      <MailTitle>{subject}</MailTitle>
      <MailText>
        {props.kind === "assigned"
          ? t("admin-forms.mail.assigned.body", values)
          : t("admin-forms.mail.reminder.body", values)}
      </MailText>
      <MailButton href={props.link}>{t("admin-forms.mail.open")}</MailButton>
      <MailNote>{t("admin-forms.mail.noAnswers")}</MailNote>
    </MailLayout>
  );
}

export async function renderFormStaffMail(props: FormStaffMailProps): Promise<RenderedMail> {
  const { t } = mailTranslator(props.sender);
  const subject =
    props.kind === "assigned"
      ? t("admin-forms.mail.assigned.subject", { form: props.formTitle })
      : t("admin-forms.mail.reminder.subject", { form: props.formTitle });
  return renderedMail(subject, (line) => <FormStaffMail props={props} subject={line} />);
}
