import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { render } from "@react-email/render";
import { Text } from "@react-email/text";
import { COLORS, MailLayout, mutedStyle, textStyle, type MailSender } from "~/features/mail/layout";
import type { RenderedMail } from "~/features/mail/mail.server";
import { plainTextOf } from "~/features/mail/plain-text.server";
import type { Language } from "~/i18n/languages";
import { translator } from "~/i18n/translate";

/** Issue 28: the "please confirm" e-mail of a held sign-up, in the language of the page it was made on. */

export interface SignUpConfirmProps {
  sender: MailSender;
  language: Language;
  country: string;
  eventName: string;
  dateLabel: string;
  places: number;
  confirmUrl: string;
}

export const SIGN_UP_CONFIRM_TEMPLATE = "sign-up-confirm";

function SignUpConfirm({ props, t }: { props: SignUpConfirmProps; t: ReturnType<typeof translator>["t"] }) {
  const subject = t("signUps.email.confirm.subject", { event: props.eventName });
  return (
    <MailLayout preview={subject} sender={{ ...props.sender, language: props.language }}>
      <Heading as="h1" className="mail-text" style={{ ...textStyle, fontSize: "22px" }}>
        {t("signUps.email.confirm.heading")}
      </Heading>
      <Text className="mail-text" style={textStyle}>
        {t("signUps.email.confirm.body", { count: props.places, event: props.eventName, date: props.dateLabel })}
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
        {t("signUps.email.confirm.button")}
      </Button>
      <Text className="mail-muted" style={mutedStyle}>
        {t("signUps.email.confirm.ignore")}
      </Text>
    </MailLayout>
  );
}

export async function renderSignUpConfirm(props: SignUpConfirmProps): Promise<RenderedMail> {
  const { t } = translator(props.language, props.country);
  const html = await render(<SignUpConfirm props={props} t={t} />);
  return { subject: t("signUps.email.confirm.subject", { event: props.eventName }), html, text: plainTextOf(html) };
}
