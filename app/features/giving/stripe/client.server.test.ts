import { afterEach, expect, test } from "vitest";
import { resetEnvForTests } from "~/server/env.server";
import { stripeFormTargets } from "./client.server";

const NAMES = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_URL"] as const;

function settings(values: Partial<Record<(typeof NAMES)[number], string>>) {
  for (const name of NAMES) delete process.env[name];
  Object.assign(process.env, values);
  resetEnvForTests();
}

afterEach(() => settings({}));

test("the giving form may lead on to Stripe's Checkout and portal, and to the origin STRIPE_API_URL names", () => {
  settings({ STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" });
  expect(stripeFormTargets()).toEqual(["https://checkout.stripe.com", "https://billing.stripe.com"]);
  settings({
    STRIPE_SECRET_KEY: "sk_test_abc",
    STRIPE_WEBHOOK_SECRET: "whsec_abc",
    STRIPE_API_URL: "http://127.0.0.1:4242/",
  });
  expect(stripeFormTargets()).toContain("http://127.0.0.1:4242");
});

test("without a key (the demo's checkout is the site's own page) no other origin is allowed", () => {
  settings({});
  expect(stripeFormTargets()).toEqual([]);
});
