/** The gifts' rows as SQLite holds them and as the site reads them (gifts.server.ts). */

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
