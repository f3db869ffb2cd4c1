import { randomBytes } from "node:crypto";
import { STRIPE_API_VERSION } from "../client.server";

/**
 * Stripe's objects as its API reference shows them (Checkout Session,
 * Customer, PaymentIntent, Charge, Subscription, Invoice, Invoice Payment,
 * Billing Portal Session, Event), at the API version the site pins: the
 * fields the site reads, and the ones around them, in their real shapes.
 * Times in seconds, amounts in cents, as Stripe writes them.
 */

export type StripeObject = Record<string, unknown> & { id: string; object: string; created: number };
export type Metadata = Record<string, string>;

export const fakeId = (prefix: string) =>
  `${prefix}_test_${randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;

export function list(data: StripeObject[], url: string, hasMore: boolean) {
  return { object: "list", data, has_more: hasMore, url };
}

export function customer(email: string, name: string, created: number): StripeObject {
  return {
    id: fakeId("cus"),
    object: "customer",
    address: null,
    balance: 0,
    created,
    currency: "usd",
    default_source: null,
    delinquent: false,
    description: null,
    email,
    invoice_prefix: randomBytes(4).toString("hex").toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: {},
    name,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: "none",
  };
}

export function paymentIntent(
  amount: number,
  currency: string,
  customerId: string,
  metadata: Metadata,
  created: number,
) {
  const id = fakeId("pi");
  return {
    id,
    object: "payment_intent",
    amount,
    amount_capturable: 0,
    amount_received: amount,
    capture_method: "automatic_async",
    client_secret: `${id}_secret_${randomBytes(8).toString("hex")}`,
    confirmation_method: "automatic",
    created,
    currency,
    customer: customerId,
    description: null,
    latest_charge: null as string | null,
    livemode: false,
    metadata,
    payment_method: fakeId("pm"),
    payment_method_types: ["card"],
    status: "succeeded",
  };
}

export function charge(
  intent: { id: string; amount: number; currency: string; customer: string; metadata: Metadata },
  billing: { email: string; name: string },
  created: number,
) {
  return {
    id: fakeId("ch"),
    object: "charge",
    amount: intent.amount,
    amount_captured: intent.amount,
    amount_refunded: 0,
    balance_transaction: fakeId("txn"),
    billing_details: { address: null, email: billing.email, name: billing.name, phone: null },
    captured: true,
    created,
    currency: intent.currency,
    customer: intent.customer,
    description: null,
    disputed: false,
    livemode: false,
    metadata: intent.metadata,
    outcome: {
      network_status: "approved_by_network",
      reason: null,
      risk_level: "normal",
      seller_message: "Payment complete.",
      type: "authorized",
    },
    paid: true,
    payment_intent: intent.id,
    payment_method: fakeId("pm"),
    refunded: false,
    status: "succeeded",
  };
}

export function event(type: string, object: object, created: number) {
  return {
    id: fakeId("evt"),
    object: "event",
    api_version: STRIPE_API_VERSION,
    created,
    data: { object: structuredClone(object) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

export function portalSession(
  customerId: string,
  returnUrl: string,
  url: string,
  created: number,
  locale: string | null,
) {
  return {
    id: fakeId("bps"),
    object: "billing_portal.session",
    configuration: fakeId("bpc"),
    created,
    customer: customerId,
    flow: null,
    livemode: false,
    locale,
    on_behalf_of: null,
    return_url: returnUrl,
    url,
  };
}

export function invoicePayment(invoiceId: string, intentId: string, amount: number, currency: string, created: number) {
  return {
    id: fakeId("inpay"),
    object: "invoice_payment",
    amount_paid: amount,
    amount_requested: amount,
    created,
    currency,
    invoice: invoiceId,
    is_default: true,
    livemode: false,
    payment: { type: "payment_intent", payment_intent: intentId },
    status: "paid",
    status_transitions: { canceled_at: null, paid_at: created },
  };
}

/** What the site asked a Checkout Session for (kept by the fake, as Stripe keeps line items). */
export interface CheckoutRequestFacts {
  mode: "payment" | "subscription";
  amount: number;
  currency: string;
  name: string;
  email: string;
  metadata: Metadata;
  subscriptionMetadata: Metadata;
  paymentMetadata: Metadata;
  successUrl: string;
  cancelUrl: string;
  clientReferenceId: string | null;
  locale: string | null;
  recurring: { interval: "week" | "month"; intervalCount: number } | null;
  anchor: number | null;
  /** expires_at as asked (seconds; a paid registration's hold, issue 28); Stripe's 24 hours without it. */
  expiresAt?: number | null;
}
