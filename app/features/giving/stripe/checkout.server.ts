import type Stripe from "stripe";
import { stripeClient } from "./client.server";

/**
 * The Stripe calls the site makes, as Stripe documents them: server-side
 * Checkout Sessions (payment, or subscription with price_data), the session
 * read back on the thank-you page, the recent sessions and invoices the
 * hourly reconciliation reads, and Billing Portal sessions for donors.
 */

export type Interval = { interval: "week" | "month"; count: number };

export interface CheckoutItem {
  /** What the donor or registrant reads on Checkout's page. */
  name: string;
  description?: string;
  amountCents: number;
  quantity?: number;
}

export interface CheckoutRequest {
  /** Who handles the session's events (registerCheckoutPurpose): "gift", "registration". */
  purpose: string;
  items: CheckoutItem[];
  currency: string;
  /** The donor's address: Checkout fills it in and finds or makes the customer. */
  email: string;
  /** Our own ids and facts (purpose is added): on the session, its payment or its subscription. */
  metadata: Record<string, string>;
  /** Absolute; {CHECKOUT_SESSION_ID} is filled in by Stripe. */
  successUrl: string;
  cancelUrl: string;
  /** The page's language for Checkout's own words ("es", "en"). */
  locale?: string;
  /** A subscription: every `interval`, its first payment on `startAt` (ms) when that is after today. */
  recurring?: Interval & { startAt?: number };
  /** Stripe's idempotency key: the same request twice makes one session. */
  idempotencyKey: string;
  /** When the session expires (ms; Stripe takes 30 minutes to 24 hours ahead): a paid registration's hold. */
  expiresAt?: number;
}

const CHECKOUT_LOCALES = new Set(["en", "es", "fr", "de", "pt", "it", "nl", "ko", "zh", "ja"]);

export async function createCheckoutSession(request: CheckoutRequest): Promise<Stripe.Checkout.Session> {
  const metadata = { ...request.metadata, purpose: request.purpose };
  const lineItems = request.items.map((item) => ({
    quantity: item.quantity ?? 1,
    price_data: {
      currency: request.currency,
      unit_amount: item.amountCents,
      product_data: { name: item.name, ...(item.description ? { description: item.description } : {}) },
      ...(request.recurring
        ? { recurring: { interval: request.recurring.interval, interval_count: request.recurring.count } }
        : {}),
    },
  }));
  const locale = request.locale && CHECKOUT_LOCALES.has(request.locale) ? request.locale : "auto";
  const common = {
    line_items: lineItems,
    customer_email: request.email,
    client_reference_id: request.metadata.gift_id ?? request.metadata.recurring_id ?? request.metadata.registration_id,
    metadata,
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    locale: locale as Stripe.Checkout.SessionCreateParams.Locale,
    ...(request.expiresAt ? { expires_at: Math.floor(request.expiresAt / 1000) } : {}),
  };
  const params: Stripe.Checkout.SessionCreateParams = request.recurring
    ? {
        ...common,
        mode: "subscription",
        subscription_data: {
          metadata,
          ...(request.recurring.startAt
            ? { billing_cycle_anchor: Math.floor(request.recurring.startAt / 1000), proration_behavior: "none" }
            : {}),
        },
      }
    : {
        ...common,
        mode: "payment",
        customer_creation: "always",
        payment_intent_data: { metadata, description: request.items.map((item) => item.name).join(", ") },
      };
  return stripeClient().checkout.sessions.create(params, { idempotencyKey: request.idempotencyKey });
}

/** The session as Stripe has it now (the thank-you page's check), with its line items' total. */
export async function retrieveCheckoutSession(id: string): Promise<Stripe.Checkout.Session> {
  return stripeClient().checkout.sessions.retrieve(id);
}

/** Ends an open session now (a paid registration's hold is over); a session no longer open is returned as it is. */
export async function expireCheckoutSession(id: string): Promise<Stripe.Checkout.Session> {
  const session = await stripeClient().checkout.sessions.retrieve(id);
  return session.status === "open" ? stripeClient().checkout.sessions.expire(id) : session;
}

/** Every Checkout Session created since `since` (ms), newest first, every page of them. */
export async function listRecentSessions(since: number): Promise<Stripe.Checkout.Session[]> {
  const sessions: Stripe.Checkout.Session[] = [];
  for await (const session of stripeClient().checkout.sessions.list({
    created: { gte: Math.floor(since / 1000) },
    limit: 100,
  })) {
    sessions.push(session);
  }
  return sessions;
}

/** Every invoice created since `since` (ms), every page of them. */
export async function listRecentInvoices(since: number): Promise<Stripe.Invoice[]> {
  const invoices: Stripe.Invoice[] = [];
  for await (const invoice of stripeClient().invoices.list({
    created: { gte: Math.floor(since / 1000) },
    limit: 100,
  })) {
    invoices.push(invoice);
  }
  return invoices;
}

/** The Checkout Session that made a payment, if one did (a one-time payment's refund). */
export async function sessionOfPaymentIntent(paymentIntent: string): Promise<Stripe.Checkout.Session | null> {
  const list = await stripeClient().checkout.sessions.list({ payment_intent: paymentIntent, limit: 1 });
  return list.data[0] ?? null;
}

/** The invoice a payment paid, if any (a recurring gift's refund). */
export async function invoiceOfPaymentIntent(paymentIntent: string): Promise<Stripe.Invoice | null> {
  const list = await stripeClient().invoicePayments.list({
    payment: { type: "payment_intent", payment_intent: paymentIntent },
    limit: 1,
  });
  const invoice = list.data[0]?.invoice;
  if (!invoice) return null;
  return typeof invoice === "string" ? stripeClient().invoices.retrieve(invoice) : (invoice as Stripe.Invoice);
}

/** The payment intent of an invoice's payment (for a later refund), if it was paid by one. */
export async function paymentIntentOfInvoice(invoice: string): Promise<string | null> {
  const list = await stripeClient().invoicePayments.list({ invoice, limit: 1 });
  const intent = list.data[0]?.payment.payment_intent;
  return typeof intent === "string" ? intent : (intent?.id ?? null);
}

export async function retrieveSubscription(id: string): Promise<Stripe.Subscription> {
  return stripeClient().subscriptions.retrieve(id);
}

/** Stripe's customer portal for one customer: change the card, the amount, or cancel; back to `returnUrl`. */
export async function createPortalSession(customer: string, returnUrl: string, locale?: string) {
  return stripeClient().billingPortal.sessions.create({
    customer,
    return_url: returnUrl,
    ...(locale && CHECKOUT_LOCALES.has(locale)
      ? { locale: locale as Stripe.BillingPortal.SessionCreateParams.Locale }
      : {}),
  });
}
