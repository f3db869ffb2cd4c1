import { invoice, nextPeriod, type PriceFacts, type subscription } from "./billing";
import { charge, event, invoicePayment, paymentIntent, type Metadata, type StripeObject } from "./objects";

/**
 * The fake's money moving (fake-stripe.ts): a payment (PaymentIntent and its
 * Charge), and a subscription's invoice paid or failed with the events Stripe
 * sends for it. Each object is kept in the fake's store as it is made.
 */

export interface FakeStore {
  put<T extends StripeObject>(object: T): T;
}

export type FakeEvent = ReturnType<typeof event>;
type Subscription = ReturnType<typeof subscription>;

export function chargeFor(
  store: FakeStore,
  amount: number,
  currency: string,
  buyer: StripeObject,
  metadata: Metadata,
  created: number,
) {
  const intent = store.put(paymentIntent(amount, currency, buyer.id, metadata, created));
  const made = store.put(charge(intent, { email: buyer.email as string, name: buyer.name as string }, created));
  intent.latest_charge = made.id;
  return { intent, charge: made };
}

/** One invoice of `sub`: paid (with its payment) or failed; a cycle's invoice moves the subscription's period on. */
export function invoiceFor(
  store: FakeStore,
  sub: Subscription,
  buyer: StripeObject,
  amount: number,
  reason: "subscription_create" | "subscription_cycle",
  created: number,
  fail: boolean,
): { invoice: StripeObject; events: FakeEvent[] } {
  const who = { id: buyer.id, email: buyer.email as string, name: buyer.name as string };
  const made = store.put(invoice(sub, who, amount, sub.currency as string, reason, created, "Gift"));
  made.attempt_count = amount > 0 ? 1 : 0;
  made.attempted = true;
  if (fail) return { invoice: made, events: [event("invoice.payment_failed", made, created)] };
  Object.assign(made, { status: "paid", amount_paid: amount, amount_remaining: 0 });
  (made.status_transitions as { paid_at: number }).paid_at = created;
  const events: FakeEvent[] = [];
  if (amount > 0) {
    const payment = chargeFor(store, amount, made.currency as string, buyer, {}, created);
    store.put(invoicePayment(made.id, payment.intent.id, amount, made.currency as string, created) as StripeObject);
    events.push(event("charge.succeeded", payment.charge, created));
  }
  sub.latest_invoice = made.id;
  const item = sub.items.data[0] as unknown as {
    current_period_start: number;
    current_period_end: number;
    price: PriceFacts & { recurring: { interval: "week" | "month"; interval_count: number } };
  };
  if (reason === "subscription_cycle") {
    item.current_period_start = item.current_period_end;
    item.current_period_end = nextPeriod(item.current_period_start, {
      interval: item.price.recurring.interval,
      intervalCount: item.price.recurring.interval_count,
    });
  }
  events.push(event("invoice.paid", made, created));
  return { invoice: made, events };
}
