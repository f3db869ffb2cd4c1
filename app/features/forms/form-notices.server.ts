import type Database from "better-sqlite3";
import type { ChurchContent, FormDefinition } from "~/content/model";
import { formatCalendarDate } from "~/lib/dated-content";
import { churchDayKey } from "~/lib/church-time";
import { answerText } from "~/lib/form-view";
import { contentInLanguage, defaultLanguage } from "~/i18n/content-language";
import type { Language } from "~/i18n/languages";
import { translator } from "~/i18n/translate";
import { linkedMailOrigin, publicOrigin, queueMail } from "~/features/mail/mail.server";
import type { MailSender } from "~/features/mail/layout";
import {
  FORM_COPY_TEMPLATE,
  FORM_NOTICE_TEMPLATE,
  type AnswerRow,
  type FormCopyProps,
  type FormNoticeProps,
} from "./emails/form-emails";
import { noticeRecipients } from "./recipients.server";
import type { FormSubmission } from "./submission-store.server";

/**
 * The e-mails a submission queues, in its own transaction (issue 35): a
 * notice to each person the form names, in the church's language, linking to
 * the submission in the staff area (/admin/forms/<form>/<submission>), with
 * the answers unless the form is private; and, when the form says so, the
 * sender's copy in the language of the page they used: a receipt, never a
 * relay (issue 43, decision 068). Anyone may type any address into a form, so
 * the copy repeats nothing they typed (no text, e-mail or phone answer), only
 * the form, the day and the church's own words of the options they chose.
 */

/** The answers a sender's copy repeats: chosen from the form's options, a date or a number (decision 068). */
const RECEIPT_ANSWERS: ReadonlySet<FormDefinition["fields"][number]["type"]> = new Set([
  "choice",
  "choices",
  "yes-no",
  "consent",
  "date",
  "number",
]);

export const submissionPath = (formId: string, submissionId: string) =>
  `/admin/forms/${encodeURIComponent(formId)}/${encodeURIComponent(submissionId)}`;
const mailKey = (submissionId: string) => `form:${submissionId}:`;

/**
 * A link another feature adds to the sender's copy (the prayer wall's removal
 * link, app/features/prayer/wall-links.server.ts): the route passes it in, as
 * forms do not import prayer. Given the submission and the site's origin: the
 * address, or none.
 */
export type CopyLink = (submission: FormSubmission, origin: string) => string | undefined;

export function queueFormMail(
  db: Database.Database,
  content: ChurchContent,
  submission: FormSubmission,
  copyLink?: CopyLink,
): void {
  const origin = linkedMailOrigin();
  const form = content.forms[submission.formId];
  if (!origin || !form) return;
  const now = Date.parse(submission.receivedAt);
  const staffLanguage = defaultLanguage(content);
  const staffForm = contentInLanguage(content, staffLanguage).forms[form.id] ?? form;
  const notice: FormNoticeProps = {
    ...written(content, staffForm, submission, staffLanguage, now),
    name: form.private ? null : submission.name,
    private: Boolean(form.private),
    link: `${origin}${submissionPath(form.id, submission.id)}`,
    // Sent from a page in another language than the staff's: the notice says so, to answer in it.
    ...(submission.language !== staffLanguage
      ? { senderLanguage: translator(staffLanguage).t(`content-languages.languageName.${submission.language}`) }
      : {}),
  };
  if (notice.private) notice.rows = [];
  for (const address of noticeRecipients(form)) {
    queueMail(db, {
      key: `${mailKey(submission.id)}notice:${address}`,
      template: FORM_NOTICE_TEMPLATE,
      to: address,
      props: notice,
      now,
      // The office answers the sender by replying, unless the form keeps who sent it private.
      ...(submission.email && !form.private ? { replyTo: submission.email } : {}),
    });
  }
  if (form.sendCopy && submission.email) {
    const ownForm = contentInLanguage(content, submission.language).forms[form.id] ?? form;
    const wallRemoval = copyLink?.(submission, origin);
    const copy: FormCopyProps = {
      ...written(content, ownForm, submission, submission.language, now, (type) => RECEIPT_ANSWERS.has(type)),
      church: content.church.name,
      ...(wallRemoval ? { wallRemoval } : {}),
    };
    queueMail(db, {
      key: `${mailKey(submission.id)}copy`,
      template: FORM_COPY_TEMPLATE,
      to: submission.email,
      props: copy,
      now,
      replyTo: content.church.email,
    });
  }
}

function written(
  content: ChurchContent,
  form: FormDefinition,
  submission: FormSubmission,
  language: Language,
  now: number,
  repeats: (type: FormDefinition["fields"][number]["type"]) => boolean = () => true,
) {
  const { t, tag } = translator(language, content.church.locale.country);
  const { timeZone, dateOrder, clock } = content.church.locale;
  const origin = publicOrigin();
  const sender: MailSender = {
    name: content.church.name,
    addressLine: content.church.addressLine,
    email: content.church.email,
    language,
    ...(origin ? { origin } : {}),
  };
  const style = { timeZone, dateOrder, clock, locale: tag };
  // A date answer as the reader says it ("domingo, 20 de diciembre de 2026"), on the church's calendar.
  const words = { yes: t("forms.yes"), no: t("forms.no"), date: (day: string) => formatCalendarDate(day, style) };
  const rows: AnswerRow[] = form.fields
    .filter((field) => submission.answers[field.id] !== undefined && repeats(field.type))
    .map((field) => ({ label: field.label, value: answerText(field, submission.answers[field.id], words) }));
  return {
    sender,
    language,
    country: content.church.locale.country,
    formTitle: form.title,
    date: formatCalendarDate(churchDayKey(now, timeZone), style),
    rows,
  };
}

/** Deletes the e-mails of a submission not yet sent (data:forget, retention: for the inbox's use). */
export { mailKey as formMailKey };
