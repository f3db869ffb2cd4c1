import { MailButton, MailNote, MailText, MailTitle, renderedMail } from "~/features/mail/blocks";
import { MailLayout, type MailSender } from "~/features/mail/layout";
import type { RenderedMail } from "~/features/mail/mail.server";
import type { Language } from "~/i18n/languages";
import { translator } from "~/i18n/translate";

/**
 * The e-mails of a form's submission (issue 35): the notice to the people the
 * form names (in the church's language: the answers, or for a private form
 * only a link to them behind sign-in), and the sender's copy (in the language
 * of the page they used): a receipt that repeats only the options they chose,
 * never their own words (decision 068). The answers come as rows already
 * written out in the mail's language when it was queued.
 */

export const FORM_NOTICE_TEMPLATE = "form-notice";
export const FORM_COPY_TEMPLATE = "form-copy";

export interface AnswerRow {
  label: string;
  value: string;
}

interface Written {
  sender: MailSender;
  language: Language;
  country?: string;
  formTitle: string;
  /** The day it was sent, written in the mail's language ("Friday, November 27, 2026"). */
  date: string;
  rows: AnswerRow[];
}

export interface FormNoticeProps extends Written {
  /** The sender's name, when the form asks it (and is not private). */
  name: string | null;
  private: boolean;
  /** The submission in the staff area. */
  link: string;
  /** The language the sender used, named in the mail's, when it is not the mail's ("Spanish"). */
  senderLanguage?: string;
}

export interface FormCopyProps extends Written {
  church: string;
  /** A prayer request the sender asked to show on the prayer wall: the signed link that takes it off. */
  wallRemoval?: string;
}

function Rows({ rows }: { rows: AnswerRow[] }) {
  return rows.map((row, index) => (
    <MailText key={index}>
      <strong>{row.label}</strong>
      <br />
      {row.value.split("\n").flatMap((line, at) => (at === 0 ? [line] : [<br key={at} />, line]))}
    </MailText>
  ));
}

function NoticeMail({ props, subject }: { props: FormNoticeProps; subject: string }) {
  const { t } = translator(props.language, props.country);
  const values = { form: props.formTitle, date: props.date, name: props.name ?? t("forms.mail.notice.anonymous") };
  return (
    <MailLayout preview={subject} sender={props.sender}>
      <MailTitle>{subject}</MailTitle>
      <MailText>
        {props.private ? t("forms.mail.notice.private", values) : t("forms.mail.notice.intro", values)}
      </MailText>
      {props.senderLanguage ? (
        <MailText>{t("forms.mail.notice.senderLanguage", { language: props.senderLanguage })}</MailText>
      ) : null}
      {props.private ? null : <Rows rows={props.rows} />}
      <MailButton href={props.link}>{t("forms.mail.notice.open")}</MailButton>
      <MailNote>{t("forms.mail.notice.why")}</MailNote>
    </MailLayout>
  );
}

function CopyMail({ props, subject }: { props: FormCopyProps; subject: string }) {
  const { t } = translator(props.language, props.country);
  return (
    <MailLayout preview={subject} sender={props.sender}>
      <MailTitle>{props.formTitle}</MailTitle>
      <MailText>{t("forms.mail.copy.intro", { church: props.church, date: props.date })}</MailText>
      <Rows rows={props.rows} />
      <MailText>{t("forms.mail.copy.ownWords")}</MailText>
      {props.wallRemoval ? (
        <>
          <MailText>{t("forms.mail.copy.wall")}</MailText>
          <MailButton href={props.wallRemoval}>{t("forms.mail.copy.wallRemove")}</MailButton>
        </>
      ) : null}
      <MailNote>{t("forms.mail.copy.why")}</MailNote>
    </MailLayout>
  );
}

export async function renderFormNotice(props: FormNoticeProps): Promise<RenderedMail> {
  const { t } = translator(props.language, props.country);
  const subject =
    props.private || !props.name
      ? t("forms.mail.notice.subjectPrivate", { form: props.formTitle })
      : t("forms.mail.notice.subject", { form: props.formTitle, name: props.name });
  return renderedMail(subject, (line) => <NoticeMail props={props} subject={line} />);
}

export async function renderFormCopy(props: FormCopyProps): Promise<RenderedMail> {
  const { t } = translator(props.language, props.country);
  const subject = t("forms.mail.copy.subject", { form: props.formTitle, church: props.church });
  return renderedMail(subject, (line) => <CopyMail props={props} subject={line} />);
}
