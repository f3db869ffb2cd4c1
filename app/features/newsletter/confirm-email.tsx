import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { render } from "@react-email/render";
import { Text } from "@react-email/text";
import { COLORS, MailLayout, mutedStyle, textStyle, type MailSender } from "~/features/mail/layout";
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
      <Heading as="h1" className="mail-text" style={{ ...textStyle, fontSize: "22px" }}>
        {t("newsletterMail.heading")}
      </Heading>
      <Text className="mail-text" style={textStyle}>
        {t("newsletterMail.text", { church: props.sender.name })}
      </Text>
      <Button
        className="mail-button"
        href={props.confirmUrl}
        style={{
          backgroundColor: COLORS.accent,
          color: "#ffffff",
          padding: "12px 20px",
          borderRadius: "6px",
          fontSize: "16px",
          fontWeight: 700,
          textDecoration: "none",
          display: "inline-block",
        }}
      >
        {t("newsletterMail.button")}
      </Button>
      <Text className="mail-muted" style={mutedStyle}>
        {t("newsletterMail.notYou")}
      </Text>
    </MailLayout>
  );
}

export async function renderConfirmEmail(props: ConfirmEmailProps): Promise<RenderedMail> {
  const words = mailTranslator(props.sender);
  const html = await render(<ConfirmEmail props={props} words={words} />);
  return { subject: subjectOf(props, words), html, text: plainTextOf(html) };
}
