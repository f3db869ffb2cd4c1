import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { render } from "@react-email/render";
import { Text } from "@react-email/text";
import { COLORS, MailLayout, mutedStyle, textStyle, type MailSender } from "~/features/mail/layout";
import type { RenderedMail } from "~/features/mail/mail.server";
import { plainTextOf } from "~/features/mail/plain-text.server";

/** The e-mail that asks a new sign-up to the site's own list to confirm it (double opt-in). */

export interface ConfirmEmailProps {
  sender: MailSender;
  confirmUrl: string;
}

export const CONFIRM_EMAIL_TEMPLATE = "newsletter-confirm";

const subjectOf = (props: ConfirmEmailProps) => `Please confirm your sign-up to ${props.sender.name}'s e-mail list`;

function ConfirmEmail({ props }: { props: ConfirmEmailProps }) {
  return (
    <MailLayout preview={subjectOf(props)} sender={props.sender}>
      <Heading as="h1" className="mail-text" style={{ ...textStyle, fontSize: "22px" }}>
        Confirm your sign-up
      </Heading>
      <Text className="mail-text" style={textStyle}>
        Someone, we hope you, asked for news and updates from {props.sender.name} at this address. To be added to our
        e-mail list, confirm it:
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
        Confirm my sign-up
      </Button>
      <Text className="mail-muted" style={mutedStyle}>
        If it was not you, ignore this e-mail: you will get nothing more from the list.
      </Text>
    </MailLayout>
  );
}

export async function renderConfirmEmail(props: ConfirmEmailProps): Promise<RenderedMail> {
  const html = await render(<ConfirmEmail props={props} />);
  return { subject: subjectOf(props), html, text: plainTextOf(html) };
}
