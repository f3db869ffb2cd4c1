import { randomUUID } from "node:crypto";
import type Database from "better-sqlite3";
import { getDb } from "~/server/db.server";
import { createGroupCommit } from "~/server/group-commit.server";
import type { RegistrationSettings } from "~/content/model";
import { HOLD_MINUTES } from "./hold-times";
import { fitsRoom, nextWaitlistSeq, waitlistTurns, withinCapacity } from "./places-open.server";
import {
  fromRow,
  registrationsDb,
  type Registration,
  type RegistrationRow,
  type RegistrationStatus,
} from "./registration-rows.server";

/**
 * Taking places (issue 28), each in one IMMEDIATE transaction: the count of
 * places taken and the new row are read and written under the database's
 * write lock, so 200 sign-ups at once for 50 places take exactly 50, and no
 * other process (data:forget, a second server) can slip between.
 *
 * Where the event has a capacity, a sign-up that fits is held for 30 minutes
 * until its address is confirmed by the e-mailed link (an address nobody reads
 * cannot keep places); its places are its own meanwhile, so there are never
 * more held than places (decision 066). One that does not fit waits on the
 * waitlist at once, after everyone already waiting. Without a capacity, a
 * sign-up is confirmed at once.
 */

/** Issue 28: a place waits 30 minutes for its address to be confirmed. */
export { HOLD_MINUTES };

/** What a sign-up brings: the registration's own fields (registration-rows.server.ts), with the event's settings. */
export interface NewRegistration extends Pick<
  Registration,
  "eventId" | "occurrence" | "email" | "contactName" | "attendees" | "answers" | "language" | "clientKey"
> {
  settings: RegistrationSettings;
  /** A paid sign-up's total, in cents (it is held as pending_payment instead, for holdMinutes). */
  amountCents?: number;
  holdMinutes?: number;
}

/**
 * Decision 063: what one network address may keep unconfirmed at once, in sign-ups' worth of places
 * (4 × perSignUpLimit: 24 for a limit of 6). Families behind one church or home Wi-Fi confirm within minutes,
 * and confirmed places never count against the address; an address that floods the form with e-mail
 * addresses nobody reads is stopped here; a hold lasts 30 minutes, and its places then go to the people
 * waiting before anyone new (decision 066).
 */
export const UNCONFIRMED_SIGN_UPS_PER_ADDRESS = 4;

export type SignUpResult =
  | { ok: true; registration: Registration }
  /** email: this e-mail address already has `held` places for this date, and these would pass the limit. */
  | { ok: false; reason: "email"; held: number }
  /** address: this network address already keeps too many places unconfirmed (decision 063). */
  | { ok: false; reason: "address" };

/** What this e-mail address already has for one date (waitlisted places count too). */
function placesOfEmail(db: Database.Database, input: NewRegistration, now: number): number {
  const row = db
    .prepare(
      `SELECT COALESCE(SUM(places), 0) AS held FROM registrations
       WHERE event_id = ? AND occurrence IS ? AND status NOT IN ('cancelled', 'expired')
         AND (hold_expires_at IS NULL OR hold_expires_at > ?) AND email = ?`,
    )
    .get(input.eventId, input.occurrence, now, input.email.toLowerCase()) as { held: number };
  return row.held;
}

/**
 * The places this network address keeps unconfirmed for one date (held for an e-mail confirmation, or for a
 * payment), still within their time: confirmed, offered and waitlisted places are never counted (decision 063).
 */
function unconfirmedFromAddress(db: Database.Database, input: NewRegistration, now: number): number {
  if (!input.clientKey) return 0;
  const row = db
    .prepare(
      `SELECT COALESCE(SUM(places), 0) AS held FROM registrations
       WHERE event_id = ? AND occurrence IS ? AND status IN ('held', 'pending_payment')
         AND hold_expires_at > ? AND client_key = ?`,
    )
    .get(input.eventId, input.occurrence, now, input.clientKey) as { held: number };
  return row.held;
}

/**
 * Whether a newcomer's party fits (decision 066): every place held, offered, paying or confirmed is taken,
 * and the places free go to the people already waiting before anyone new.
 */
function fits(
  db: Database.Database,
  input: Pick<NewRegistration, "eventId" | "occurrence" | "attendees" | "settings">,
  now: number,
): boolean {
  return fitsRoom(waitlistTurns(db, input.settings, input.eventId, input.occurrence, now).open, input.attendees);
}

/**
 * Sign-ups that arrive together share one IMMEDIATE transaction and its one
 * fsync (group commit, as visit plans); each takes its places in a savepoint
 * of it, one after another, so the count each sees includes every one before.
 */
const commitSignUps = createGroupCommit(getDb);

/**
 * Takes places for a sign-up (or puts it on the waitlist), durably; `alsoInTransaction`
 * runs in the same transaction with the new registration (its e-mail is queued there).
 */
export function signUp(
  input: NewRegistration,
  now: number,
  alsoInTransaction?: (registration: Registration) => void,
): Promise<SignUpResult> {
  const db = registrationsDb();
  return commitSignUps(() => {
    const result = takePlaces(db, input, now);
    if (result.ok) alsoInTransaction?.(result.registration);
    return result;
  });
}

function takePlaces(db: Database.Database, input: NewRegistration, now: number): SignUpResult {
  const places = input.attendees.length;
  const { perSignUpLimit } = input.settings;
  const held = placesOfEmail(db, input, now);
  if (held + places > perSignUpLimit) return { ok: false, reason: "email", held };
  if (unconfirmedFromAddress(db, input, now) + places > UNCONFIRMED_SIGN_UPS_PER_ADDRESS * perSignUpLimit)
    return { ok: false, reason: "address" };
  const paid = (input.amountCents ?? 0) > 0;
  const limited = input.settings.capacity !== undefined || input.settings.attendeeTypes.some((type) => type.capacity);
  let status: RegistrationStatus;
  let holdExpiresAt: number | null = null;
  if (!fits(db, input, now)) {
    status = "waitlisted";
  } else if (paid) {
    status = "pending_payment";
    holdExpiresAt = now + (input.holdMinutes ?? HOLD_MINUTES) * 60_000;
  } else if (limited) {
    status = "held";
    holdExpiresAt = now + (input.holdMinutes ?? HOLD_MINUTES) * 60_000;
  } else {
    status = "confirmed";
  }
  const row: RegistrationRow = {
    id: randomUUID(),
    event_id: input.eventId,
    occurrence: input.occurrence,
    email: input.email.toLowerCase(),
    contact_name: input.contactName,
    attendees_json: JSON.stringify(input.attendees),
    answers_json: JSON.stringify(input.answers),
    places,
    status,
    hold_expires_at: holdExpiresAt,
    amount_cents: input.amountCents ?? null,
    stripe_session_id: null,
    language: input.language,
    client_key: input.clientKey,
    created_at: now,
    confirmed_at: status === "confirmed" ? now : null,
    updated_at: now,
    waitlist_seq: status === "waitlisted" ? nextWaitlistSeq(db, input.eventId, input.occurrence) : null,
  };
  db.prepare(
    `INSERT INTO registrations (id, event_id, occurrence, email, contact_name, attendees_json, answers_json, places,
       status, hold_expires_at, amount_cents, stripe_session_id, language, client_key, created_at, confirmed_at,
       updated_at, waitlist_seq)
     VALUES (@id, @event_id, @occurrence, @email, @contact_name, @attendees_json, @answers_json, @places,
       @status, @hold_expires_at, @amount_cents, @stripe_session_id, @language, @client_key, @created_at, @confirmed_at,
       @updated_at, @waitlist_seq)`,
  ).run(row);
  return { ok: true, registration: fromRow(row) };
}

/**
 * The address of a held sign-up is confirmed (its e-mailed link was opened):
 * its places now count for good. A hold still in its time keeps its places
 * (they were its own). A hold that lapsed takes places again only as a
 * newcomer would (free, and nobody waiting is owed them), else it joins the
 * end of the waitlist (decision 066). Opening the link again changes nothing.
 * Null for an unknown id.
 */
export function confirmRegistration(id: string, now: number, settings: RegistrationSettings): Registration | null {
  const db = registrationsDb();
  return db
    .transaction((): Registration | null => {
      const row = db.prepare("SELECT * FROM registrations WHERE id = ?").get(id) as RegistrationRow | undefined;
      if (!row) return null;
      const current = fromRow(row);
      if (row.status !== "held" && row.status !== "expired") return current;
      const { event_id: eventId, occurrence } = row;
      const inTime = row.status === "held" && row.hold_expires_at !== null && row.hold_expires_at > now;
      const keeps = inTime
        ? withinCapacity(db, settings, eventId, occurrence, now)
        : fits(db, { eventId, occurrence, attendees: current.attendees, settings }, now);
      const status: RegistrationStatus = keeps ? "confirmed" : "waitlisted";
      const confirmedAt = keeps ? now : null;
      const waitlistSeq = keeps ? null : nextWaitlistSeq(db, eventId, occurrence);
      db.prepare(
        `UPDATE registrations SET status = ?, hold_expires_at = NULL, confirmed_at = ?, updated_at = ?, waitlist_seq = ?
         WHERE id = ?`,
      ).run(status, confirmedAt, now, waitlistSeq, id);
      return { ...current, status, holdExpiresAt: null, confirmedAt, updatedAt: now, waitlistSeq };
    })
    .immediate();
}
