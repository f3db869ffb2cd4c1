import { domainToASCII } from "node:url";

/**
 * One rule for what counts as an e-mail address, applied before anything is
 * stored or compared, so "Ann@Example.org " and "ann@example.org" are the same
 * sign-up.
 *
 * - trimmed and lower-cased (Mailchimp treats addresses case-insensitively and
 *   hashes the lower-cased form);
 * - the local part must be plain ASCII (RFC 5322 dot-atom): Mailchimp and most
 *   mail servers do not accept internationalised local parts, so we refuse
 *   them at once rather than after a silent delivery failure;
 * - an internationalised domain is IDN-encoded (bücher.de → xn--bcher-kva.de),
 *   which every mail server understands;
 * - at most 254 characters in all and 64 in the local part (RFC 5321).
 */

export const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_PART_LENGTH = 64;

const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TOP_LEVEL = /^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

export type EmailCheck = { ok: true; address: string } | { ok: false; problem: "missing" | "too-long" | "invalid" };

export function normaliseEmail(raw: unknown): EmailCheck {
  if (typeof raw !== "string" || raw.trim() === "") return { ok: false, problem: "missing" };
  const trimmed = raw.trim();
  if (trimmed.length > MAX_EMAIL_LENGTH) return { ok: false, problem: "too-long" };

  const at = trimmed.lastIndexOf("@");
  if (at <= 0 || at === trimmed.length - 1) return { ok: false, problem: "invalid" };
  const localPart = trimmed.slice(0, at).toLowerCase();
  const rawDomain = trimmed.slice(at + 1).toLowerCase();

  if (localPart.length > MAX_LOCAL_PART_LENGTH || !LOCAL_PART.test(localPart)) return { ok: false, problem: "invalid" };

  // domainToASCII returns "" for a domain it cannot encode.
  const domain = /^[\x20-\x7e]*$/.test(rawDomain) ? rawDomain : domainToASCII(rawDomain);
  const labels = domain.split(".");
  if (
    domain === "" ||
    domain.length > 253 ||
    labels.length < 2 ||
    !labels.every((label) => DOMAIN_LABEL.test(label)) ||
    !TOP_LEVEL.test(labels[labels.length - 1] ?? "")
  ) {
    return { ok: false, problem: "invalid" };
  }
  const address = `${localPart}@${domain}`;
  if (address.length > MAX_EMAIL_LENGTH) return { ok: false, problem: "too-long" };
  return { ok: true, address };
}
