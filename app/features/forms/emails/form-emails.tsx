import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { render } from "@react-email/render";
import { Text } from "@react-email/text";
import { buttonStyle, MailLayout, mutedStyle, textStyle, type MailSender } from "~/features/mail/layout";
import type { RenderedMail } from "~/features/mail/mail.server";
import { plainTextOf } from "~/features/mail/plain-text.server";
import type { Language } from "~/i18n/languages";
import { translator } from "~/i18n/translate";

/**
 * The e-mails of a form's submission (issue 35): the notice to the people the
 * form names (in the church's language: the answers, or for a private form
 * only a link to them behind sign-in), and the sender's copy of their own
 * answers (in the language of the page they used). The answers come as rows
 * already written out in the mail's language when it was queued.
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
}

export interface FormCopyProps extends Written {
  church: string;
}

// A header never carries a line break a visitor typed.
const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ").slice(0, 150);

function Rows({ rows }: { rows: AnswerRow[] }) {
  return rows.map((row, index) => (
    <Text key={index} className="mail-text" style={textStyle}>
      <strong>{row.label}</strong>
      <br />
      {row.value.split("\n").flatMap((line, at) => (at === 0 ? [line] : [<br key={at} />, line]))}
    </Text>
  ));
}

function NoticeMail({ props, subject }: { props: FormNoticeProps; subject: string }) {
  const { t } = translator(props.language, props.country);
  const values = { form: props.formTitle, date: props.date, name: props.name ?? t("forms.mail.notice.anonymous") };
  return (
    <MailLayout preview={subject} sender={props.sender}>
      <Heading as="h1" className="mail-text" style={{ ...textStyle, fontSize: "22px" }}>
        {subject}
      </Heading>
      <Text className="mail-text" style={textStyle}>
        {props.private ? t("forms.mail.notice.private", values) : t("forms.mail.notice.intro", values)}
      </Text>
      {props.private ? null : <Rows rows={props.rows} />}
      <Text style={textStyle}>
        <Button className="mail-button" href={props.link} style={buttonStyle}>
          {t("forms.mail.notice.open")}
        </Button>
      </Text>
      <Text className="mail-muted" style={mutedStyle}>
        {t("forms.mail.notice.why")}
      </Text>
    </MailLayout>
  );
}

function CopyMail({ props, subject }: { props: FormCopyProps; subject: string }) {
  const { t } = translator(props.language, props.country);
  return (
    <MailLayout preview={subject} sender={props.sender}>
      <Heading as="h1" className="mail-text" style={{ ...textStyle, fontSize: "22px" }}>
        {props.formTitle}
      </Heading>
      <Text className="mail-text" style={textStyle}>
        {t("forms.mail.copy.intro", { church: props.church, date: props.date })}
      </Text>
      <Rows rows={props.rows} />
      <Text className="mail-muted" style={mutedStyle}>
        {t("forms.mail.copy.why")}
      </Text>
    </MailLayout>
  );
}

export async function renderFormNotice(props: FormNoticeProps): Promise<RenderedMail> {
  const { t } = translator(props.language, props.country);
  const subject = oneLine(
    props.private || !props.name
      ? t("forms.mail.notice.subjectPrivate", { form: props.formTitle })
      : t("forms.mail.notice.subject", { form: props.formTitle, name: props.name }),
  );
  const html = await render(<NoticeMail props={props} subject={subject} />);
  return { subject, html, text: plainTextOf(html) };
}

export async function renderFormCopy(props: FormCopyProps): Promise<RenderedMail> {
  const { t } = translator(props.language, props.country);
  const subject = oneLine(t("forms.mail.copy.subject", { form: props.formTitle, church: props.church }));
  const html = await render(<CopyMail props={props} subject={subject} />);
  return { subject, html, text: plainTextOf(html) };
}
