import { getEnv } from "./env.server";

/**
 * Structured logging: one JSON object a line on stdout (stderr for errors),
 * ready for any log collector. Never pass a secret or a raw upstream error
 * body in `fields`. No line carries an e-mail address: a mail server's or
 * Mailchimp's refusal usually names one, so every line is redacted as it is
 * written (issue 25), and so is every error described for storage.
 */

type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  const threshold = safeThreshold();
  if (order[level] < order[threshold]) return;
  const line = redactEmailAddresses(JSON.stringify({ time: new Date().toISOString(), level, message, ...fields }));
  if (level === "error" || level === "warn") process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}

function safeThreshold(): Level | "silent" {
  try {
    return getEnv().LOG_LEVEL;
  } catch {
    return "info";
  }
}

/** A short description of an error that carries no secret (no headers, no URLs with tokens) and no e-mail address. */
export function describeError(error: unknown): string {
  return redactEmailAddresses(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
}

// Wider than the sign-up form's rule (email-address.server.ts) on purpose: whatever a mail server quotes.
const EMAIL_ADDRESS = /[^\s<>()[\]",;:@]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/giu;
export const REDACTED_ADDRESS = "[e-mail address]";

/** Replaces every e-mail address in `text` (a log line, an error kept in the outbox) with a fixed mark. */
export function redactEmailAddresses(text: string): string {
  // Most lines have no @ at all: the request log of every page is among them.
  return text.includes("@") ? text.replace(EMAIL_ADDRESS, REDACTED_ADDRESS) : text;
}
