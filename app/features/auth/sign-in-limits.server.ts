import { createRateLimiter, type RateLimiter } from "~/server/rate-limit.server";

/**
 * How often one may try to sign in, on top of the limit on every write
 * (protection.server.ts): per client address, ten sign-in steps a minute
 * (e-mail requests, codes typed, passkey attempts); per e-mail address, five
 * sign-in e-mails a quarter hour. Kept in memory only, like the write limit
 * (the privacy policy). What bounds guessing is the person's own budget of
 * wrong codes, global and in the database (sign-in-codes.server.ts).
 */
export const SIGN_IN_RATES = {
  stepsPerClientMinute: 10,
  mailsPerEmail: 5,
  mailWindowMs: 15 * 60 * 1000,
} as const;

let limiters: { byClient: RateLimiter; mailsByEmail: RateLimiter } | undefined;

function current() {
  limiters ??= {
    byClient: createRateLimiter(SIGN_IN_RATES.stepsPerClientMinute),
    mailsByEmail: createRateLimiter(SIGN_IN_RATES.mailsPerEmail, { windowMs: SIGN_IN_RATES.mailWindowMs }),
  };
  return limiters;
}

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A request for a sign-in e-mail: known address or not, the same count, so the answer tells nothing. */
export function takeEmailRequest(client: string, email: string, now: number): Verdict {
  const { byClient, mailsByEmail } = current();
  const perClient = byClient.take(client, now);
  if (!perClient.allowed) return perClient;
  return mailsByEmail.take(email, now);
}

/** A code typed, or a passkey's step. */
export function takeSignInStep(client: string, now: number): Verdict {
  return current().byClient.take(client, now);
}

export function resetSignInLimitsForTests(): void {
  limiters = undefined;
}
