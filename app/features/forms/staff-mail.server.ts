import type Database from "better-sqlite3";
import type { ChurchContent } from "~/content/model";
import { linkedMailOrigin, publicOrigin, queueMail } from "~/features/mail/mail.server";
import type { MailSender } from "~/features/mail/layout";
import { defaultLanguage } from "~/i18n/content-language";
import { FORM_STAFF_MAIL_TEMPLATE, type FormStaffMailProps } from "./emails/staff-form-mail";

/**
 * Queues the staff side's e-mail about one submission (assigned, reminder),
 * in the caller's transaction, in the church's own language. Its key starts
 * with the submission's (`submissionMailKey`), so deleting the submission
 * (retention, data:forget) deletes every e-mail about it too. False when
 * e-mail with links is off (no SMTP_URL or no PUBLIC_URL).
 */
// The same prefix as the visitor's notices and copy (form-notices.server.ts): one prefix deletes every e-mail of a submission.
export const submissionMailKey = (submissionId: string) => `form:${submissionId}:`;

export function submissionPath(formId: string, submissionId: string): string {
  return `/admin/forms/${encodeURIComponent(formId)}/${encodeURIComponent(submissionId)}`;
}

function senderOf(content: ChurchContent): MailSender {
  const { name, addressLine, email } = content.church;
  const origin = publicOrigin();
  return {
    name,
    addressLine,
    email,
    language: defaultLanguage(content),
    country: content.church.locale.country,
    ...(origin ? { origin } : {}),
  };
}

export function queueSubmissionMail(
  db: Database.Database,
  mail: {
    content: ChurchContent;
    kind: FormStaffMailProps["kind"];
    to: string;
    formId: string;
    submissionId: string;
    formTitle: string;
    by: string;
    days: number;
    /** Unique per message: the assignment's or the reminder's instant. */
    at: string;
    now: number;
  },
): boolean {
  const origin = linkedMailOrigin();
  if (!origin) return false;
  const props: FormStaffMailProps = {
    sender: senderOf(mail.content),
    kind: mail.kind,
    formTitle: mail.formTitle,
    link: `${origin}${submissionPath(mail.formId, mail.submissionId)}`,
    by: mail.by,
    days: mail.days,
  };
  return queueMail(db, {
    key: `${submissionMailKey(mail.submissionId)}${mail.kind}:${mail.at}`,
    template: FORM_STAFF_MAIL_TEMPLATE,
    to: mail.to,
    props,
    now: mail.now,
  });
}
