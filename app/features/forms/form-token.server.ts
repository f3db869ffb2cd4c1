import { randomBytes } from "node:crypto";
import { sign, signatureMatches } from "~/server/site-secret.server";

/**
 * The one-time token each form page carries (issue 35): when the page was
 * made and a random part, signed by the site for that form. It is the
 * submission's dedupe key (a double press stores one), and its time is the
 * minimum-time-to-fill check: a person takes longer than a bot to read and
 * answer. The page that carries it is rendered for each visitor (no cache
 * keeps it: docs/decisions/051).
 */

const PURPOSE = "form-token";
/** Faster than this, nobody read the form: a script filled it in. */
export const MIN_FILL_MS = 3_000;
/** A form left open longer (overnight on a phone, and the next day) is sent again with a new token. */
export const MAX_TOKEN_AGE_MS = 2 * 24 * 60 * 60 * 1000;

export type TokenCheck = { ok: true; key: string } | { ok: false; problem: "invalid" | "too-fast" | "expired" };

export function issueFormToken(formId: string, now: number): string {
  const value = `${now.toString(36)}.${randomBytes(12).toString("base64url")}`;
  return `${value}.${sign(PURPOSE, `${formId}\n${value}`)}`;
}

/** Whether `token` is one this site gave for `formId`, old enough to have been filled in by a person, and not stale. */
export function checkFormToken(token: unknown, formId: string, now: number): TokenCheck {
  if (typeof token !== "string" || token.length > 200) return { ok: false, problem: "invalid" };
  const parts = token.split(".");
  if (parts.length !== 3) return { ok: false, problem: "invalid" };
  const [time, nonce, signature] = parts as [string, string, string];
  if (!signatureMatches(PURPOSE, `${formId}\n${time}.${nonce}`, signature)) return { ok: false, problem: "invalid" };
  const issuedAt = parseInt(time, 36);
  if (!Number.isFinite(issuedAt) || now - issuedAt > MAX_TOKEN_AGE_MS) return { ok: false, problem: "expired" };
  if (now - issuedAt < MIN_FILL_MS) return { ok: false, problem: "too-fast" };
  return { ok: true, key: `${formId}:${time}.${nonce}` };
}
