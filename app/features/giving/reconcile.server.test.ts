import { afterEach, beforeEach, expect, test } from "vitest";
import type { FakeStripeServer } from "../../../tests/fakes/stripe-server";
import { reconcileGiving } from "./reconcile.server";
import { freshGiving, give, giftRows, queued, recurringRows, sessionIdOf, tearDownGiving } from "./test-support";
import { GIVING_RECEIPT_TOPIC } from "./topics";

let stripe: FakeStripeServer;
beforeEach(async () => {
  stripe = await freshGiving();
});
afterEach(() => tearDownGiving(stripe));

test("with no webhook at all, reconciliation records the gifts from Stripe's sessions and invoices, once", async () => {
  stripe.fake.dropWebhooks = true;
  await stripe.fake.pay(sessionIdOf(await give()));
  await stripe.fake.pay(sessionIdOf(await give({ frequency: "week", amountCents: 2500 })));
  await stripe.fake.payInvoice(stripe.fake.all("subscription")[0]!.id);
  expect(giftRows().map((gift) => gift.status)).toEqual(["pending"]);

  expect(await reconcileGiving()).toEqual({ sessions: 2, invoices: 2 });
  expect(giftRows().map((gift) => gift.status)).toEqual(["paid", "paid", "paid"]);
  expect(recurringRows()).toMatchObject([{ status: "active", frequency: "week" }]);
  expect(queued(GIVING_RECEIPT_TOPIC)).toHaveLength(3);

  // Again: nothing changes, nothing doubles.
  await reconcileGiving();
  expect(giftRows()).toHaveLength(3);
  expect(queued(GIVING_RECEIPT_TOPIC)).toHaveLength(3);
});
