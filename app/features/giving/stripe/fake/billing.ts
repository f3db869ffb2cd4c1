import { fakeId, list, type Metadata, type StripeObject } from "./objects";

/** A subscription's and its invoices' shapes (Stripe's Billing objects, at the pinned API version). */

export interface PriceFacts {
  currency: string;
  unitAmount: number;
  interval: "week" | "month";
  intervalCount: number;
  name: string;
}

export function subscription(
  customerId: string,
  price: PriceFacts,
  metadata: Metadata,
  created: number,
  anchor: number,
): StripeObject & { status: string; metadata: Metadata; items: { data: { price: { unit_amount: number } }[] } } {
  const id = fakeId("sub");
  const periodEnd = nextPeriod(anchor, price);
  return {
    id,
    object: "subscription",
    billing_cycle_anchor: anchor,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    collection_method: "charge_automatically",
    created,
    currency: price.currency,
    customer: customerId,
    default_payment_method: fakeId("pm"),
    ended_at: null,
    items: {
      object: "list",
      data: [
        {
          id: fakeId("si"),
          object: "subscription_item",
          created,
          current_period_start: anchor > created ? created : anchor,
          current_period_end: anchor > created ? anchor : periodEnd,
          metadata: {},
          price: {
            id: fakeId("price"),
            object: "price",
            active: true,
            billing_scheme: "per_unit",
            created,
            currency: price.currency,
            livemode: false,
            metadata: {},
            product: fakeId("prod"),
            recurring: { interval: price.interval, interval_count: price.intervalCount, usage_type: "licensed" },
            type: "recurring",
            unit_amount: price.unitAmount,
            unit_amount_decimal: String(price.unitAmount),
          },
          quantity: 1,
          subscription: id,
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
    } as never,
    latest_invoice: null,
    livemode: false,
    metadata,
    start_date: created,
    status: "active",
  };
}

/** The end of the period that starts at `start` (seconds): a week or two, or a month on. */
export function nextPeriod(start: number, price: Pick<PriceFacts, "interval" | "intervalCount">): number {
  if (price.interval === "week") return start + price.intervalCount * 7 * 24 * 3600;
  const date = new Date(start * 1000);
  date.setUTCMonth(date.getUTCMonth() + price.intervalCount);
  return Math.floor(date.getTime() / 1000);
}

export function invoice(
  sub: StripeObject & { metadata: Metadata },
  customer: { id: string; email: string; name: string },
  amount: number,
  currency: string,
  reason: "subscription_create" | "subscription_cycle",
  created: number,
  description: string,
): StripeObject & { status: string; amount_paid: number; amount_due: number; attempt_count: number } {
  const id = fakeId("in");
  return {
    id,
    object: "invoice",
    account_country: "US",
    amount_due: amount,
    amount_paid: 0,
    amount_remaining: amount,
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    billing_reason: reason,
    collection_method: "charge_automatically",
    created,
    currency,
    customer: customer.id,
    customer_email: customer.email,
    customer_name: customer.name,
    hosted_invoice_url: null,
    lines: list(
      [
        {
          id: fakeId("il"),
          object: "line_item",
          amount,
          currency,
          description,
          created,
          metadata: {},
          quantity: 1,
        } as StripeObject,
      ],
      `/v1/invoices/${id}/lines`,
      false,
    ),
    livemode: false,
    metadata: {},
    number: null,
    parent: {
      type: "subscription_details",
      quote_details: null,
      subscription_details: { metadata: sub.metadata, subscription: sub.id },
    },
    period_end: created,
    period_start: created,
    status: "open",
    status_transitions: { finalized_at: created, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal: amount,
    total: amount,
  };
}
