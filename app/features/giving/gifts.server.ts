import type Database from "better-sqlite3";
import { ensureSchema } from "~/server/db.server";

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

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS gifts (
    id TEXT PRIMARY KEY,
    donor_email TEXT NOT NULL,
    donor_name TEXT NOT NULL,
    fund_id TEXT NOT NULL,
    amount_cents INTEGER NOT NULL,
    fee_cents INTEGER NOT NULL DEFAULT 0,
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
    id TEXT PRIMARY KEY,
    donor_email TEXT NOT NULL,
    donor_name TEXT NOT NULL,
    fund_id TEXT NOT NULL,
    amount_cents INTEGER NOT NULL,
    fee_cents INTEGER NOT NULL DEFAULT 0,
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

export type Frequency = "once" | "week" | "2weeks" | "month";
export type GiftStatus = "pending" | "paid" | "failed" | "refunded" | "partially_refunded";
export type RecurringStatus = "pending" | "active" | "past_due" | "cancelled";

export interface Gift {
  id: string;
  donorEmail: string;
  donorName: string;
  fundId: string;
  amountCents: number;
  feeCents: number;
  currency: string;
  frequency: Frequency;
  recurringId: string | null;
  note: string | null;
  status: GiftStatus;
  refundedCents: number;
  stripeSessionId: string | null;
  stripeCustomerId: string | null;
  stripePaymentIntentId: string | null;
  stripeInvoiceId: string | null;
  stripeChargeId: string | null;
  liveMode: boolean;
  language: string;
  createdAt: number;
  paidAt: number | null;
}

export interface RecurringGift {
  id: string;
  donorEmail: string;
  donorName: string;
  fundId: string;
  amountCents: number;
  feeCents: number;
  frequency: Exclude<Frequency, "once">;
  startDate: string;
  status: RecurringStatus;
  stripeSubscriptionId: string | null;
  stripeCustomerId: string | null;
  language: string;
  createdAt: number;
  updatedAt: number;
}

export interface GiftRow {
  id: string;
  donor_email: string;
  donor_name: string;
  fund_id: string;
  amount_cents: number;
  fee_cents: number;
  currency: string;
  frequency: Frequency;
  recurring_id: string | null;
  note: string | null;
  status: GiftStatus;
  refunded_cents: number;
  stripe_session_id: string | null;
  stripe_customer_id: string | null;
  stripe_payment_intent_id: string | null;
  stripe_invoice_id: string | null;
  stripe_charge_id: string | null;
  live_mode: number;
  language: string;
  created_at: number;
  paid_at: number | null;
}

export interface RecurringRow {
  id: string;
  donor_email: string;
  donor_name: string;
  fund_id: string;
  amount_cents: number;
  fee_cents: number;
  frequency: Exclude<Frequency, "once">;
  start_date: string;
  status: RecurringStatus;
  stripe_subscription_id: string | null;
  stripe_customer_id: string | null;
  language: string;
  created_at: number;
  updated_at: number;
}

export function toGift(row: GiftRow): Gift {
  return {
    id: row.id,
    donorEmail: row.donor_email,
    donorName: row.donor_name,
    fundId: row.fund_id,
    amountCents: row.amount_cents,
    feeCents: row.fee_cents,
    currency: row.currency,
    frequency: row.frequency,
    recurringId: row.recurring_id,
    note: row.note,
    status: row.status,
    refundedCents: row.refunded_cents,
    stripeSessionId: row.stripe_session_id,
    stripeCustomerId: row.stripe_customer_id,
    stripePaymentIntentId: row.stripe_payment_intent_id,
    stripeInvoiceId: row.stripe_invoice_id,
    stripeChargeId: row.stripe_charge_id,
    liveMode: row.live_mode === 1,
    language: row.language,
    createdAt: row.created_at,
    paidAt: row.paid_at,
  };
}

export function toRecurring(row: RecurringRow): RecurringGift {
  return {
    id: row.id,
    donorEmail: row.donor_email,
    donorName: row.donor_name,
    fundId: row.fund_id,
    amountCents: row.amount_cents,
    feeCents: row.fee_cents,
    frequency: row.frequency,
    startDate: row.start_date,
    status: row.status,
    stripeSubscriptionId: row.stripe_subscription_id,
    stripeCustomerId: row.stripe_customer_id,
    language: row.language,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Every gift from an address (any case), newest first. Pending ones (checkout not finished) are left out. */
export function giftsByEmail(email: string): Gift[] {
  return (
    givingDb()
      .prepare("SELECT * FROM gifts WHERE donor_email = ? AND status != 'pending' ORDER BY created_at DESC")
      .all(email.trim().toLowerCase()) as GiftRow[]
  ).map(toGift);
}

export function giftById(id: string): Gift | null {
  const row = givingDb().prepare("SELECT * FROM gifts WHERE id = ?").get(id) as GiftRow | undefined;
  return row ? toGift(row) : null;
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
  return (
    givingDb()
      .prepare("SELECT * FROM recurring_gifts WHERE donor_email = ? AND status != 'pending' ORDER BY created_at DESC")
      .all(email.trim().toLowerCase()) as RecurringRow[]
  ).map(toRecurring);
}

export function recurringById(id: string): RecurringGift | null {
  const row = givingDb().prepare("SELECT * FROM recurring_gifts WHERE id = ?").get(id) as RecurringRow | undefined;
  return row ? toRecurring(row) : null;
}
