import nodemailer, { type Transporter } from "nodemailer";
import { getEnv } from "~/server/env.server";

/**
 * The site's one SMTP transport, for every e-mail it sends (the outbox's messages, staff sign-in codes, the
 * legacy visit notices). It belongs to the SMTP_URL it was made for: when the setting reads differently (a
 * test's own SMTP server, settings read afresh) the next message gets a transport for the new address and the
 * old one is closed, so no message goes to an address the site no longer names.
 */
let current: { url: string; transport: Transporter } | undefined;

export function smtpTransport(): Transporter {
  const url = getEnv().SMTP_URL;
  if (!url) throw new Error("SMTP is not configured");
  if (current?.url !== url) {
    closeSmtpTransport();
    // Short timeouts: a hung server must not hold the outbox's worker (nodemailer's own wait up to 10 minutes).
    const transport = nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    current = { url, transport };
  }
  return current.transport;
}

/** Closes the SMTP connections (shutdown, tests). */
export function closeSmtpTransport(): void {
  current?.transport.close();
  current = undefined;
}
