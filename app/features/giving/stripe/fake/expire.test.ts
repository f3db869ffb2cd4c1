import Stripe from "stripe";
import { expect, test } from "vitest";
import { FakeStripe } from "./fake-stripe";

/**
 * The fake answers a Checkout Session's expiry as Stripe documents it (issue 28's 15-minute hold): expires_at
 * kept as asked within Stripe's 30 minutes to 24 hours, POST /v1/checkout/sessions/:id/expire for an open
 * session only, and the checkout.session.expired event sent to the webhook, signed.
 */

const NOW = Date.parse("2027-06-01T16:00:00Z");

function fakeStripe() {
  const delivered: Stripe.Event[] = [];
  const fake = new FakeStripe({
    webhookSecret: "whsec_test",
    checkoutUrl: (id) => `https://checkout.example/${id}`,
    portalUrl: (id) => `https://portal.example/${id}`,
    now: () => NOW,
    deliver: async (payload, signature) => {
      delivered.push(Stripe.webhooks.constructEvent(payload, signature, "whsec_test"));
    },
  });
  const stripe = new Stripe("sk_test_fake", {
    httpClient: Stripe.createFetchHttpClient(fake.fetch),
    maxNetworkRetries: 0,
  });
  return { fake, stripe, delivered };
}

const session = (expiresAt?: number): Stripe.Checkout.SessionCreateParams => ({
  mode: "payment",
  line_items: [
    { price_data: { currency: "usd", unit_amount: 2000, product_data: { name: "Camp: Child" } }, quantity: 1 },
  ],
  success_url: "https://www.example.org/done",
  cancel_url: "https://www.example.org/back",
  metadata: { registration_id: "r1" },
  ...(expiresAt ? { expires_at: expiresAt } : {}),
});

test("expires_at is kept as asked, and refused outside Stripe's 30 minutes to 24 hours", async () => {
  const { stripe } = fakeStripe();
  const asked = NOW / 1000 + 31 * 60;
  expect((await stripe.checkout.sessions.create(session(asked))).expires_at).toBe(asked);
  expect((await stripe.checkout.sessions.create(session())).expires_at).toBe(NOW / 1000 + 24 * 3600);
  await expect(stripe.checkout.sessions.create(session(NOW / 1000 + 15 * 60))).rejects.toMatchObject({
    type: "StripeInvalidRequestError",
    param: "expires_at",
  });
});

test("an open session is expired at once, its event sent; an expired one cannot be expired again", async () => {
  const { stripe, delivered } = fakeStripe();
  const made = await stripe.checkout.sessions.create(session(NOW / 1000 + 31 * 60));
  const expired = await stripe.checkout.sessions.expire(made.id);
  expect(expired.status).toBe("expired");
  expect((await stripe.checkout.sessions.retrieve(made.id)).status).toBe("expired");
  await expect.poll(() => delivered.map((event) => event.type)).toEqual(["checkout.session.expired"]);
  expect((delivered[0]!.data.object as Stripe.Checkout.Session).metadata).toEqual({ registration_id: "r1" });
  await expect(stripe.checkout.sessions.expire(made.id)).rejects.toMatchObject({ statusCode: 400 });
  await expect(stripe.checkout.sessions.expire("cs_test_nothing")).rejects.toMatchObject({ statusCode: 404 });
});
