import type Database from "better-sqlite3";
import { ensureSchema } from "~/server/db.server";
import { toGift, toRecurring, type Gift, type GiftRow, type RecurringGift, type RecurringRow } from "./gift-rows";

/**
 * The gifts (issue 30), in SQLite: one `gifts` row per payment (a one-time
 * gift, or one invoice of a recurring gift), one `recurring_gifts` row per
 * Stripe subscription, and every Stripe event received (`stripe_events`), by
 * id, so each is handled once whatever the order, duplicates or retries.
 *
 * Amounts in cents. amount_cents is what the church nets (the gift the donor
 * chose); fee_cents the card fee the donor chose to cover on top (0 if not).
 * Times in ms since the epoch; start_date on the church's calendar.
 */

/** What a gift and a recurring gift both hold (gift-rows.ts, Given). */
const GIVEN_COLUMNS = `id TEXT PRIMARY KEY, donor_email TEXT NOT NULL, donor_name TEXT NOT NULL, fund_id TEXT NOT NULL,
    amount_cents INTEGER NOT NULL, fee_cents INTEGER NOT NULL DEFAULT 0,`;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS gifts (
    ${GIVEN_COLUMNS}
    currency TEXT NOT NULL,
    frequency TEXT NOT NULL CHECK (frequency IN ('once', 'week', '2weeks', 'month')),
    recurring_id TEXT,
    note TEXT,
    status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'failed', 'refunded', 'partially_refunded')),
    refunded_cents INTEGER NOT NULL DEFAULT 0,
    stripe_session_id TEXT,
    stripe_customer_id TEXT,
    stripe_payment_intent_id TEXT,
    stripe_invoice_id TEXT UNIQUE,
    stripe_charge_id TEXT,
    live_mode INTEGER NOT NULL DEFAULT 0,
    language TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    paid_at INTEGER
  );
  CREATE INDEX IF NOT EXISTS gifts_email ON gifts (donor_email);
  CREATE INDEX IF NOT EXISTS gifts_created ON gifts (created_at);
  CREATE INDEX IF NOT EXISTS gifts_session ON gifts (stripe_session_id);
  CREATE INDEX IF NOT EXISTS gifts_payment_intent ON gifts (stripe_payment_intent_id);
  CREATE INDEX IF NOT EXISTS gifts_recurring ON gifts (recurring_id);
  CREATE TABLE IF NOT EXISTS recurring_gifts (
    ${GIVEN_COLUMNS}
    frequency TEXT NOT NULL CHECK (frequency IN ('week', '2weeks', 'month')),
    start_date TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'active', 'past_due', 'cancelled')),
    stripe_subscription_id TEXT UNIQUE,
    stripe_customer_id TEXT,
    language TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS recurring_gifts_email ON recurring_gifts (donor_email);
  CREATE TABLE IF NOT EXISTS stripe_events (
    id TEXT PRIMARY KEY,
    type TEXT NOT NULL,
    received_at INTEGER NOT NULL,
    handled_at INTEGER,
    purpose TEXT
  );
`;

export function givingDb(): Database.Database {
  return ensureSchema("giving", SCHEMA);
}

export type { Frequency, Gift, GiftRow, GiftStatus, RecurringGift, RecurringRow, RecurringStatus } from "./gift-rows";

/** Every gift from an address (any case), newest first. Pending ones (checkout not finished) are left out. */
export function giftsByEmail(email: string): Gift[] {
  return (byEmail("gifts", email) as GiftRow[]).map(toGift);
}

export function giftById(id: string): Gift | null {
  const row = byId("gifts", id) as GiftRow | undefined;
  return row ? toGift(row) : null;
}

type Table = "gifts" | "recurring_gifts";

/** A table's rows of an address (any case), newest first, leaving out the pending ones (checkout not finished). */
function byEmail(table: Table, email: string): unknown[] {
  return givingDb()
    .prepare(`SELECT * FROM ${table} WHERE donor_email = ? AND status != 'pending' ORDER BY created_at DESC`)
    .all(email.trim().toLowerCase());
}

function byId(table: Table, id: string): unknown {
  return givingDb().prepare(`SELECT * FROM ${table} WHERE id = ?`).get(id);
}

/**
 * Gifts made (created) in [from, to) ms, of one fund and one donor's address
 * when given, oldest first; pending ones (checkout never finished) left out.
 */
export function listGifts(filter: { from?: number; to?: number; fund?: string; donor?: string } = {}): Gift[] {
  const where = ["status != 'pending'"];
  const values: (string | number)[] = [];
  const add = (clause: string, value: string | number) => {
    where.push(clause);
    values.push(value);
  };
  if (filter.from !== undefined) add("created_at >= ?", filter.from);
  if (filter.to !== undefined) add("created_at < ?", filter.to);
  if (filter.fund) add("fund_id = ?", filter.fund);
  if (filter.donor) add("donor_email = ?", filter.donor.trim().toLowerCase());
  return (
    givingDb()
      .prepare(`SELECT * FROM gifts WHERE ${where.join(" AND ")} ORDER BY created_at, id`)
      .all(...values) as GiftRow[]
  ).map(toGift);
}

/** An address's recurring gifts that were set up (checkout finished), newest first. */
export function recurringByEmail(email: string): RecurringGift[] {
  return (byEmail("recurring_gifts", email) as RecurringRow[]).map(toRecurring);
}

export function recurringById(id: string): RecurringGift | null {
  const row = byId("recurring_gifts", id) as RecurringRow | undefined;
  return row ? toRecurring(row) : null;
}
