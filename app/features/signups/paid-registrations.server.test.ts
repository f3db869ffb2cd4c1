import Stripe from "stripe";
import { afterEach, beforeEach, expect, test } from "vitest";
import type { ChurchContent } from "~/content/model";
import { setStripeForTests, STRIPE_API_VERSION } from "~/features/giving/stripe/client.server";
import { giftsByEmail, listGifts } from "~/features/giving/gifts.server";
import { confirmPaid, releaseLapsedCheckouts, startCheckout } from "./paid-registrations.server";
import { CHECKOUT_HOLD_MS } from "./registration-rows.server";
import { feeOf } from "./registration-fees.server";
import { registrationRow, registrationsDb } from "./registration-queries.server";
import { onPlacesFreed, placesLeft, registrationById, releaseExpiredHolds } from "./registrations.server";
import { signUp } from "./take-places.server";
import { EVENT, PAID_SETTINGS, queuedMail, restore, withEvent } from "./test-support";
import { offerOnceFreed } from "./waitlist.server";

/**
 * Paid registrations through the one Stripe module, against Stripe's
 * Checkout Session API as documented (create, retrieve, expire), answered
 * here in its shapes: the 15-minute hold, the release when it runs out
 * (the session expired at Stripe first), the confirmation once paid, and
 * nothing in the giving records.
 */

const NOW = Date.parse("2027-06-01T09:00:00-07:00");
const settings = PAID_SETTINGS;

type Session = Stripe.Checkout.Session;
const sessions = new Map<string, Session>();
const calls: string[] = [];
/** While true, Stripe cannot be reached (a connection refused). */
let stripeDown = false;

/** Stripe's answers to the three calls, in the API's shapes (https://docs.stripe.com/api/checkout/sessions). */
async function fakeStripe(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input instanceof Request ? input.url : input));
  const method = init?.method ?? "GET";
  calls.push(`${method} ${url.pathname}`);
  if (stripeDown) throw new TypeError("fetch failed");
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json", "request-id": "req_test" },
    });
  if (method === "POST" && url.pathname === "/v1/checkout/sessions") {
    const form = new URLSearchParams(String(init?.body ?? ""));
    const id = `cs_test_${sessions.size + 1}`;
    let total = 0;
    for (let index = 0; form.has(`line_items[${index}][quantity]`); index++) {
      total +=
        Number(form.get(`line_items[${index}][quantity]`)) *
        Number(form.get(`line_items[${index}][price_data][unit_amount]`));
    }
    const session = {
      id,
      object: "checkout.session",
      amount_total: total,
      currency: form.get("currency") ?? "usd",
      customer_email: form.get("customer_email"),
      client_reference_id: form.get("client_reference_id"),
      expires_at: Number(form.get("expires_at")),
      metadata: { registration_id: form.get("metadata[registration_id]"), purpose: form.get("metadata[purpose]") },
      mode: "payment",
      payment_status: "unpaid",
      status: "open",
      success_url: form.get("success_url"),
      cancel_url: form.get("cancel_url"),
      url: `https://checkout.stripe.com/c/pay/${id}`,
    } as unknown as Session;
    sessions.set(id, session);
    return json(session);
  }
  const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(url.pathname);
  const session = match ? sessions.get(match[1]!) : undefined;
  if (!session) return json({ error: { type: "invalid_request_error", message: "No such checkout.session" } }, 404);
  if (match![2]) {
    if (session.status !== "open") {
      return json(
        {
          error: {
            type: "invalid_request_error",
            message: "Only Checkout Sessions with a status in [open] can be expired.",
          },
        },
        400,
      );
    }
    session.status = "expired";
  }
  return json(session);
}

let content: ChurchContent;
let stopListening = () => {};
beforeEach(() => {
  content = withEvent(settings, "paid-test");
  sessions.clear();
  calls.length = 0;
  stripeDown = false;
  setStripeForTests({
    client: new Stripe("sk_test_fake", {
      apiVersion: STRIPE_API_VERSION,
      httpClient: Stripe.createFetchHttpClient(fakeStripe),
      maxNetworkRetries: 0,
    }),
    webhookSecret: "whsec_test",
  });
  stopListening = onPlacesFreed(offerOnceFreed(() => content));
});
afterEach(() => {
  stopListening();
  setStripeForTests(null);
  restore();
});

async function register(name: string, types: string[]) {
  const total = types.filter((type) => type === "child").length * 2000;
  const result = await signUp(
    {
      eventId: EVENT,
      occurrence: null,
      email: `${name}@example.org`,
      contactName: name,
      attendees: types.map((type, index) => ({ name: `${name} ${index}`, type })),
      answers: {},
      language: "en",
      clientKey: name,
      settings,
      amountCents: total,
      holdMinutes: 15,
    },
    NOW,
  );
  if (!result.ok) throw new Error("not signed up");
  return result.registration.id;
}

const paid = (session: Session): Session => ({ ...session, status: "complete", payment_status: "paid" }) as Session;

test("a priced sign-up goes to Checkout: a line per priced type, the places held 15 minutes; paid, it is confirmed once, with its confirmation", async () => {
  const ann = await register("ann", ["child", "helper"]);
  expect(feeOf(registrationRow(registrationsDb(), ann)!, content)).toBe(2000);
  const started = await startCheckout(ann, { content, now: NOW, origin: "https://www.example.org" });
  expect(started).toEqual({ ok: true, url: "https://checkout.stripe.com/c/pay/cs_test_1" });
  const session = sessions.get("cs_test_1")!;
  expect(session).toMatchObject({
    amount_total: 2000,
    metadata: { registration_id: ann, purpose: "registration" },
    customer_email: "ann@example.org",
  });
  // Stripe's shortest session is 30 minutes; the site's own hold is 15.
  expect(session.expires_at * 1000).toBeGreaterThanOrEqual(NOW + 30 * 60_000);
  expect(session.success_url).toMatch(
    /^https:\/\/www\.example\.org\/my-registration\?registration=.+&done=paid&session=\{CHECKOUT_SESSION_ID\}$/,
  );
  // Left unpaid, Checkout's back link says so on the registration's page.
  expect(session.cancel_url).toMatch(/^https:\/\/www\.example\.org\/my-registration\?registration=.+&done=unpaid$/);
  expect(registrationById(ann)).toMatchObject({
    status: "pending_payment",
    holdExpiresAt: NOW + CHECKOUT_HOLD_MS,
    amountCents: 2000,
    stripeSessionId: "cs_test_1",
  });

  expect(confirmPaid(paid(session), content, NOW + 60_000)).toBe(true);
  expect(confirmPaid(paid(session), content, NOW + 61_000)).toBe(false);
  expect(registrationById(ann)).toMatchObject({ status: "confirmed", amountCents: 2000 });
  const confirmations = queuedMail().filter((mail) => mail.props.kind === "confirmed");
  expect(confirmations).toHaveLength(1);
  expect(confirmations[0]!.props.registration.amountCents).toBe(2000);
  // A fee is not a gift: nothing reaches the giving records (statements and /admin/giving read them).
  expect(giftsByEmail("ann@example.org")).toEqual([]);
  expect(listGifts()).toEqual([]);
});

test("unpaid after 15 minutes: the session is expired at Stripe, then the places go to the waitlist; one paid meanwhile is confirmed", async () => {
  const ann = await register("ann", ["child", "child"]);
  const bea = await register("bea", ["child"]);
  expect(registrationById(bea)?.status).toBe("waitlisted");
  await startCheckout(ann, { content, now: NOW, origin: "https://www.example.org" });

  expect(await releaseLapsedCheckouts(NOW + CHECKOUT_HOLD_MS - 1, content)).toBe(0);
  expect(calls.filter((call) => call.endsWith("/expire"))).toEqual([]);
  expect(await releaseLapsedCheckouts(NOW + CHECKOUT_HOLD_MS, content)).toBe(1);
  expect(calls).toContain("POST /v1/checkout/sessions/cs_test_1/expire");
  expect(sessions.get("cs_test_1")!.status).toBe("expired");
  expect(registrationById(ann)?.status).toBe("expired");
  expect(registrationById(bea)?.status).toBe("offered");

  // Cal's checkout was paid just before its hold ran out, and the webhook has not come: Stripe says so, so it is confirmed.
  const cal = await register("cal", ["child"]);
  await startCheckout(cal, { content, now: NOW + CHECKOUT_HOLD_MS, origin: "https://www.example.org" });
  sessions.set("cs_test_2", paid(sessions.get("cs_test_2")!));
  expect(await releaseLapsedCheckouts(NOW + 2 * CHECKOUT_HOLD_MS, content)).toBe(0);
  expect(registrationById(cal)?.status).toBe("confirmed");
});

test("a checkout past its 15 minutes with Stripe unreachable keeps its places while a payment may still come; once its session has ended at Stripe they go to the waitlist", async () => {
  const ann = await register("ann", ["child", "child"]);
  await startCheckout(ann, { content, now: NOW, origin: "https://www.example.org" });
  stripeDown = true;

  const later = NOW + CHECKOUT_HOLD_MS + 60_000;
  expect(await releaseLapsedCheckouts(later, content)).toBe(0);
  expect(releaseExpiredHolds(later)).toBe(0);
  expect(registrationById(ann)?.status).toBe("pending_payment");
  expect(placesLeft(EVENT, null, later)).toBe(0);
  const bea = await register("bea", ["child"]);
  expect(registrationById(bea)?.status).toBe("waitlisted");

  // Stripe ends the session itself at its expires_at (31 minutes): no payment can come after it.
  const ended = sessions.get("cs_test_1")!.expires_at * 1000;
  expect(await releaseLapsedCheckouts(ended - 1, content)).toBe(0);
  expect(await releaseLapsedCheckouts(ended, content)).toBe(1);
  expect(registrationById(ann)?.status).toBe("expired");
  expect(registrationById(bea)?.status).toBe("offered");
});

test("paid after its 15 minutes while Stripe could not be told to close the session: confirmed into the places it kept, never over the capacity", async () => {
  const ann = await register("ann", ["child", "child"]);
  await startCheckout(ann, { content, now: NOW, origin: "https://www.example.org" });
  stripeDown = true;
  const later = NOW + CHECKOUT_HOLD_MS + 5 * 60_000;
  await releaseLapsedCheckouts(later, content);
  releaseExpiredHolds(later);
  const bea = await register("bea", ["child"]);
  expect(confirmPaid(paid(sessions.get("cs_test_1")!), content, later)).toBe(true);
  expect(registrationById(ann)?.status).toBe("confirmed");
  expect(registrationById(bea)?.status).toBe("waitlisted");
  expect(placesLeft(EVENT, null, later)).toBe(0);
});

test("a second press opens a new session and closes the earlier one, so only the session the hold follows can take a payment", async () => {
  const ann = await register("ann", ["child"]);
  await startCheckout(ann, { content, now: NOW, origin: "https://www.example.org" });
  await startCheckout(ann, { content, now: NOW + 5 * 60_000, origin: "https://www.example.org" });
  expect(sessions.get("cs_test_1")!.status).toBe("expired");
  expect(sessions.get("cs_test_2")!.status).toBe("open");
  expect(registrationById(ann)).toMatchObject({ status: "pending_payment", stripeSessionId: "cs_test_2" });
});
