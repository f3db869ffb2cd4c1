import { field, metadataOf, parseStripeForm, type FormValue } from "./form";
import { list, portalSession, type CheckoutRequestFacts, type StripeObject } from "./objects";

/** What the API needs of the fake's state (fake-stripe.ts). */
export interface FakeApiState {
  readonly calls: { method: string; path: string }[];
  readonly idempotent: Map<string, { status: number; body: unknown }>;
  readonly options: { portalUrl: (id: string) => string };
  now(): number;
  get(id: string): StripeObject | undefined;
  put<T extends StripeObject>(object: T): T;
  all(kind: string): StripeObject[];
  createSession(facts: CheckoutRequestFacts): StripeObject;
  refund(paymentIntentId: string, amount?: number): Promise<StripeObject>;
  cancel(subscriptionId: string): Promise<void>;
  expire(sessionId: string): Promise<void>;
}

/**
 * The fake's API: the calls the site makes, answered as Stripe answers them
 * (lists with has_more and starting_after, 404 and 400 errors in Stripe's
 * error shape, one answer per Idempotency-Key).
 */

type Answer = { status: number; body: unknown };

const error = (status: number, message: string, param?: string): Answer => ({
  status,
  body: { error: { type: "invalid_request_error", message, ...(param ? { param } : {}) } },
});

/** Stripe's smallest charge in US dollars: 50 cents. */
const MINIMUM_CHARGE = 50;

export function answerApi(fake: FakeApiState, method: string, url: URL, body: string, key: string | null): Answer {
  const path = url.pathname.replace(/^\/+/, "/");
  fake.calls.push({ method, path });
  const params = method === "GET" || method === "DELETE" ? parseStripeForm(url.search.slice(1)) : parseStripeForm(body);
  if (method === "POST" && key) {
    const earlier = fake.idempotent.get(`${path}\n${key}`);
    if (earlier) return earlier;
    const answer = route(fake, method, path, params, url);
    if (answer.status < 500) fake.idempotent.set(`${path}\n${key}`, answer);
    return answer;
  }
  return route(fake, method, path, params, url);
}

function route(fake: FakeApiState, method: string, path: string, params: Record<string, FormValue>, url: URL): Answer {
  const one = /^\/v1\/([a-z_/]+?)\/([A-Za-z0-9_]+)$/.exec(path);
  if (method === "POST" && path === "/v1/checkout/sessions") return createSession(fake, params);
  if (method === "GET" && path === "/v1/checkout/sessions") {
    const intent = field(params, "payment_intent");
    return listOf(fake, "checkout.session", params, url, (session) => !intent || session.payment_intent === intent);
  }
  const expiring = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)\/expire$/.exec(path);
  if (method === "POST" && expiring) return expireSession(fake, expiring[1]!);
  if (method === "GET" && path === "/v1/invoices") return listOf(fake, "invoice", params, url);
  if (method === "GET" && path === "/v1/invoice_payments") {
    const invoice = field(params, "invoice");
    const intent = field(params, "payment", "payment_intent");
    return listOf(fake, "invoice_payment", params, url, (payment) => {
      const paid = payment.payment as { payment_intent: string };
      return (!invoice || payment.invoice === invoice) && (!intent || paid.payment_intent === intent);
    });
  }
  if (method === "POST" && path === "/v1/billing_portal/sessions") {
    const customer = field(params, "customer");
    if (!fake.get(customer)) return error(400, `No such customer: '${customer}'`, "customer");
    const made = portalSession(customer, field(params, "return_url"), "", fake.now(), field(params, "locale") || null);
    made.url = fake.options.portalUrl(made.id);
    return { status: 200, body: fake.put(made as StripeObject) };
  }
  if (method === "POST" && path === "/v1/refunds") {
    const intent = field(params, "payment_intent");
    const amount = field(params, "amount");
    void fake.refund(intent, amount ? Number(amount) : undefined);
    return { status: 200, body: { id: `re_${intent}`, object: "refund", payment_intent: intent, status: "succeeded" } };
  }
  if (one && (method === "GET" || method === "DELETE")) {
    const found = fake.get(one[2]!);
    if (!found) return error(404, `No such ${one[1]!.replace(/s$/, "").replace("/", " ")}: '${one[2]}'`, "id");
    if (method === "DELETE" && found.object === "subscription") void fake.cancel(found.id);
    return { status: 200, body: found };
  }
  return error(404, `Unrecognized request URL (${method}: ${path}).`);
}

function listOf(
  fake: FakeApiState,
  kind: string,
  params: Record<string, FormValue>,
  url: URL,
  keep: (object: StripeObject) => boolean = () => true,
): Answer {
  const since = Number(field(params, "created", "gte") || 0);
  const limit = Math.min(100, Number(field(params, "limit") || 10));
  const after = field(params, "starting_after");
  // Newest first, as Stripe lists.
  let all = fake
    .all(kind)
    .filter((object) => object.created >= since && keep(object))
    .reverse();
  if (after) all = all.slice(all.findIndex((object) => object.id === after) + 1);
  return { status: 200, body: list(all.slice(0, limit), url.pathname, all.length > limit) };
}

function createSession(fake: FakeApiState, params: Record<string, FormValue>): Answer {
  const mode = field(params, "mode");
  if (mode !== "payment" && mode !== "subscription") return error(400, "Invalid mode", "mode");
  const price = (name: string) => field(params, "line_items", 0, "price_data", name);
  // The total, as Stripe adds it up: each line's unit amount times its quantity (a paid registration's two children).
  const lines = Array.isArray(params.line_items) ? params.line_items : [];
  const amount = lines.reduce<number>(
    (sum, line) => sum + Number(field(line, "price_data", "unit_amount")) * Number(field(line, "quantity") || 1),
    0,
  );
  const currency = price("currency");
  if (!Number.isInteger(amount) || amount < MINIMUM_CHARGE) {
    return error(
      400,
      "The Checkout Session's total amount due must add up to at least $0.50 usd",
      "line_items[0][price_data][unit_amount]",
    );
  }
  if (amount > 99_999_999)
    return error(400, "Amount must be no more than $999,999.99", "line_items[0][price_data][unit_amount]");
  for (const required of ["success_url", "cancel_url"]) {
    if (!field(params, required)) return error(400, `Missing required param: ${required}.`, required);
  }
  const interval = field(params, "line_items", 0, "price_data", "recurring", "interval");
  if (mode === "subscription" && interval !== "week" && interval !== "month") {
    return error(400, "Recurring prices need an interval", "line_items[0][price_data][recurring][interval]");
  }
  const anchor = Number(field(params, "subscription_data", "billing_cycle_anchor") || 0);
  const expiresAt = Number(field(params, "expires_at") || 0);
  // Stripe's window for expires_at: from 30 minutes to 24 hours after the session is made.
  if (expiresAt && (expiresAt < fake.now() + 30 * 60 || expiresAt > fake.now() + 24 * 3600)) {
    return error(
      400,
      "The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.",
      "expires_at",
    );
  }
  const session = fake.createSession({
    mode,
    amount,
    currency,
    name: field(params, "line_items", 0, "price_data", "product_data", "name"),
    email: field(params, "customer_email"),
    metadata: metadataOf((params.metadata as FormValue) ?? {}),
    subscriptionMetadata: metadataOf((params.subscription_data as Record<string, FormValue> | undefined)?.metadata),
    paymentMetadata: metadataOf((params.payment_intent_data as Record<string, FormValue> | undefined)?.metadata),
    successUrl: field(params, "success_url"),
    cancelUrl: field(params, "cancel_url"),
    clientReferenceId: field(params, "client_reference_id") || null,
    locale: field(params, "locale") || null,
    recurring:
      mode === "subscription"
        ? {
            interval: interval as "week" | "month",
            intervalCount: Number(field(params, "line_items", 0, "price_data", "recurring", "interval_count") || 1),
          }
        : null,
    anchor: anchor || null,
    expiresAt: expiresAt || null,
  });
  return { status: 200, body: session };
}

/** POST /v1/checkout/sessions/:id/expire: an open session, expired now (its webhook sent); any other refused. */
function expireSession(fake: FakeApiState, id: string): Answer {
  const session = fake.get(id);
  if (!session || session.object !== "checkout.session") return error(404, `No such checkout.session: '${id}'`, "id");
  if (session.status !== "open") return error(400, 'Only Checkout Sessions with a status in ["open"] can be expired.');
  void fake.expire(id);
  return { status: 200, body: session };
}
