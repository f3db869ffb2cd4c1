import Stripe from "stripe";
import { afterEach, expect, test } from "vitest";
import { openCustomerPortal } from "./portal.server";
import { setStripeForTests, STRIPE_API_VERSION } from "./stripe/client.server";

/** A Stripe client whose calls `answer` takes, in the API's shapes (a Billing Portal session, an error). */
function stripeAnswering(answer: (url: URL, body: URLSearchParams) => Response) {
  const calls: { url: URL; body: URLSearchParams }[] = [];
  const client = new Stripe("sk_test_portal", {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 0,
    httpClient: Stripe.createFetchHttpClient(async (input, init) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      const body = new URLSearchParams(String(init?.body ?? ""));
      calls.push({ url, body });
      return answer(url, body);
    }),
  });
  setStripeForTests({ client, webhookSecret: "whsec_test" });
  return calls;
}

afterEach(() => setStripeForTests(null));

const RETURN = "https://www.redwoodcoast.example/give/my-giving?donor=d&exp=1&sig=s";

test("the donor's portal is a Billing Portal session for their customer, back to their page, in their language", async () => {
  const calls = stripeAnswering((url, body) =>
    Response.json({
      id: "bps_1Pq",
      object: "billing_portal.session",
      configuration: "bpc_1Pq",
      created: 1764180000,
      customer: body.get("customer"),
      flow: null,
      livemode: false,
      locale: body.get("locale"),
      on_behalf_of: null,
      return_url: body.get("return_url"),
      url: "https://billing.stripe.com/p/session/test_YWNjdF8x",
    }),
  );
  expect(await openCustomerPortal("cus_ann", RETURN, "es")).toBe("https://billing.stripe.com/p/session/test_YWNjdF8x");
  expect(calls).toHaveLength(1);
  expect(calls[0]!.url.pathname).toBe("/v1/billing_portal/sessions");
  expect(Object.fromEntries(calls[0]!.body)).toEqual({ customer: "cus_ann", return_url: RETURN, locale: "es" });
});

test("Stripe refusing or down: no portal, and no error for the page", async () => {
  stripeAnswering(() =>
    Response.json(
      { error: { type: "invalid_request_error", code: "resource_missing", message: "No such customer: 'cus_gone'" } },
      { status: 400 },
    ),
  );
  expect(await openCustomerPortal("cus_gone", RETURN, "en")).toBeNull();
});
