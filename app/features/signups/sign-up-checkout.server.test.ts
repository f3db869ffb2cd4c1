import Stripe from "stripe";
import { afterEach, beforeEach, expect, test } from "vitest";
import type { ChurchContent } from "~/content/model";
import { setStripeForTests, STRIPE_API_VERSION } from "~/features/giving/stripe/client.server";
import { FakeStripe, type FakeStripeOptions } from "~/features/giving/stripe/fake/fake-stripe";
import { listGifts } from "~/features/giving/gifts.server";
import { registrationCheckoutHandlers } from "./paid-registrations.server";
import { registrationById } from "./registrations.server";
import { submitSignUp } from "./sign-up-submission.server";
import { EVENT, PAID_SETTINGS, queuedMail, restore, withEvent } from "./test-support";

/**
 * Issue 28.5 from the form: a priced sign-up is held 15 minutes and sent to Checkout (the shared Stripe
 * fake, in Stripe's shapes); Stripe's checkout.session.completed confirms it, its expiry frees the places;
 * the fee is never a gift.
 */

const NOW = Date.parse("2027-06-01T09:00:00-07:00");
const settings = PAID_SETTINGS;

let content: ChurchContent;
let fake: FakeStripe;
beforeEach(() => {
  content = withEvent(settings, "sign-up-checkout-test");
  fake = useFakeStripe(
    (id) => `https://checkout.example/${id}`,
    (id) => `https://portal.example/${id}`,
  );
});

/** Serves the site's Stripe client from a fake whose Checkout and portal pages are at these addresses; no webhooks. */
function useFakeStripe(checkoutUrl: FakeStripeOptions["checkoutUrl"], portalUrl: FakeStripeOptions["portalUrl"]) {
  const stripe = new FakeStripe({ webhookSecret: "whsec_test", checkoutUrl, portalUrl, now: () => NOW });
  stripe.dropWebhooks = true;
  setStripeForTests({
    client: new Stripe("sk_test_fake", {
      apiVersion: STRIPE_API_VERSION,
      httpClient: Stripe.createFetchHttpClient(stripe.fetch),
      maxNetworkRetries: 0,
    }),
    webhookSecret: "whsec_test",
  });
  return stripe;
}
afterEach(() => {
  setStripeForTests(null);
  restore();
});

function form(email: string, types: string[]): FormData {
  const data = new FormData();
  data.set("contactName", "Ana Ruiz");
  data.set("email", email);
  types.forEach((type, index) => {
    data.set(`person-${index + 1}-name`, `Kid ${index + 1}`);
    data.set(`person-${index + 1}-type`, type);
  });
  return data;
}

async function post(email: string, types: string[]) {
  return submitSignUp(form(email, types), {
    eventId: EVENT,
    now: NOW,
    language: "en",
    content,
    origin: "https://www.example.org",
  });
}

test("a priced sign-up is held 15 minutes and goes to Checkout; completed, it is confirmed with its e-mail, and no gift is made", async () => {
  const outcome = await post("ana@example.org", ["child", "helper"]);
  expect(outcome).toMatchObject({ ok: true, result: "checkout" });
  const url = (outcome as { url: string }).url;
  const session = fake.get(url.split("/").pop()!) as unknown as Stripe.Checkout.Session;
  expect(session.amount_total).toBe(2000);
  expect(session.metadata).toMatchObject({ purpose: "registration" });
  const id = session.metadata!.registration_id!;
  expect(registrationById(id)).toMatchObject({ status: "pending_payment", holdExpiresAt: NOW + 15 * 60_000 });

  await registrationCheckoutHandlers(() => content).completed!({
    ...session,
    payment_status: "paid",
    status: "complete",
  });
  expect(registrationById(id)?.status).toBe("confirmed");
  expect(
    queuedMail()
      .filter((mail) => mail.props.kind === "confirmed")
      .map((mail) => mail.to),
  ).toEqual(["ana@example.org"]);
  expect(listGifts({})).toEqual([]);
});

test("checkout.session.expired gives the places back", async () => {
  const outcome = await post("ana@example.org", ["child", "child"]);
  const session = fake.get((outcome as { url: string }).url.split("/").pop()!) as unknown as Stripe.Checkout.Session;
  const id = session.metadata!.registration_id!;
  await registrationCheckoutHandlers(() => content).expired!({ ...session, status: "expired" });
  expect(registrationById(id)?.status).toBe("expired");
  expect(await post("bo@example.org", ["child", "child"])).toMatchObject({ ok: true, result: "checkout" });
});

test("the demo's stand-in for Checkout, whose address is a path in the page's language, is sent to as an absolute address", async () => {
  // As demo.server.ts makes it: the site's own /es/give/demo-checkout for a Spanish page.
  useFakeStripe(
    (id, locale) => `${locale === "es" ? "/es" : ""}/give/demo-checkout?session=${id}`,
    () => "/give",
  );
  const outcome = await submitSignUp(form("lu@example.org", ["child"]), {
    eventId: EVENT,
    now: NOW,
    language: "es",
    content,
    origin: "https://www.example.org",
  });
  expect(outcome).toMatchObject({ ok: true, result: "checkout" });
  expect((outcome as { url: string }).url).toMatch(
    /^https:\/\/www\.example\.org\/es\/give\/demo-checkout\?session=cs_test_\w+$/,
  );
});
