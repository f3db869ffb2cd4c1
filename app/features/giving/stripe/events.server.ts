import Stripe from "stripe";
import { givingDb } from "../gifts.server";
import { webhookSecret } from "./client.server";
import { invoiceOfPaymentIntent, sessionOfPaymentIntent } from "./checkout.server";

/**
 * Stripe's events, each handled once (issue 30): the webhook verifies the
 * signature with the library's own constructEventAsync, stores the event by id,
 * and hands it to the handlers of its purpose (metadata.purpose: "gift",
 * "registration"…), registered by the composition root
 * (app/background.server.ts). Handlers are idempotent and order-proof
 * (a gift's status only moves forward), so a duplicate, a retry or an event
 * out of order changes nothing twice; the table makes a handled event's
 * duplicate a no-op without calling them.
 */

export interface PurposeHandlers {
  /** checkout.session.completed (and reconciliation's completed sessions): the payment or subscription was made. */
  completed?: (session: Stripe.Checkout.Session) => void | Promise<void>;
  /** checkout.session.expired: the visitor never paid. */
  expired?: (session: Stripe.Checkout.Session) => void | Promise<void>;
  /** charge.refunded: with the session (a one-time payment) or the invoice (a subscription's) that made it. */
  refunded?: (
    charge: Stripe.Charge,
    source: { session: Stripe.Checkout.Session | null; invoice: Stripe.Invoice | null },
  ) => void | Promise<void>;
  /** invoice.paid, invoice.payment_failed: a subscription's payment. */
  invoicePaid?: (invoice: Stripe.Invoice) => void | Promise<void>;
  invoiceFailed?: (invoice: Stripe.Invoice) => void | Promise<void>;
  /** customer.subscription.updated / .deleted, with the event's time (ms) to tell an old update from a new one. */
  subscriptionChanged?: (subscription: Stripe.Subscription, at: number) => void | Promise<void>;
}

const purposes = new Map<string, PurposeHandlers>();

/** Who handles the sessions, payments and subscriptions made with `metadata.purpose`. */
export function registerCheckoutPurpose(purpose: string, handlers: PurposeHandlers): void {
  purposes.set(purpose, handlers);
}

/**
 * The library's Web Crypto provider: its HMAC runs on Node's worker threads, not the one thread that answers
 * visitors (issue 43: a flood of badly signed 400 kB posts, each hashed on it, slowed pages to 2.2 s).
 */
const offThread = Stripe.createSubtleCryptoProvider();

/** The event, if its signature is good for this body and the endpoint's secret; null otherwise. */
export async function verifiedEvent(
  rawBody: Buffer | string,
  signature: string | undefined,
): Promise<Stripe.Event | null> {
  if (!signature) return null;
  try {
    return await Stripe.webhooks.constructEventAsync(rawBody, signature, webhookSecret(), undefined, offThread);
  } catch {
    return null;
  }
}

export type EventOutcome = "handled" | "duplicate" | "ignored";

/** Events handled now, in this process: a duplicate that arrives meanwhile waits for the first. */
const inFlight = new Map<string, Promise<EventOutcome>>();

/**
 * Stores the event by id and handles it once. A handler that throws leaves
 * it unhandled (the webhook answers 500 and Stripe retries; reconciliation
 * fills the gap meanwhile).
 */
export async function receiveEvent(event: Stripe.Event, now = Date.now()): Promise<EventOutcome> {
  const running = inFlight.get(event.id);
  if (running) {
    await running.catch(() => undefined);
    return receiveEvent(event, now);
  }
  const db = givingDb();
  db.prepare("INSERT INTO stripe_events (id, type, received_at) VALUES (?, ?, ?) ON CONFLICT(id) DO NOTHING").run(
    event.id,
    event.type,
    now,
  );
  const row = db.prepare("SELECT handled_at FROM stripe_events WHERE id = ?").get(event.id) as {
    handled_at: number | null;
  };
  if (row.handled_at !== null) return "duplicate";
  const work = dispatch(event).then((purpose) => {
    db.prepare("UPDATE stripe_events SET handled_at = ?, purpose = ? WHERE id = ?").run(Date.now(), purpose, event.id);
    return purpose === null ? ("ignored" as const) : ("handled" as const);
  });
  inFlight.set(event.id, work);
  try {
    return await work;
  } finally {
    inFlight.delete(event.id);
  }
}

/** Hands the event to its purpose's handler; returns the purpose, or null when no handler wants it. */
async function dispatch(event: Stripe.Event): Promise<string | null> {
  const at = event.created * 1000;
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
    case "checkout.session.expired": {
      const session = event.data.object;
      const handlers = handlersOf(session.metadata);
      if (!handlers) return null;
      if (event.type === "checkout.session.expired") await handlers.expired?.(session);
      else await handlers.completed?.(session);
      return session.metadata!.purpose!;
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      const metadata = invoice.parent?.subscription_details?.metadata;
      const handlers = handlersOf(metadata);
      if (!handlers) return null;
      if (event.type === "invoice.paid") await handlers.invoicePaid?.(invoice);
      else await handlers.invoiceFailed?.(invoice);
      return metadata!.purpose!;
    }
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const subscription = event.data.object;
      const handlers = handlersOf(subscription.metadata);
      if (!handlers) return null;
      await handlers.subscriptionChanged?.(subscription, at);
      return subscription.metadata.purpose!;
    }
    case "charge.refunded":
      return refund(event.data.object);
    default:
      return null;
  }
}

/** A refund finds its purpose through the payment: the charge's metadata, its session, or its invoice. */
async function refund(charge: Stripe.Charge): Promise<string | null> {
  const intent = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
  if (!intent) return null;
  const session = await sessionOfPaymentIntent(intent);
  const invoice = session ? null : await invoiceOfPaymentIntent(intent);
  const metadata = session?.metadata ?? invoice?.parent?.subscription_details?.metadata ?? charge.metadata;
  const handlers = handlersOf(metadata);
  if (!handlers) return null;
  await handlers.refunded?.(charge, { session, invoice });
  return metadata!.purpose!;
}

function handlersOf(metadata: Stripe.Metadata | null | undefined): PurposeHandlers | undefined {
  const purpose = metadata?.purpose;
  return purpose ? purposes.get(purpose) : undefined;
}

/** Reconciliation: a completed session handed to its purpose as its webhook would have (handlers are idempotent). */
export async function replaySession(session: Stripe.Checkout.Session): Promise<boolean> {
  const handlers = handlersOf(session.metadata);
  if (!handlers) return false;
  if (session.status === "complete") await handlers.completed?.(session);
  else if (session.status === "expired") await handlers.expired?.(session);
  else return false;
  return true;
}

/** Reconciliation: a subscription's paid or failed invoice, as its webhook would have. */
export async function replayInvoice(invoice: Stripe.Invoice): Promise<boolean> {
  const handlers = handlersOf(invoice.parent?.subscription_details?.metadata);
  if (!handlers) return false;
  if (invoice.status === "paid") await handlers.invoicePaid?.(invoice);
  else if (invoice.status === "open" && (invoice.attempt_count ?? 0) > 0) await handlers.invoiceFailed?.(invoice);
  else return false;
  return true;
}
