import { render } from "@react-email/render";
import { ConfirmMailMessage } from "~/features/mail/confirm-mail";
import { MailLayout, type MailSender } from "~/features/mail/layout";
import type { RenderedMail } from "~/features/mail/mail.server";
import { mailTranslator } from "~/features/mail/mail-language";
import { plainTextOf } from "~/features/mail/plain-text.server";
import type { Translator } from "~/i18n/translate";

/** The e-mail that asks a new sign-up to the site's own list to confirm it (double opt-in). */

export interface ConfirmEmailProps {
  sender: MailSender;
  confirmUrl: string;
}

export const CONFIRM_EMAIL_TEMPLATE = "newsletter-confirm";

const subjectOf = (props: ConfirmEmailProps, { t }: Translator) =>
  t("newsletterMail.subject", { church: props.sender.name });

function ConfirmEmail({ props, words }: { props: ConfirmEmailProps; words: Translator }) {
  const { t } = words;
  return (
    <MailLayout preview={subjectOf(props, words)} sender={props.sender}>
      <ConfirmMailMessage
        confirmUrl={props.confirmUrl}
        words={{
          heading: t("newsletterMail.heading"),
          text: t("newsletterMail.text", { church: props.sender.name }),
          button: t("newsletterMail.button"),
          footnote: t("newsletterMail.notYou"),
        }}
      />
    </MailLayout>
  );
}

export async function renderConfirmEmail(props: ConfirmEmailProps): Promise<RenderedMail> {
  const words = mailTranslator(props.sender);
  const html = await render(<ConfirmEmail props={props} words={words} />);
  return { subject: subjectOf(props, words), html, text: plainTextOf(html) };
}
