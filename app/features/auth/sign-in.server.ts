import { answerAfterFloor } from "~/server/answer-floor.server";
import { normaliseEmail } from "~/server/email-address.server";
import { recordAudit } from "./audit-log.server";
import { findPersonByEmail, markActive, type Person } from "./people.server";
import { hashToken, randomToken } from "./secrets.server";
import { createSession, endSession } from "./sessions.server";
import { createSignInCode, redeemCode, redeemLink, SIGN_IN_LIMITS, type Redemption } from "./sign-in-codes.server";
import { takeEmailRequest, takeSignInStep } from "./sign-in-limits.server";
import { mailConfigured, queueSignInMail } from "./sign-in-mail.server";
import { staffDb } from "./store.server";

/**
 * Sign-in by e-mail, start to end. Asking for a code answers the same way,
 * after the same time, whether the address belongs to a staff member or not:
 * both paths write one transaction, and the answer waits until ANSWER_FLOOR_MS
 * has passed, so neither the words nor the timing say who is on the staff list.
 *
 * Wrong codes are counted per person (sign-in-codes.server.ts); from the
 * ALERT_AFTER_WRONG_CODES-th of a day the person is told by e-mail, once a
 * day at most (the outbox keeps one message per key), so a stranger's
 * guessing neither goes unseen nor fills their inbox.
 */
export const ALERT_AFTER_WRONG_CODES = 3;
const DAY_MS = 24 * 60 * 60 * 1000;
export const ANSWER_FLOOR_MS = 300;

export const SIGN_IN_MESSAGES = {
  invalidEmail: "Please enter a valid e-mail address.",
  mailOff:
    "Sign-in by e-mail is not set up on this site. Sign in with a passkey, or ask the site's operator for a link.",
  tooMany: (seconds: number) =>
    `Too many sign-in attempts. Please wait ${seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`} and try again.`,
  badCode: `That code did not work: it may be mistyped, already used or expired (a code lasts ${
    SIGN_IN_LIMITS.codeTtlMs / 60_000
  } minutes). Check the newest e-mail, or ask for a new code.`,
  badLink: "That sign-in link does not work any more: it was already used or it expired. Ask for a new code below.",
} as const;

export type EmailRequest =
  { ok: true; attemptToken: string } | { ok: false; message: string; retryAfterSeconds?: number };

/**
 * Starts a sign-in: a code (and, when the site knows its public address, a
 * link) e-mailed to a staff member; for any other address nothing is sent,
 * and the answer is the same. The browser keeps `attemptToken` in its sign-in
 * cookie: the code works only there.
 */
export async function requestEmailSignIn(input: {
  email: unknown;
  client: string;
  now: number;
  /** PUBLIC_URL's origin: links only to the configured address, never to a Host a request claims. */
  linkOrigin?: string;
}): Promise<EmailRequest> {
  const started = performance.now();
  if (!mailConfigured())
    return answerAfterFloor(started, ANSWER_FLOOR_MS, { ok: false, message: SIGN_IN_MESSAGES.mailOff });
  const checked = normaliseEmail(input.email);
  if (!checked.ok)
    return answerAfterFloor(started, ANSWER_FLOOR_MS, { ok: false, message: SIGN_IN_MESSAGES.invalidEmail });
  const verdict = takeEmailRequest(input.client, checked.address, input.now);
  if (!verdict.allowed) {
    const { retryAfterSeconds } = verdict;
    return answerAfterFloor(started, ANSWER_FLOOR_MS, {
      ok: false,
      message: SIGN_IN_MESSAGES.tooMany(retryAfterSeconds),
      retryAfterSeconds,
    });
  }
  const attemptToken = randomToken();
  const db = staffDb();
  db.transaction(() => {
    const person = findPersonByEmail(checked.address, db);
    if (!person || person.status === "removed") {
      recordAudit(
        {
          at: input.now,
          action: "sign-in-failed",
          actor: person ? { id: person.id, email: person.email } : "unknown",
          detail: person ? "asked for a code after being removed" : "asked for a code",
        },
        db,
      );
      return;
    }
    const issued = createSignInCode(person.id, attemptToken, input.now, db);
    const link = input.linkOrigin ? `${input.linkOrigin}/admin/verify?token=${issued.linkToken}` : undefined;
    queueSignInMail(
      db,
      { kind: "code", to: person.email, code: issued.code, link, expiresAt: issued.expiresAt },
      `staff-sign-in:${issued.id}`,
      input.now,
    );
    recordAudit({ at: input.now, action: "sign-in-code-sent", actor: { id: person.id, email: person.email } }, db);
  }).immediate();
  return answerAfterFloor(started, ANSWER_FLOOR_MS, { ok: true, attemptToken });
}

export type SignInOutcome =
  | { ok: true; person: Person; token: string; expiresAt: number }
  | { ok: false; message: string; retryAfterSeconds?: number };

/**
 * One sign-in step of a client (a code typed, a link followed): refused for a
 * while after too many, else what `redeem` finds, finished as `method`.
 */
function signInStep(
  input: { client: string; now: number; previousSession?: string },
  method: string,
  badMessage: string,
  redeem: () => Redemption,
): SignInOutcome {
  const verdict = takeSignInStep(input.client, input.now);
  if (!verdict.allowed) {
    return {
      ok: false,
      message: SIGN_IN_MESSAGES.tooMany(verdict.retryAfterSeconds),
      retryAfterSeconds: verdict.retryAfterSeconds,
    };
  }
  return finish(redeem(), method, input.now, badMessage, input.previousSession);
}

/** The code typed in the browser that asked for it. */
export function signInWithCode(input: {
  attemptToken: string | undefined;
  code: unknown;
  client: string;
  now: number;
  previousSession?: string;
}): SignInOutcome {
  const typed = typeof input.code === "string" ? input.code : "";
  return signInStep(input, "e-mail code", SIGN_IN_MESSAGES.badCode, () =>
    redeemCode(input.attemptToken, typed, input.now),
  );
}

/** The link from a sign-in e-mail or an invitation. */
export function signInWithLink(input: {
  linkToken: unknown;
  client: string;
  now: number;
  previousSession?: string;
}): SignInOutcome {
  const token = typeof input.linkToken === "string" ? input.linkToken : undefined;
  return signInStep(input, "e-mail link", SIGN_IN_MESSAGES.badLink, () => redeemLink(token, input.now));
}

const REASONS = {
  unknown: "no such code or link",
  wrong: "wrong code",
  expired: "expired code or link",
  used: "code or link already used",
  "too-many": "too many wrong codes",
  paused: "codes paused after too many wrong codes today",
} as const;

function finish(
  redemption: Redemption,
  method: string,
  now: number,
  message: string,
  previousSession: string | undefined,
): SignInOutcome {
  if (!redemption.ok) {
    const person = redemption.person;
    const db = staffDb();
    db.transaction(() => {
      recordAudit(
        {
          at: now,
          action: "sign-in-failed",
          actor: person ? { id: person.id, email: person.email } : "unknown",
          detail: REASONS[redemption.reason],
        },
        db,
      );
      if (person && person.status !== "removed" && (redemption.wrongCodes ?? 0) >= ALERT_AFTER_WRONG_CODES) {
        queueSignInMail(
          db,
          { kind: "alert", to: person.email, wrongCodes: redemption.wrongCodes!, expiresAt: now + DAY_MS },
          `staff-sign-in-alert:${person.id}:${Math.floor(now / DAY_MS)}`,
          now,
        );
      }
    }).immediate();
    return { ok: false, message };
  }
  const how = redemption.purpose === "invitation" ? "invitation link" : method;
  return { ok: true, person: redemption.person, ...startSession(redemption.person, how, now, previousSession) };
}

/**
 * A fresh session for a person who proved who they are: the session id the
 * browser still had (`previousSession`, the cookie's value) is ended first (a new id at every sign-in), an invited
 * person becomes active, and the sign-in is logged.
 */
export function startSession(
  person: Person,
  method: string,
  now: number,
  previousSession: string | undefined,
): { token: string; expiresAt: number } {
  const db = staffDb();
  return db
    .transaction(() => {
      if (previousSession) endSession(hashToken(previousSession), db);
      markActive(person.id, db);
      recordAudit({ at: now, action: "sign-in", actor: { id: person.id, email: person.email }, detail: method }, db);
      return createSession(person.id, now, db);
    })
    .immediate();
}
