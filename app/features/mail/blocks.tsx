import type { ReactElement, ReactNode } from "react";
import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { render } from "@react-email/render";
import { Text } from "@react-email/text";
import { buttonStyle, mutedStyle, textStyle } from "./layout";
import { oneLineSubject, type RenderedMail } from "./mail.server";
import { plainTextOf } from "./plain-text.server";

/**
 * The parts the site's short e-mails are made of, inside MailLayout: a title, paragraphs, one call to action,
 * a quieter closing line, and the rendering that turns one into a queued mail's subject, HTML and text.
 */
export function MailTitle({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" className="mail-text" style={{ ...textStyle, fontSize: "22px" }}>
      {children}
    </Heading>
  );
}

export function MailText({ children, quoted = false }: { children: ReactNode; quoted?: boolean }) {
  const style = quoted ? { ...textStyle, borderLeft: "4px solid #d9e2ec", paddingLeft: "12px" } : textStyle;
  return (
    <Text className="mail-text" style={style}>
      {children}
    </Text>
  );
}

export function MailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Text style={textStyle}>
      <Button className="mail-button" href={href} style={buttonStyle}>
        {children}
      </Button>
    </Text>
  );
}

export function MailNote({ children }: { children: ReactNode }) {
  return (
    <Text className="mail-muted" style={mutedStyle}>
      {children}
    </Text>
  );
}

/** `mail` rendered, with `subject` on one line (a name or a title a visitor typed never breaks a header). */
export async function renderedMail(subject: string, mail: (subject: string) => ReactElement): Promise<RenderedMail> {
  const line = oneLineSubject(subject);
  const html = await render(mail(line));
  return { subject: line, html, text: plainTextOf(html) };
}
