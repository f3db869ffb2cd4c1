import type { ReactNode } from "react";
// The component packages that @react-email/components re-exports, imported one by one: the
// collection also loads its Tailwind compiler, which these e-mails do not use (0.7 s at start-up).
import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Text } from "@react-email/text";

/**
 * The frame of every e-mail the site sends: the church's name on top, the
 * message, and who it is from at the bottom. Readable in dark mode (the
 * colour-scheme metas, and overrides for clients that honour
 * prefers-color-scheme) and at large text sizes (one fluid column, no fixed
 * heights, text in relative line heights, buttons that wrap).
 */

export interface MailSender {
  name: string;
  addressLine: string;
  /** The office's address (church.yaml `email`); a church without one has none in the footer. */
  email?: string;
  /** The site, for the footer link (PUBLIC_URL). */
  origin?: string;
  /** The document's language, "en": the language of the page the visitor used (issue 27). */
  language: string;
  /** The church's country ("US"), for numbers and plurals in the language. */
  country?: string;
  /** The church's own wording of catalogue messages in that language (its content folder). */
  messages?: Readonly<Record<string, string>>;
}

export const COLORS = {
  text: "#1f2933",
  muted: "#52606d",
  accent: "#173f73",
  surface: "#ffffff",
  band: "#f3f6fa",
} as const;

// Clients that support <style> and media queries (Apple Mail, iOS, Outlook.com, …) switch with the reader's setting.
const DARK_MODE = `
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  @media (prefers-color-scheme: dark) {
    .mail-body, .mail-container { background-color: #15191e !important; color: #e6e9ee !important; }
    .mail-text { color: #e6e9ee !important; }
    .mail-muted { color: #b8c2cc !important; }
    .mail-link { color: #9cc3ff !important; }
    .mail-band { background-color: #232a33 !important; }
    .mail-button { background-color: #9cc3ff !important; color: #0b1a2e !important; }
  }
`;

export const textStyle = { color: COLORS.text, fontSize: "16px", lineHeight: "1.5", margin: "0 0 16px" } as const;
export const mutedStyle = { ...textStyle, color: COLORS.muted, fontSize: "14px" } as const;
export const linkStyle = { color: COLORS.accent, textDecoration: "underline" } as const;
/** A call to action (with the .mail-button class for dark mode): wraps at large text sizes. */
export const buttonStyle = {
  backgroundColor: COLORS.accent,
  color: "#ffffff",
  padding: "12px 20px",
  borderRadius: "6px",
  fontSize: "16px",
  lineHeight: "1.4",
  fontWeight: 700,
  textDecoration: "none",
  display: "inline-block",
  maxWidth: "100%",
} as const;

export function MailLayout({
  preview,
  sender,
  children,
}: {
  preview: string;
  sender: MailSender;
  children: ReactNode;
}) {
  return (
    <Html lang={sender.language} className="mail-body">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{DARK_MODE}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body
        className="mail-body"
        style={{
          backgroundColor: COLORS.surface,
          color: COLORS.text,
          fontFamily: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
          margin: 0,
          padding: "16px 0",
        }}
      >
        <Container className="mail-container" style={{ maxWidth: "600px", width: "100%", padding: "0 16px" }}>
          <Text className="mail-text" style={{ ...textStyle, fontSize: "20px", fontWeight: 700, color: COLORS.accent }}>
            {sender.name}
          </Text>
          {children}
          <Hr style={{ borderColor: "#d9e2ec", margin: "24px 0" }} />
          <Text className="mail-muted" style={mutedStyle}>
            {sender.name} · {sender.addressLine}
            {sender.email ? (
              <>
                {" "}
                ·{" "}
                <Link className="mail-link" href={`mailto:${sender.email}`} style={linkStyle}>
                  {sender.email}
                </Link>
              </>
            ) : null}
            {sender.origin ? (
              <>
                {" "}
                ·{" "}
                <Link className="mail-link" href={sender.origin} style={linkStyle}>
                  {new URL(sender.origin).host}
                </Link>
              </>
            ) : null}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
