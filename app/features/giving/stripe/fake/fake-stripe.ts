import Stripe from "stripe";
import { subscription } from "./billing";
import { customer, event, fakeId, type CheckoutRequestFacts, type Metadata, type StripeObject } from "./objects";
import { answerApi, type FakeApiState } from "./api";
import { chargeFor, invoiceFor, type FakeEvent } from "./payments";

/**
 * An imitation of Stripe (issue 30), in memory: the API calls the site makes
 * answered in Stripe's shapes, a hosted checkout that "pays", and webhooks
 * signed with the library's own test-header helper. One module for the demo
 * church (mounted in process: no network, no money; decision 035) and for the
 * tests (tests/fakes/stripe-server.ts serves it over HTTP). The payments and
 * invoices it makes are payments.ts's; the API it answers, api.ts's.
 */

export interface FakeStripeOptions {
  webhookSecret: string;
  /** The hosted checkout's address for a session (the demo's page, or the test server's). */
  checkoutUrl: (sessionId: string, locale: string | null) => string;
  portalUrl: (portalSessionId: string) => string;
  /** Sends an event to the site's webhook, signed (not called while `dropWebhooks`). */
  deliver?: (payload: string, signature: string) => Promise<void>;
  now?: () => number;
}

type Session = StripeObject & {
  status: "open" | "complete" | "expired";
  payment_status: string;
  mode: "payment" | "subscription";
  metadata: Metadata;
  customer: string | null;
  payment_intent: string | null;
  subscription: string | null;
  invoice: string | null;
  amount_total: number;
  currency: string;
  customer_email: string;
  success_url: string;
  cancel_url: string;
  customer_details: { email: string; name: string | null } | null;
};

export class FakeStripe implements FakeApiState {
  readonly objects = new Map<string, StripeObject>();
  readonly events: FakeEvent[] = [];
  /** Every API call, for tests: "nothing was created at Stripe". */
  readonly calls: { method: string; path: string }[] = [];
  readonly idempotent = new Map<string, { status: number; body: unknown }>();
  /** Events are made but never sent (a site that was down): reconciliation must find the gifts. */
  dropWebhooks = false;
  private readonly webhooks = Stripe.webhooks;
  private readonly sessionFacts = new Map<string, CheckoutRequestFacts>();

  constructor(readonly options: FakeStripeOptions) {}

  now(): number {
    return Math.floor((this.options.now?.() ?? Date.now()) / 1000);
  }

  /** The API, fetch-style: the library's fetch client (the demo) and the test server both call it. */
  fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url);
    const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    const body = typeof init?.body === "string" ? init.body : "";
    const key = new Headers(init?.headers).get("idempotency-key");
    const { status, body: answer } = answerApi(this, method, url, body, key);
    return new Response(JSON.stringify(answer), {
      status,
      headers: { "Content-Type": "application/json", "Request-Id": fakeId("req") },
    });
  };

  get<T extends StripeObject = StripeObject>(id: string): T | undefined {
    return this.objects.get(id) as T | undefined;
  }

  put<T extends StripeObject>(object: T): T {
    this.objects.set(object.id, object);
    return object;
  }

  all<T extends StripeObject = StripeObject>(kind: string): T[] {
    return [...this.objects.values()].filter((object) => object.object === kind) as T[];
  }

  createSession(facts: CheckoutRequestFacts): Session {
    const id = `cs_test_${fakeId("a").slice(7)}${fakeId("b").slice(7)}`;
    const created = this.now();
    // Kept for paying; Stripe keeps them on its side too (line items, subscription_data).
    this.sessionFacts.set(id, facts);
    return this.put<Session>({
      id,
      object: "checkout.session",
      amount_subtotal: facts.amount,
      amount_total: facts.amount,
      cancel_url: facts.cancelUrl,
      client_reference_id: facts.clientReferenceId,
      created,
      currency: facts.currency,
      customer: null,
      customer_creation: facts.mode === "payment" ? "always" : null,
      customer_details: null,
      customer_email: facts.email,
      expires_at: facts.expiresAt ?? created + 24 * 3600,
      invoice: null,
      livemode: false,
      locale: facts.locale,
      metadata: facts.metadata,
      mode: facts.mode,
      payment_intent: null,
      payment_method_types: ["card"],
      payment_status: "unpaid",
      status: "open",
      submit_type: null,
      subscription: null,
      success_url: facts.successUrl,
      ui_mode: "hosted",
      url: this.options.checkoutUrl(id, facts.locale),
    } as unknown as Session);
  }

  /** The hosted checkout's "Pay": the payment or subscription made, its events sent. Returns where Stripe sends the donor. */
  async pay(sessionId: string, donorName?: string): Promise<string> {
    const session = this.get<Session>(sessionId);
    if (!session || session.status !== "open") throw new Error(`no open session ${sessionId}`);
    const facts = this.sessionFacts.get(sessionId)!;
    const created = this.now();
    const name = donorName ?? facts.metadata.donor_name ?? "";
    const buyer = this.put(customer(facts.email, name, created));
    Object.assign(session, {
      status: "complete",
      customer: buyer.id,
      customer_details: { email: facts.email, name, address: null, phone: null, tax_exempt: "none", tax_ids: [] },
    });
    const events: FakeEvent[] = [];
    if (facts.mode === "payment") {
      const payment = chargeFor(this, facts.amount, facts.currency, buyer, facts.paymentMetadata, created);
      Object.assign(session, { payment_status: "paid", payment_intent: payment.intent.id });
      events.push(
        event("payment_intent.succeeded", payment.intent, created),
        event("charge.succeeded", payment.charge, created),
      );
    } else {
      const price = { ...facts.recurring!, currency: facts.currency, unitAmount: facts.amount, name: facts.name };
      const anchor = facts.anchor && facts.anchor > created ? facts.anchor : created;
      const sub = this.put(subscription(buyer.id, price, facts.subscriptionMetadata, created, anchor));
      // A later start opens with a $0 invoice; the first payment comes on the start date (payInvoice).
      const first = invoiceFor(
        this,
        sub,
        buyer,
        anchor > created ? 0 : facts.amount,
        "subscription_create",
        created,
        false,
      );
      Object.assign(session, {
        payment_status: anchor > created ? "no_payment_required" : "paid",
        subscription: sub.id,
        invoice: first.invoice.id,
      });
      events.push(event("customer.subscription.created", sub, created), ...first.events);
    }
    events.push(event("checkout.session.completed", session, created));
    await this.emit(events);
    return session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id);
  }

  /** What a session was made for (the demo's checkout page shows it). */
  facts(sessionId: string): CheckoutRequestFacts | undefined {
    return this.sessionFacts.get(sessionId);
  }

  /** The session's time ran out unpaid. */
  async expire(sessionId: string): Promise<void> {
    const session = this.get<Session>(sessionId)!;
    session.status = "expired";
    await this.emit([event("checkout.session.expired", session, this.now())]);
  }

  /** The subscription's next payment: paid, or failed (a declined card). */
  async payInvoice(subscriptionId: string, outcome: { fail?: boolean } = {}): Promise<string> {
    const sub = this.get<ReturnType<typeof subscription>>(subscriptionId)!;
    const buyer = this.get(sub.customer as string)!;
    const amount = sub.items.data[0]!.price.unit_amount;
    const created = this.now();
    const made = invoiceFor(this, sub, buyer, amount, "subscription_cycle", created, outcome.fail ?? false);
    const events = [...made.events];
    if (outcome.fail && sub.status !== "past_due") {
      sub.status = "past_due";
      events.push(event("customer.subscription.updated", sub, created));
    } else if (!outcome.fail && sub.status === "past_due") {
      sub.status = "active";
      events.push(event("customer.subscription.updated", sub, created));
    }
    await this.emit(events);
    return made.invoice.id;
  }

  /** A refund (all of it unless `amount`) of the payment `paymentIntentId`. */
  async refund(paymentIntentId: string, amount?: number): Promise<StripeObject> {
    const made = this.all("charge").find((candidate) => candidate.payment_intent === paymentIntentId)!;
    const refunded = Math.min(
      made.amount as number,
      (made.amount_refunded as number) + (amount ?? (made.amount as number)),
    );
    Object.assign(made, { amount_refunded: refunded, refunded: refunded === made.amount });
    await this.emit([event("charge.refunded", made, this.now())]);
    return made;
  }

  async cancel(subscriptionId: string): Promise<void> {
    const sub = this.get(subscriptionId)!;
    Object.assign(sub, { status: "canceled", canceled_at: this.now(), ended_at: this.now() });
    await this.emit([event("customer.subscription.deleted", sub, this.now())]);
  }

  /** Sends an event again (a retry), as it was. */
  async redeliver(eventId: string): Promise<void> {
    const found = this.events.find((candidate) => candidate.id === eventId);
    if (found) await this.send(found);
  }

  private async emit(events: FakeEvent[]): Promise<void> {
    this.events.push(...events);
    if (this.dropWebhooks) return;
    for (const made of events) await this.send(made);
  }

  private async send(made: FakeEvent): Promise<void> {
    if (!this.options.deliver) return;
    const payload = JSON.stringify(made);
    const signature = this.webhooks.generateTestHeaderString({ payload, secret: this.options.webhookSecret });
    await this.options.deliver(payload, signature);
  }
}
