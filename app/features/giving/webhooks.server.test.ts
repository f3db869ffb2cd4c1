import Stripe from "stripe";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { FAKE_WEBHOOK_SECRET, type FakeStripeServer } from "../../../tests/fakes/stripe-server";
import { givingDb } from "./gifts.server";
import { freshGiving, give, giftRows, queued, recurringRows, sessionIdOf, tearDownGiving } from "./test-support";
import { receiveWebhook } from "./stripe/webhook.server";
import { GIVING_PAYMENT_FAILED_TOPIC, GIVING_RECEIPT_TOPIC } from "./topics";

let stripe: FakeStripeServer;
beforeEach(async () => {
  stripe = await freshGiving();
});
afterEach(() => tearDownGiving(stripe));

const storedEvents = () => (givingDb().prepare("SELECT COUNT(*) AS n FROM stripe_events").get() as { n: number }).n;

describe("a one-time gift", () => {
  test("Checkout is asked for the gift with our id and facts; the paid session records it and queues its receipt once", async () => {
    const url = await give();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/c\/pay\/cs_test_/);
    const session = stripe.fake.get(sessionIdOf(url))!;
    expect(session).toMatchObject({ mode: "payment", customer_email: "ruth@example.org", amount_total: 5000 });
    expect(session.metadata).toMatchObject({ purpose: "gift", fund: "building", amount_cents: "5000", language: "en" });
    expect(giftRows()).toMatchObject([{ status: "pending", donor_email: "ruth@example.org" }]);

    await stripe.fake.pay(sessionIdOf(url));
    const [gift] = giftRows();
    expect(gift).toMatchObject({
      status: "paid",
      amount_cents: 5000,
      fee_cents: 0,
      fund_id: "building",
      language: "en",
    });
    expect(gift!.stripe_payment_intent_id).toMatch(/^pi_/);
    expect(queued(GIVING_RECEIPT_TOPIC)).toEqual([
      { dedupe_key: `giving.receipt:${gift!.id}`, payload: JSON.stringify({ giftId: gift!.id }) },
    ]);
  });

  test("every event again, twice: nothing doubles, each event is handled once", async () => {
    await stripe.fake.pay(sessionIdOf(await give()));
    const handled = storedEvents();
    for (const event of [...stripe.fake.events, ...stripe.fake.events]) await stripe.fake.redeliver(event.id);
    expect(storedEvents()).toBe(handled);
    expect(giftRows()).toHaveLength(1);
    expect(queued(GIVING_RECEIPT_TOPIC)).toHaveLength(1);
  });

  test("events out of order: the refund before the payment still ends refunded, with one receipt", async () => {
    stripe.fake.dropWebhooks = true;
    const url = await give({ feeCents: 181 });
    await stripe.fake.pay(sessionIdOf(url));
    const intent = stripe.fake.all("payment_intent")[0]!.id;
    await stripe.fake.refund(intent);
    stripe.fake.dropWebhooks = false;
    for (const event of [...stripe.fake.events].reverse()) await stripe.fake.redeliver(event.id);
    expect(giftRows()).toMatchObject([
      { status: "refunded", refunded_cents: 5181, amount_cents: 5000, fee_cents: 181 },
    ]);
    expect(queued(GIVING_RECEIPT_TOPIC)).toHaveLength(1);
  });

  test("a partial refund, then the rest", async () => {
    await stripe.fake.pay(sessionIdOf(await give()));
    const intent = stripe.fake.all("payment_intent")[0]!.id;
    await stripe.fake.refund(intent, 2000);
    expect(giftRows()).toMatchObject([{ status: "partially_refunded", refunded_cents: 2000 }]);
    await stripe.fake.refund(intent);
    expect(giftRows()).toMatchObject([{ status: "refunded", refunded_cents: 5000 }]);
  });

  test("an expired checkout leaves nothing about the donor behind", async () => {
    const url = await give();
    await stripe.fake.expire(sessionIdOf(url));
    expect(giftRows()).toEqual([]);
  });
});

describe("signatures", () => {
  test("an unsigned, a badly signed and a replayed-with-another-body event answer 400 and record nothing", async () => {
    const url = await give();
    stripe.fake.dropWebhooks = true;
    await stripe.fake.pay(sessionIdOf(url));
    const payload = JSON.stringify(stripe.fake.events.at(-1));
    const wrong = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" });
    const good = Stripe.webhooks.generateTestHeaderString({ payload, secret: FAKE_WEBHOOK_SECRET });
    const old = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: FAKE_WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(await receiveWebhook(payload, undefined)).toEqual({ status: 400 });
    expect(await receiveWebhook(payload, wrong)).toEqual({ status: 400 });
    expect(await receiveWebhook(payload, old)).toEqual({ status: 400 });
    expect(await receiveWebhook(payload.replace("5000", "9000"), good)).toEqual({ status: 400 });
    expect(storedEvents()).toBe(0);
    expect(giftRows()).toMatchObject([{ status: "pending" }]);
    expect(await receiveWebhook(payload, good)).toEqual({ status: 200, outcome: "handled" });
    expect(giftRows()).toMatchObject([{ status: "paid" }]);
  });
});

describe("a monthly gift", () => {
  test("set up, two invoices paid and one failed: three gifts, one receipt each, one kind e-mail, then a refund", async () => {
    const url = await give({ frequency: "month", amountCents: 10000, feeCents: 330, fundId: "general" });
    const session = stripe.fake.get(sessionIdOf(url))!;
    expect(session).toMatchObject({ mode: "subscription", amount_total: 10330 });
    await stripe.fake.pay(session.id);
    const subscription = stripe.fake.all("subscription")[0]!.id;
    expect(recurringRows()).toMatchObject([
      {
        status: "active",
        amount_cents: 10000,
        fee_cents: 330,
        frequency: "month",
        stripe_subscription_id: subscription,
      },
    ]);
    await stripe.fake.payInvoice(subscription);
    const failed = await stripe.fake.payInvoice(subscription, { fail: true });
    const gifts = giftRows();
    expect(gifts.map((gift) => gift.status).sort()).toEqual(["failed", "paid", "paid"]);
    expect(gifts.every((gift) => gift.amount_cents === 10000 && gift.fee_cents === 330)).toBe(true);
    const failedGift = gifts.find((gift) => gift.status === "failed")!;
    expect(failedGift.stripe_invoice_id).toBe(failed);
    expect(recurringRows()).toMatchObject([{ status: "past_due" }]);
    expect(queued(GIVING_RECEIPT_TOPIC)).toHaveLength(2);
    expect(queued(GIVING_PAYMENT_FAILED_TOPIC)).toEqual([
      { dedupe_key: `giving.payment-failed:${failedGift.id}`, payload: JSON.stringify({ giftId: failedGift.id }) },
    ]);

    // The card is updated and Stripe's retry of that invoice is paid: the failed gift becomes paid.
    for (const event of stripe.fake.events) await stripe.fake.redeliver(event.id);
    expect(queued(GIVING_PAYMENT_FAILED_TOPIC)).toHaveLength(1);

    const second = stripe.fake.all("invoice_payment")[1]!;
    await stripe.fake.refund((second.payment as { payment_intent: string }).payment_intent);
    expect(giftRows().find((gift) => gift.stripe_invoice_id === second.invoice)).toMatchObject({
      status: "refunded",
      refunded_cents: 10330,
    });

    await stripe.fake.cancel(subscription);
    expect(recurringRows()).toMatchObject([{ status: "cancelled" }]);
    // A late "updated" never brings a cancelled gift back.
    await stripe.fake.redeliver(stripe.fake.events.find((event) => event.type === "customer.subscription.updated")!.id);
    expect(recurringRows()).toMatchObject([{ status: "cancelled" }]);
  });

  test("starting on a later date: no gift until that day's invoice", async () => {
    const url = await give({ frequency: "2weeks", startDate: "2099-01-04" });
    await stripe.fake.pay(sessionIdOf(url));
    expect(giftRows()).toEqual([]);
    expect(recurringRows()).toMatchObject([{ status: "active", frequency: "2weeks", start_date: "2099-01-04" }]);
    const item = (stripe.fake.all("subscription")[0]!.items as { data: { price: { recurring: object } }[] }).data[0]!;
    expect(item.price.recurring).toMatchObject({ interval: "week", interval_count: 2 });
  });
});
