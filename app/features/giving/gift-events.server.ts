import type Stripe from "stripe";
import type { PurposeHandlers } from "./stripe/events.server";
import { retrieveSubscription } from "./stripe/checkout.server";
import {
  forgetUnpaid,
  giftIdWhere,
  markGiftFailed,
  markGiftPaid,
  markGiftRefunded,
  recurringIdOfSubscription,
  updateRecurring,
  type GiftFacts,
} from "./gift-records.server";
import { giftById, recurringById } from "./gifts.server";
import type { RecurringStatus } from "./gift-rows";
import { factsOf, id, invoiceFallback, recurringFacts, sessionFallback } from "./stripe-facts.server";

/**
 * What Stripe's events mean for gifts (metadata.purpose "gift", issue 30).
 * Each reads our own ids and facts from the metadata the site put on the
 * session and its subscription (start-gift.server.ts), so a gift is recorded
 * whole even when the site lost its pending row or the webhook came first.
 */

export const GIFT_PURPOSE = "gift";

async function completed(session: Stripe.Checkout.Session): Promise<void> {
  const metadata = session.metadata ?? {};
  const now = Date.now();
  if (session.mode === "subscription") {
    const recurringId = metadata.recurring_id;
    if (!recurringId) return;
    updateRecurring(
      recurringFacts(metadata, recurringId, sessionFallback(session)),
      { subscriptionId: id(session.subscription), customerId: id(session.customer), status: "active" },
      now,
    );
    return;
  }
  if (session.payment_status !== "paid" || !metadata.gift_id) return;
  const facts: GiftFacts = { ...factsOf(metadata, sessionFallback(session)), id: metadata.gift_id, recurringId: null };
  const paidAt = (session.created ?? now / 1000) * 1000;
  markGiftPaid(
    facts,
    { sessionId: session.id, customerId: id(session.customer), paymentIntentId: id(session.payment_intent) },
    Math.min(paidAt, now),
    now,
  );
}

function expired(session: Stripe.Checkout.Session): void {
  const ours = session.metadata?.gift_id ?? session.metadata?.recurring_id;
  if (ours) forgetUnpaid(ours);
}

/** A subscription's invoice as one gift: "g_" + the invoice's id, so the same invoice is always the same gift. */
function invoiceGift(invoice: Stripe.Invoice): { facts: GiftFacts; recurringId: string } | null {
  const details = invoice.parent?.subscription_details;
  const metadata = details?.metadata ?? {};
  const subscriptionId = id(details?.subscription);
  const recurringId = metadata.recurring_id ?? (subscriptionId ? recurringIdOfSubscription(subscriptionId) : null);
  if (!recurringId || !invoice.id) return null;
  const fallback = invoiceFallback(invoice);
  const recurring = recurringById(recurringId);
  const facts = factsOf(metadata, fallback);
  const charged = invoice.amount_paid || invoice.amount_due;
  // The amount as set up, unless the donor changed it in the portal since: then the whole charge is the gift.
  const base = recurring ?? { amountCents: facts.amountCents, feeCents: facts.feeCents };
  const asSetUp = base.amountCents + base.feeCents === charged;
  updateRecurring(
    recurringFacts(metadata, recurringId, fallback),
    { subscriptionId, customerId: id(invoice.customer) },
    Date.now(),
  );
  return {
    recurringId,
    facts: {
      ...facts,
      ...(recurring
        ? { donorEmail: recurring.donorEmail, donorName: recurring.donorName, fundId: recurring.fundId }
        : {}),
      id: `g_${invoice.id}`,
      amountCents: asSetUp ? base.amountCents : charged,
      feeCents: asSetUp ? base.feeCents : 0,
      recurringId,
      note: null,
    },
  };
}

function invoicePaid(invoice: Stripe.Invoice): void {
  // A subscription that starts on a later date opens with a $0 invoice: no gift.
  if (invoice.amount_paid === 0) return;
  const gift = invoiceGift(invoice);
  if (!gift) return;
  const now = Date.now();
  const paidAt = (invoice.status_transitions?.paid_at ?? invoice.created) * 1000;
  markGiftPaid(gift.facts, { invoiceId: invoice.id, customerId: id(invoice.customer) }, paidAt, now);
  const recurring = recurringById(gift.recurringId);
  if (recurring && recurring.status !== "cancelled") {
    updateRecurring(recurringFacts({}, gift.recurringId, invoiceFallback(invoice)), { status: "active" }, now);
  }
}

function invoiceFailed(invoice: Stripe.Invoice): void {
  if (invoice.amount_due === 0) return;
  const gift = invoiceGift(invoice);
  if (!gift) return;
  const now = Date.now();
  markGiftFailed(gift.facts, { invoiceId: invoice.id, customerId: id(invoice.customer) }, now);
  const recurring = recurringById(gift.recurringId);
  if (recurring?.status === "active" || recurring?.status === "pending") {
    updateRecurring(recurringFacts({}, gift.recurringId, invoiceFallback(invoice)), { status: "past_due" }, now);
  }
}

async function refunded(
  charge: Stripe.Charge,
  source: { session: Stripe.Checkout.Session | null; invoice: Stripe.Invoice | null },
): Promise<void> {
  const intent = id(charge.payment_intent);
  let giftId = intent ? giftIdWhere("stripe_payment_intent_id", intent) : null;
  // A refund ahead of its payment's own event: the payment is recorded first, from the session or invoice.
  if (!giftId && source.session) {
    await completed(source.session);
    giftId = source.session.metadata?.gift_id ?? null;
  }
  if (!giftId && source.invoice?.id) {
    giftId = giftIdWhere("stripe_invoice_id", source.invoice.id);
    if (!giftId) {
      invoicePaid(source.invoice);
      giftId = giftIdWhere("stripe_invoice_id", source.invoice.id);
    }
  }
  if (!giftId || !giftById(giftId)) return;
  markGiftRefunded(giftId, charge.amount_refunded, charge.refunded, charge.id);
}

const STATUS: Partial<Record<Stripe.Subscription.Status, RecurringStatus>> = {
  active: "active",
  trialing: "active",
  past_due: "past_due",
  unpaid: "past_due",
  canceled: "cancelled",
  incomplete_expired: "cancelled",
};

/** The subscription as it is now (read again: events may come in any order), its status and amount. */
async function subscriptionChanged(event: Stripe.Subscription): Promise<void> {
  const subscription = event.status === "canceled" ? event : await retrieveSubscription(event.id);
  const metadata = subscription.metadata ?? {};
  const recurringId = metadata.recurring_id ?? recurringIdOfSubscription(subscription.id);
  if (!recurringId) return;
  const item = subscription.items?.data[0];
  const interval = item?.price.recurring;
  const frequency = interval?.interval === "week" ? (interval.interval_count === 2 ? "2weeks" : "week") : "month";
  updateRecurring(
    recurringFacts(metadata, recurringId, {
      email: "",
      name: "",
      totalCents: 0,
      created: subscription.created,
      live: subscription.livemode,
      currency: subscription.currency,
    }),
    {
      subscriptionId: subscription.id,
      customerId: id(subscription.customer),
      status: STATUS[subscription.status],
      ...(item?.price.unit_amount ? { chargeCents: item.price.unit_amount * (item.quantity ?? 1), frequency } : {}),
    },
    Date.now(),
  );
}

export const giftHandlers: PurposeHandlers = {
  completed,
  expired,
  invoicePaid,
  invoiceFailed,
  refunded,
  subscriptionChanged: (subscription) => subscriptionChanged(subscription),
};
