import Stripe from "stripe";
import { expect, test } from "vitest";
import { FakeStripe } from "./fake-stripe";

/**
 * The fake adds up a Checkout Session as Stripe does: every line's unit amount times its quantity. A paid
 * registration (issue 28) sends one line per attendee type with a quantity: two children at $20 are $40,
 * on the session, its hosted page and the payment it makes.
 */

test("a session's total is each line's unit amount times its quantity, and the payment is for the total", async () => {
  const fake = new FakeStripe({
    webhookSecret: "whsec_test",
    checkoutUrl: (id) => `https://checkout.example/${id}`,
    portalUrl: (id) => `https://portal.example/${id}`,
    deliver: async () => {},
  });
  const stripe = new Stripe("sk_test_fake", {
    httpClient: Stripe.createFetchHttpClient(fake.fetch),
    maxNetworkRetries: 0,
  });
  const line = (name: string, amount: number, quantity: number) => ({
    price_data: { currency: "usd", unit_amount: amount, product_data: { name } },
    quantity,
  });
  const session = await stripe.checkout.sessions.create({
    mode: "payment",
    line_items: [line("Camp: Child", 2000, 2), line("Camp: Helper", 500, 1)],
    success_url: "https://www.example.org/done",
    cancel_url: "https://www.example.org/back",
  });
  expect(session.amount_total).toBe(4500);
  expect(fake.facts(session.id)?.amount).toBe(4500);
  await fake.pay(session.id);
  const paid = await stripe.checkout.sessions.retrieve(session.id);
  expect(paid.payment_status).toBe("paid");
  expect((await stripe.paymentIntents.retrieve(paid.payment_intent as string)).amount).toBe(4500);

  // A single line without a quantity is one of it, as before.
  const gift = await stripe.checkout.sessions.create({
    mode: "payment",
    line_items: [{ price_data: { currency: "usd", unit_amount: 5000, product_data: { name: "Gift" } } }],
    success_url: "https://www.example.org/done",
    cancel_url: "https://www.example.org/back",
  });
  expect(gift.amount_total).toBe(5000);
});
