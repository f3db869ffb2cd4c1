import type Database from "better-sqlite3";
import { hashCode, hashToken, randomCode, randomToken, sameHash, TOKEN_SHAPE, CODE_DIGITS } from "./secrets.server";
import { rowToPerson, type Person, type PersonRow } from "./people-rows.server";
import { staffDb } from "./store.server";

/**
 * One-time sign-in by e-mail: a ten-digit code for the browser that asked
 * (tied to it by the sign-in cookie) and a link that works on its own, both
 * single use and short-lived; and the invitation link, which lives longer
 * because an invitation may wait a day in someone's inbox. Stored as hashes
 * only (secrets.server.ts). A code takes five wrong tries, then it is dead.
 *
 * Patient guessing (issue 25): besides the per-code limit, each person has a
 * budget of wrong codes, whoever types them from wherever (counted in the
 * database, over the codes of the last day): ten a day. Once it is spent, no
 * code signs that person in until the day has passed, the right one neither.
 * A year of guessing is then at most 365 × 10 = 3,650 tries at 10^10 codes:
 * a chance of 3,650 / 10^10 = 3.7 in ten million, below one in a million
 * (with six digits it was 3,650 in a million). A stranger spending the
 * budget pauses codes only: the link in the same e-mail, a passkey and an
 * invitation link still sign the person in, and they are told by e-mail
 * (sign-in.server.ts).
 */
export const SIGN_IN_LIMITS = {
  codeTtlMs: 10 * 60 * 1000,
  invitationTtlMs: 3 * 24 * 60 * 60 * 1000,
  maxWrongCodes: 5,
  wrongCodesPerPerson: 10,
  wrongCodesWindowMs: 24 * 60 * 60 * 1000,
} as const;

export type Purpose = "sign-in" | "invitation";

interface CodeRow {
  id: number;
  person_id: string;
  purpose: Purpose;
  code_hash: string | null;
  expires_at: number;
  failed_attempts: number;
  used_at: number | null;
}

/** A code and a link for a person's sign-in from the browser holding `attemptToken`. */
export function createSignInCode(
  personId: string,
  attemptToken: string,
  now: number,
  db: Database.Database = staffDb(),
): { id: number; code: string; linkToken: string; expiresAt: number } {
  const code = randomCode();
  const linkToken = randomToken();
  const expiresAt = now + SIGN_IN_LIMITS.codeTtlMs;
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO staff_sign_in_codes (person_id, purpose, attempt_hash, code_hash, link_hash, created_at, expires_at)
       VALUES (?, 'sign-in', ?, ?, ?, ?, ?)`,
    )
    .run(personId, hashToken(attemptToken), hashCode(code, attemptToken), hashToken(linkToken), now, expiresAt);
  return { id: Number(lastInsertRowid), code, linkToken, expiresAt };
}

/** An invitation's link (no code: nobody's browser asked for it). Earlier unused invitations of the person end. */
export function createInvitationLink(
  personId: string,
  now: number,
  db: Database.Database = staffDb(),
): { id: number; linkToken: string; expiresAt: number } {
  const linkToken = randomToken();
  const expiresAt = now + SIGN_IN_LIMITS.invitationTtlMs;
  db.prepare(
    "UPDATE staff_sign_in_codes SET used_at = ? WHERE person_id = ? AND purpose = 'invitation' AND used_at IS NULL",
  ).run(now, personId);
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO staff_sign_in_codes (person_id, purpose, link_hash, created_at, expires_at)
       VALUES (?, 'invitation', ?, ?, ?)`,
    )
    .run(personId, hashToken(linkToken), now, expiresAt);
  return { id: Number(lastInsertRowid), linkToken, expiresAt };
}

export type Redemption =
  | { ok: true; person: Person; purpose: Purpose }
  | {
      ok: false;
      /** "paused": the person's wrong codes of the day are spent. */
      reason: "unknown" | "wrong" | "expired" | "used" | "too-many" | "paused";
      person?: Person;
      /** After a wrong code: the person's wrong codes within the window, this one included. */
      wrongCodes?: number;
    };

const CODE_SHAPE = new RegExp(`^\\d{${CODE_DIGITS}}$`);

/** The code typed in the browser that holds `attemptToken`. */
export function redeemCode(attemptToken: string | undefined, typed: string, now: number): Redemption {
  if (!attemptToken || !TOKEN_SHAPE.test(attemptToken)) return { ok: false, reason: "unknown" };
  const code = typed.replace(/\s+/g, "");
  const db = staffDb();
  return db
    .transaction((): Redemption => {
      const row = db
        .prepare("SELECT * FROM staff_sign_in_codes WHERE attempt_hash = ?")
        .get(hashToken(attemptToken)) as CodeRow | undefined;
      if (!row) return { ok: false, reason: "unknown" };
      const person = personOf(row, db);
      const refusal = refusalFor(row, now);
      if (refusal) return { ok: false, reason: refusal, person };
      if (wrongCodesOf(row.person_id, now, db) >= SIGN_IN_LIMITS.wrongCodesPerPerson) {
        return { ok: false, reason: "paused", person };
      }
      if (!CODE_SHAPE.test(code) || !sameHash(hashCode(code, attemptToken), row.code_hash ?? "")) {
        db.prepare("UPDATE staff_sign_in_codes SET failed_attempts = failed_attempts + 1 WHERE id = ?").run(row.id);
        return { ok: false, reason: "wrong", person, wrongCodes: wrongCodesOf(row.person_id, now, db) };
      }
      return consume(row, person, now, db);
    })
    .immediate();
}

/** The link from an e-mail: sign-in or invitation. */
export function redeemLink(linkToken: string | undefined, now: number): Redemption {
  if (!linkToken || !TOKEN_SHAPE.test(linkToken)) return { ok: false, reason: "unknown" };
  const db = staffDb();
  return db
    .transaction((): Redemption => {
      const row = db.prepare("SELECT * FROM staff_sign_in_codes WHERE link_hash = ?").get(hashToken(linkToken)) as
        CodeRow | undefined;
      if (!row) return { ok: false, reason: "unknown" };
      const person = personOf(row, db);
      const refusal = refusalFor(row, now);
      if (refusal) return { ok: false, reason: refusal, person };
      return consume(row, person, now, db);
    })
    .immediate();
}

/** Whether a link would still work, without using it (the page that asks "Sign in?"). */
export function linkIsUsable(linkToken: string | undefined, now: number): boolean {
  if (!linkToken || !TOKEN_SHAPE.test(linkToken)) return false;
  const row = staffDb().prepare("SELECT * FROM staff_sign_in_codes WHERE link_hash = ?").get(hashToken(linkToken)) as
    CodeRow | undefined;
  return Boolean(row && !refusalFor(row, now) && personOf(row, staffDb())?.status !== "removed");
}

/** The person's wrong codes, on every code asked for within the window (the codes outlive it by a day). */
function wrongCodesOf(personId: string, now: number, db: Database.Database): number {
  const row = db
    .prepare(
      `SELECT COALESCE(SUM(failed_attempts), 0) AS wrong FROM staff_sign_in_codes
       WHERE person_id = ? AND purpose = 'sign-in' AND created_at > ?`,
    )
    .get(personId, now - SIGN_IN_LIMITS.wrongCodesWindowMs) as { wrong: number };
  return row.wrong;
}

function personOf(row: CodeRow, db: Database.Database): Person | undefined {
  const person = db.prepare("SELECT * FROM staff_people WHERE id = ?").get(row.person_id) as PersonRow | undefined;
  return person ? rowToPerson(person) : undefined;
}

function refusalFor(row: CodeRow, now: number): "used" | "expired" | "too-many" | undefined {
  if (row.used_at !== null) return "used";
  if (now >= row.expires_at) return "expired";
  if (row.failed_attempts >= SIGN_IN_LIMITS.maxWrongCodes) return "too-many";
  return undefined;
}

/** Single use: this code, and every other unused sign-in code of the person, is spent. */
function consume(row: CodeRow, person: Person | undefined, now: number, db: Database.Database): Redemption {
  if (!person || person.status === "removed") return { ok: false, reason: "unknown", person };
  const spent = db
    .prepare("UPDATE staff_sign_in_codes SET used_at = ? WHERE id = ? AND used_at IS NULL")
    .run(now, row.id).changes;
  if (spent !== 1) return { ok: false, reason: "used", person };
  db.prepare(
    "UPDATE staff_sign_in_codes SET used_at = ? WHERE person_id = ? AND purpose = 'sign-in' AND used_at IS NULL",
  ).run(now, person.id);
  return { ok: true, person, purpose: row.purpose };
}

/** The daily clean-up: codes and links a day past their end, used or not. */
export function deleteOldSignInCodes(now: number): number {
  return staffDb()
    .prepare("DELETE FROM staff_sign_in_codes WHERE expires_at < ?")
    .run(now - 24 * 60 * 60 * 1000).changes;
}
