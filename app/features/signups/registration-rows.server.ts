import type Database from "better-sqlite3";
import type { Language } from "~/i18n/languages";
import { addColumnIfMissing, ensureSchema } from "~/server/db.server";
import { outboxDb } from "~/server/outbox.server";

/**
 * The registrations table (issue 28) and its rows; registrations.server.ts is
 * what other modules call. Registrations for events, one row per sign-up in SQLite: who
 * signed up for which date of which event, the people they bring, their
 * answers, and where the sign-up stands. Places are taken and given back only
 * inside one IMMEDIATE transaction (take-places.server.ts), so two sign-ups
 * never both get the last place.
 *
 * status: held (waiting for the address to be confirmed, until
 * hold_expires_at) → confirmed; or waitlisted (no room) → offered (a place
 * held for them) → confirmed; or pending_payment (a place held during
 * checkout) → confirmed; any → cancelled; a hold not kept → expired.
 * held, offered, pending_payment and confirmed take places, every one of
 * them in full (decision 066): a person told their places are held has them.
 * waitlist_seq is the order a sign-up joined its date's waitlist in
 * (places-open.server.ts): first come, first offered.
 */

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS registrations (
    id TEXT PRIMARY KEY,
    event_id TEXT NOT NULL,
    occurrence INTEGER,
    email TEXT NOT NULL,
    contact_name TEXT NOT NULL,
    attendees_json TEXT NOT NULL,
    answers_json TEXT NOT NULL DEFAULT '{}',
    places INTEGER NOT NULL CHECK (places > 0),
    status TEXT NOT NULL CHECK (status IN ('held', 'confirmed', 'waitlisted', 'offered', 'pending_payment', 'cancelled', 'expired')),
    hold_expires_at INTEGER,
    amount_cents INTEGER,
    stripe_session_id TEXT,
    language TEXT NOT NULL,
    client_key TEXT,
    created_at INTEGER NOT NULL,
    confirmed_at INTEGER,
    updated_at INTEGER NOT NULL,
    waitlist_seq INTEGER
  );
  CREATE INDEX IF NOT EXISTS registrations_event ON registrations (event_id, occurrence, status);
  CREATE INDEX IF NOT EXISTS registrations_email ON registrations (email);
  CREATE INDEX IF NOT EXISTS registrations_holds ON registrations (hold_expires_at)
    WHERE status IN ('held', 'offered', 'pending_payment');
`;

export type RegistrationStatus =
  "held" | "confirmed" | "waitlisted" | "offered" | "pending_payment" | "cancelled" | "expired";

/** The statuses that take places from the capacity. */
export const TAKING_STATUSES = ["held", "confirmed", "offered", "pending_payment"] as const;
const TAKING_SQL = TAKING_STATUSES.map((status) => `'${status}'`).join(", ");
/** How long a paid sign-up's places are held for its checkout. */
export const CHECKOUT_HOLD_MS = 15 * 60 * 1000;
/** How long its Checkout Session lives at Stripe (Stripe's shortest is 30 minutes): no payment comes after. */
export const CHECKOUT_SESSION_MS = 31 * 60 * 1000;
// A checkout past its 15 minutes still takes its places while its session may still take a payment: until
// the minute's check has expired it at Stripe (releaseLapsedCheckouts), or the session's own end.
const UNEXPIRED = `(hold_expires_at IS NULL OR hold_expires_at + (CASE WHEN status = 'pending_payment'
  AND stripe_session_id IS NOT NULL THEN ${CHECKOUT_SESSION_MS - CHECKOUT_HOLD_MS} ELSE 0 END) > ?)`;

export interface Attendee {
  name: string;
  age?: number;
  /** An attendee type's id (events/<id>.yaml registration.attendeeTypes), or "" when the event has none. */
  type: string;
}

export interface Registration {
  id: string;
  eventId: string;
  /** The start instant (ms) of the date signed up for, for a repeating event; null for a one-off. */
  occurrence: number | null;
  /** Lowercased. */
  email: string;
  contactName: string;
  attendees: Attendee[];
  /** By question id. */
  answers: Record<string, string>;
  places: number;
  status: RegistrationStatus;
  holdExpiresAt: number | null;
  amountCents: number | null;
  stripeSessionId: string | null;
  /** The page's language when they signed up: every e-mail to them is written in it. */
  language: Language;
  clientKey: string | null;
  createdAt: number;
  confirmedAt: number | null;
  updatedAt: number;
  /** Its turn on the waitlist of its date (increasing as people join it); null if it never waited. */
  waitlistSeq: number | null;
}

export interface RegistrationRow {
  id: string;
  event_id: string;
  occurrence: number | null;
  email: string;
  contact_name: string;
  attendees_json: string;
  answers_json: string;
  places: number;
  status: RegistrationStatus;
  hold_expires_at: number | null;
  amount_cents: number | null;
  stripe_session_id: string | null;
  language: Language;
  client_key: string | null;
  created_at: number;
  confirmed_at: number | null;
  updated_at: number;
  waitlist_seq: number | null;
}

const migrated = new WeakSet<Database.Database>();

export function registrationsDb(): Database.Database {
  outboxDb();
  const db = ensureSchema("registrations", SCHEMA);
  if (!migrated.has(db)) {
    // Databases made before decision 066: their waitlisted rows keep the order they signed up in, before any new.
    addColumnIfMissing(db, "registrations", "waitlist_seq", "INTEGER");
    migrated.add(db);
  }
  return db;
}

export function fromRow(row: RegistrationRow): Registration {
  return {
    id: row.id,
    eventId: row.event_id,
    occurrence: row.occurrence,
    email: row.email,
    contactName: row.contact_name,
    attendees: JSON.parse(row.attendees_json) as Attendee[],
    answers: JSON.parse(row.answers_json) as Record<string, string>,
    places: row.places,
    status: row.status,
    holdExpiresAt: row.hold_expires_at,
    amountCents: row.amount_cents,
    stripeSessionId: row.stripe_session_id,
    language: row.language,
    clientKey: row.client_key,
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
    updatedAt: row.updated_at,
    waitlistSeq: row.waitlist_seq ?? null,
  };
}

/**
 * Places taken for one date of an event at `now`, in all and by attendee type
 * (call inside the transaction that takes): every confirmed, offered, paying
 * and held place. A hold past its time takes none, even before the sweep
 * (releaseExpiredHolds) marks it expired, but for a checkout whose session
 * Stripe has not yet closed.
 */
export function placesTaken(
  db: Database.Database,
  eventId: string,
  occurrence: number | null,
  now: number,
  { byType: countByType = true }: { byType?: boolean } = {},
): { total: number; byType: Map<string, number> } {
  const { total } = db
    .prepare(
      `SELECT COALESCE(SUM(places), 0) AS total
       FROM registrations WHERE event_id = ? AND occurrence IS ? AND status IN (${TAKING_SQL}) AND ${UNEXPIRED}`,
    )
    .get(eventId, occurrence, now) as { total: number };
  // Counting by type reads every attendee of the date: only for an event whose types have places of their own.
  if (!countByType) return { total, byType: new Map() };
  const rows = db
    .prepare(
      `SELECT json_extract(attendee.value, '$.type') AS type, COUNT(*) AS taken
       FROM registrations, json_each(registrations.attendees_json) AS attendee
       WHERE event_id = ? AND occurrence IS ? AND status IN (${TAKING_SQL}) AND ${UNEXPIRED}
       GROUP BY type`,
    )
    .all(eventId, occurrence, now) as { type: string; taken: number }[];
  return { total, byType: new Map(rows.map((row) => [row.type, row.taken])) };
}
