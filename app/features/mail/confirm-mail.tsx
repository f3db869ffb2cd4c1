import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { Text } from "@react-email/text";
import { COLORS, mutedStyle, textStyle } from "./layout";

/**
 * The message of an e-mail that asks its reader to confirm an address (the
 * newsletter's double opt-in, a held sign-up): a heading, what is waiting,
 * the button that confirms, and what to do if it was not them. Inside
 * MailLayout; each e-mail gives its own words.
 */

const buttonStyle = {
  backgroundColor: COLORS.accent,
  color: "#ffffff",
  padding: "12px 20px",
  borderRadius: "6px",
  fontSize: "16px",
  fontWeight: 700,
  textDecoration: "none",
  display: "inline-block",
} as const;

export interface ConfirmMailWords {
  heading: string;
  text: string;
  button: string;
  /** Below the button, muted: "not you? ignore this". */
  footnote: string;
}

export function ConfirmMailMessage({ words, confirmUrl }: { words: ConfirmMailWords; confirmUrl: string }) {
  return (
    <>
      <Heading as="h1" className="mail-text" style={{ ...textStyle, fontSize: "22px" }}>
        {words.heading}
      </Heading>
      <Text className="mail-text" style={textStyle}>
        {words.text}
      </Text>
      <Button className="mail-button" href={confirmUrl} style={buttonStyle}>
        {words.button}
      </Button>
      <Text className="mail-muted" style={mutedStyle}>
        {words.footnote}
      </Text>
    </>
  );
}
