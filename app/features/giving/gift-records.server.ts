import type Database from "better-sqlite3";
import { enqueue } from "~/server/outbox.server";
import { givingDb } from "./gifts.server";
import type { Gift, GiftRow, Given, RecurringGift, RecurringRow, RecurringStatus } from "./gift-rows";
import { GIVING_PAYMENT_FAILED_TOPIC, GIVING_RECEIPT_TOPIC, type GiftMailPayload } from "./topics";

/**
 * The writes that move a gift along (issue 30), each idempotent and
 * order-proof: a status only moves forward (pending → failed → paid →
 * partially refunded → refunded; a recurring gift's cancellation is final),
 * a refund's amount only grows, and the e-mail a change calls for is queued
 * in the same transaction, once per gift (the outbox's dedupe key).
 */

/** What a gift row is made from when the site has none (reconciliation, or a webhook ahead of our own row). */
export type GiftFacts = Given &
  Pick<Gift, "currency" | "frequency" | "recurringId" | "note" | "language" | "liveMode" | "createdAt">;

export interface StripeIds {
  sessionId?: string | null;
  customerId?: string | null;
  paymentIntentId?: string | null;
  invoiceId?: string | null;
  chargeId?: string | null;
}

const INSERT_GIFT = `
  INSERT INTO gifts (id, donor_email, donor_name, fund_id, amount_cents, fee_cents, currency, frequency,
    recurring_id, note, status, live_mode, language, created_at)
  VALUES (@id, @donorEmail, @donorName, @fundId, @amountCents, @feeCents, @currency, @frequency,
    @recurringId, @note, @status, @liveMode, @language, @createdAt)
  ON CONFLICT(id) DO NOTHING`;

export function insertPendingGift(facts: GiftFacts, db: Database.Database = givingDb()): void {
  db.prepare(INSERT_GIFT).run({ ...gifted(facts), status: "pending" });
}

function gifted(facts: GiftFacts) {
  return { ...facts, donorEmail: facts.donorEmail.toLowerCase(), liveMode: facts.liveMode ? 1 : 0 };
}

function setIds(db: Database.Database, id: string, ids: StripeIds): void {
  db.prepare(
    `UPDATE gifts SET
       stripe_session_id = COALESCE(stripe_session_id, @sessionId),
       stripe_customer_id = COALESCE(stripe_customer_id, @customerId),
       stripe_payment_intent_id = COALESCE(stripe_payment_intent_id, @paymentIntentId),
       stripe_invoice_id = COALESCE(stripe_invoice_id, @invoiceId),
       stripe_charge_id = COALESCE(stripe_charge_id, @chargeId)
     WHERE id = @id`,
  ).run({ sessionId: null, customerId: null, paymentIntentId: null, invoiceId: null, chargeId: null, ...ids, id });
}

/** The gift is paid (made from `facts` if the site has no row yet); its receipt is queued once. Returns its id. */
export function markGiftPaid(facts: GiftFacts, ids: StripeIds, paidAt: number, now: number): string {
  const db = givingDb();
  db.transaction(() => {
    db.prepare(INSERT_GIFT).run({ ...gifted(facts), status: "pending" });
    setIds(db, facts.id, ids);
    db.prepare(
      `UPDATE gifts SET status = CASE WHEN status IN ('pending', 'failed') THEN 'paid' ELSE status END,
         paid_at = COALESCE(paid_at, ?) WHERE id = ?`,
    ).run(paidAt, facts.id);
    const payload: GiftMailPayload = { giftId: facts.id };
    enqueue(db, { topic: GIVING_RECEIPT_TOPIC, dedupeKey: `${GIVING_RECEIPT_TOPIC}:${facts.id}`, payload, now });
  }).immediate();
  return facts.id;
}

/** A recurring gift's payment failed: a failed gift row (unless it was paid meanwhile), the kind e-mail queued once. */
export function markGiftFailed(facts: GiftFacts, ids: StripeIds, now: number): void {
  const db = givingDb();
  db.transaction(() => {
    db.prepare(INSERT_GIFT).run({ ...gifted(facts), status: "failed" });
    setIds(db, facts.id, ids);
    const { status } = db.prepare("SELECT status FROM gifts WHERE id = ?").get(facts.id) as Pick<GiftRow, "status">;
    if (status === "pending") db.prepare("UPDATE gifts SET status = 'failed' WHERE id = ?").run(facts.id);
    if (status !== "pending" && status !== "failed") return;
    const payload: GiftMailPayload = { giftId: facts.id };
    const topic = GIVING_PAYMENT_FAILED_TOPIC;
    enqueue(db, { topic, dedupeKey: `${topic}:${facts.id}`, payload, now });
  }).immediate();
}

/** A refund of `refundedCents` in all (Stripe's running total on the charge); `full` when nothing is left. */
export function markGiftRefunded(id: string, refundedCents: number, full: boolean, chargeId: string): void {
  const db = givingDb();
  db.transaction(() => {
    setIds(db, id, { chargeId });
    db.prepare(
      `UPDATE gifts SET refunded_cents = MAX(refunded_cents, ?),
         status = CASE WHEN ? OR status = 'refunded' THEN 'refunded' ELSE 'partially_refunded' END
       WHERE id = ?`,
    ).run(refundedCents, full ? 1 : 0, id);
  }).immediate();
}

/** A one-time gift's checkout expired unpaid: its pending row goes (nothing was given; nothing is kept). */
export function forgetUnpaid(id: string): void {
  const db = givingDb();
  db.prepare("DELETE FROM gifts WHERE id = ? AND status = 'pending'").run(id);
  db.prepare("DELETE FROM recurring_gifts WHERE id = ? AND status = 'pending'").run(id);
}

export type RecurringFacts = Given & Pick<RecurringGift, "frequency" | "startDate" | "language" | "createdAt">;

const INSERT_RECURRING = `
  INSERT INTO recurring_gifts (id, donor_email, donor_name, fund_id, amount_cents, fee_cents, frequency, start_date,
    status, language, created_at, updated_at)
  VALUES (@id, @donorEmail, @donorName, @fundId, @amountCents, @feeCents, @frequency, @startDate,
    'pending', @language, @createdAt, @createdAt)
  ON CONFLICT(id) DO NOTHING`;

export function insertPendingRecurring(facts: RecurringFacts, db: Database.Database = givingDb()): void {
  db.prepare(INSERT_RECURRING).run({ ...facts, donorEmail: facts.donorEmail.toLowerCase() });
}

/**
 * The recurring gift as Stripe has it now: its subscription and customer, its
 * status (a cancellation is final), and its amount when the donor changed it
 * in the portal (the covered fee then counts as part of the gift).
 */
export function updateRecurring(
  facts: RecurringFacts,
  change: {
    subscriptionId?: string | null;
    customerId?: string | null;
    status?: RecurringStatus;
    chargeCents?: number;
    frequency?: RecurringFacts["frequency"];
  },
  now: number,
): void {
  const db = givingDb();
  db.transaction(() => {
    db.prepare(INSERT_RECURRING).run({ ...facts, donorEmail: facts.donorEmail.toLowerCase() });
    const row = db.prepare("SELECT * FROM recurring_gifts WHERE id = ?").get(facts.id) as RecurringRow;
    const status = row.status === "cancelled" ? "cancelled" : (change.status ?? row.status);
    const changed = change.chargeCents !== undefined && change.chargeCents !== row.amount_cents + row.fee_cents;
    db.prepare(
      `UPDATE recurring_gifts SET status = ?, stripe_subscription_id = COALESCE(stripe_subscription_id, ?),
         stripe_customer_id = COALESCE(stripe_customer_id, ?), amount_cents = ?, fee_cents = ?, frequency = ?,
         updated_at = ? WHERE id = ?`,
    ).run(
      status,
      change.subscriptionId ?? null,
      change.customerId ?? null,
      changed ? change.chargeCents : row.amount_cents,
      changed ? 0 : row.fee_cents,
      change.frequency ?? row.frequency,
      now,
      facts.id,
    );
  }).immediate();
}

export function recurringIdOfSubscription(subscriptionId: string): string | null {
  const row = givingDb()
    .prepare("SELECT id FROM recurring_gifts WHERE stripe_subscription_id = ?")
    .get(subscriptionId) as { id: string } | undefined;
  return row?.id ?? null;
}

export function giftIdWhere(column: "stripe_payment_intent_id" | "stripe_invoice_id", value: string): string | null {
  const row = givingDb().prepare(`SELECT id FROM gifts WHERE ${column} = ?`).get(value) as { id: string } | undefined;
  return row?.id ?? null;
}
