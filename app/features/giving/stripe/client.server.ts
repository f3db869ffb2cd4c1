import Stripe from "stripe";
import { getEnv } from "~/server/env.server";

/**
 * The one Stripe client of the site (issue 30): gifts and paid event
 * registrations both go through it. The maintained `stripe` library (Node 20
 * or later) with its API version pinned here, so a library upgrade never
 * changes the shapes we read without a change to this line.
 *
 * Credentials come from STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET and never
 * leave the server (no log, no page). STRIPE_API_URL sends the calls to a
 * proxy or a fake. Without a key, the bundled demo church (or DEMO=1) runs on
 * the built-in imitation of Stripe (fake-stripe.server.ts), in process: no
 * network, no money (docs/decisions/035-demo-giving-against-a-built-in-stripe.md).
 */

export const STRIPE_API_VERSION = "2026-10-28.endive" as const;

/** The demo's key and signing secret: not secrets, they open nothing but the in-process imitation. */
export const DEMO_SECRET_KEY = "sk_test_demo_giving";
export const DEMO_WEBHOOK_SECRET = "whsec_demo_giving";

/** A fetch that answers for Stripe: the demo's in-process imitation, set by the composition root. */
type StripeFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
let demoFetch: StripeFetch | undefined;
let client: Stripe | undefined;
let override: { client: Stripe; webhookSecret: string } | undefined;

/** The demo: the client's calls answered in process by `fetchImpl` (the built-in imitation). */
export function answerWithDemoStripe(fetchImpl: StripeFetch): void {
  demoFetch = fetchImpl;
  client = undefined;
}

/** Whether the site can take payments at all: a key, or the demo. */
export function stripeAvailable(): boolean {
  const mode = getEnv().stripe;
  return mode === "live" || (mode === "demo" && demoFetch !== undefined) || override !== undefined;
}

/** The client for this process's settings. Throws when Stripe is off (no key, not the demo). */
export function stripeClient(): Stripe {
  if (override) return override.client;
  if (client) return client;
  const env = getEnv();
  const common = { apiVersion: STRIPE_API_VERSION, maxNetworkRetries: 2, timeout: 10_000, telemetry: false };
  if (env.stripe === "live" && env.STRIPE_SECRET_KEY) {
    client = new Stripe(env.STRIPE_SECRET_KEY, { ...common, ...hostOf(env.STRIPE_API_URL) });
  } else if (env.stripe === "demo" && demoFetch) {
    client = new Stripe(DEMO_SECRET_KEY, { ...common, httpClient: Stripe.createFetchHttpClient(demoFetch) });
  } else {
    throw new Error("Stripe is off: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
  }
  return client;
}

/** The webhook endpoint's signing secret (the demo's own in demo mode). */
export function webhookSecret(): string {
  if (override) return override.webhookSecret;
  const env = getEnv();
  if (env.stripe === "live" && env.STRIPE_WEBHOOK_SECRET) return env.STRIPE_WEBHOOK_SECRET;
  if (env.stripe === "demo") return DEMO_WEBHOOK_SECRET;
  throw new Error("Stripe is off: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
}

/** A test key (sk_test_…, and the demo's): no real money moves, and the pages say so. */
export function stripeTestMode(): boolean {
  const env = getEnv();
  return env.stripe !== "live" || !/^(sk|rk)_live_/.test(env.STRIPE_SECRET_KEY ?? "");
}

/** Tests only: this client and secret instead of the settings' (null puts the settings back). */
export function setStripeForTests(replacement: { client: Stripe; webhookSecret: string } | null): void {
  override = replacement ?? undefined;
  client = undefined;
}

/**
 * Where the site's forms send a donor on to (the pages' CSP form-action, which
 * browsers check on a post's redirect too): Stripe's hosted Checkout and
 * customer portal, and STRIPE_API_URL's origin (a fake serves its own
 * Checkout page there). None in the demo: its Checkout is the site's own page.
 */
export function stripeFormTargets(): string[] {
  const env = getEnv();
  if (env.stripe !== "live") return [];
  const stripe = ["https://checkout.stripe.com", "https://billing.stripe.com"];
  return env.STRIPE_API_URL ? [...stripe, new URL(env.STRIPE_API_URL).origin] : stripe;
}

/** STRIPE_API_URL as the library takes it: host, port and protocol (its paths are always /v1/…). */
export function hostOf(apiUrl: string | undefined): { host?: string; port?: number; protocol?: "http" | "https" } {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: Number(url.port || (protocol === "http" ? 80 : 443)), protocol };
}

export type { Stripe };
