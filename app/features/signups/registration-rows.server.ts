import type Database from "better-sqlite3";
import type { Language } from "~/i18n/languages";
import { ensureSchema } from "~/server/db.server";
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
 * held, offered, pending_payment and confirmed take places.
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
    updated_at INTEGER NOT NULL
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
}

export function registrationsDb(): Database.Database {
  outboxDb();
  return ensureSchema("registrations", SCHEMA);
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
  };
}

/**
 * Places taken for one date of an event at `now`, in all and by attendee type
 * (call inside the transaction that takes). A hold past its time takes none,
 * even before the sweep (releaseExpiredHolds) marks it expired, but for a
 * checkout whose session Stripe has not yet closed.
 */
export function placesTaken(
  db: Database.Database,
  eventId: string,
  occurrence: number | null,
  now: number,
  { byType: countByType = true, holds = true }: { byType?: boolean; holds?: boolean } = {},
): { total: number; held: number; byType: Map<string, number> } {
  // `holds: false` leaves unconfirmed holds out (a confirmation is never refused for them: decision 054).
  const statuses = holds
    ? TAKING_SQL
    : TAKING_STATUSES.filter((status) => status !== "held")
        .map((status) => `'${status}'`)
        .join(", ");
  const sums = db
    .prepare(
      `SELECT COALESCE(SUM(places), 0) AS taken, COALESCE(SUM(CASE WHEN status = 'held' THEN places END), 0) AS held
       FROM registrations WHERE event_id = ? AND occurrence IS ? AND status IN (${statuses}) AND ${UNEXPIRED}`,
    )
    .get(eventId, occurrence, now) as { taken: number; held: number };
  const { taken: total, held } = sums;
  if (!countByType) return { total, held, byType: new Map() };
  const rows = db
    .prepare(
      `SELECT json_extract(attendee.value, '$.type') AS type, COUNT(*) AS taken
       FROM registrations, json_each(registrations.attendees_json) AS attendee
       WHERE event_id = ? AND occurrence IS ? AND status IN (${statuses}) AND ${UNEXPIRED}
       GROUP BY type`,
    )
    .all(eventId, occurrence, now) as { type: string; taken: number }[];
  return { total, held, byType: new Map(rows.map((row) => [row.type, row.taken])) };
}

/** Issue 38, decision 054: unconfirmed holds may keep at most this share of the places left from newcomers. */
export const UNCONFIRMED_SHARE = 0.5;

/**
 * The places that keep a newcomer out: every confirmed, offered or paying place, and unconfirmed holds up to
 * UNCONFIRMED_SHARE of the places those leave. Six unconfirmed sign-ups from six addresses held all 12
 * places of an event; now they keep at most half of what is left from anyone else, and none from a
 * confirmation (take-places.server.ts).
 */
export function placesCounted(taken: { total: number; held: number }, capacity: number): number {
  const firm = taken.total - taken.held;
  const left = Math.max(0, capacity - firm);
  return firm + Math.min(taken.held, Math.ceil(left * UNCONFIRMED_SHARE));
}
