import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { FakeStripe } from "~/features/giving/stripe/fake/fake-stripe";

/**
 * The fake Stripe (app/features/giving/stripe/fake, the demo's own) served
 * over HTTP on 127.0.0.1 for the tests, so the real `stripe` library talks to
 * it through STRIPE_API_URL. Its checkout "pays" when a test calls
 * `fake.pay(sessionId)`, or a browser presses Pay on its hosted page
 * (GET /c/pay/<id>, which POSTs there); its events are signed with
 * the library's generateTestHeaderString and sent to `deliver` (the site's
 * POST /give/webhook, or a test's own function).
 */

export const FAKE_SECRET_KEY = "sk_test_fake_0123456789abcdef";
export const FAKE_WEBHOOK_SECRET = "whsec_fake_0123456789abcdef";

export interface FakeStripeServer {
  url: string;
  fake: FakeStripe;
  /** Where events go: set to a function, or to the site's webhook address. */
  deliverTo(target: string | ((payload: string, signature: string) => Promise<void>)): void;
  close(): Promise<void>;
}

export async function startFakeStripe(options: { now?: () => number } = {}): Promise<FakeStripeServer> {
  let target: string | ((payload: string, signature: string) => Promise<void>) | undefined;
  let base = "";
  const fake = new FakeStripe({
    webhookSecret: FAKE_WEBHOOK_SECRET,
    checkoutUrl: (id) => `${base}/c/pay/${id}`,
    portalUrl: (id) => `${base}/p/session/${id}`,
    now: options.now,
    deliver: async (payload, signature) => {
      if (typeof target === "function") return target(payload, signature);
      if (!target) return;
      await fetch(target, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
        body: payload,
      });
    },
  });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", base);
      const paying = /^\/c\/pay\/([\w]+)$/.exec(url.pathname);
      if (paying && req.method === "GET") {
        const page = checkoutPage(fake, paying[1]!);
        res.writeHead(page ? 200 : 404, { "Content-Type": "text/html; charset=utf-8" }).end(page ?? "");
        return;
      }
      if (paying && req.method === "POST") {
        fake.pay(paying[1]!).then(
          (to) => res.writeHead(303, { Location: to }).end(),
          () => res.writeHead(404).end(),
        );
        return;
      }
      fake
        .fetch(url, {
          method: req.method,
          headers: req.headers as Record<string, string>,
          body: Buffer.concat(chunks).toString(),
        })
        .then(async (answer) => {
          res.writeHead(answer.status, { "Content-Type": "application/json" });
          res.end(await answer.text());
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    fake,
    deliverTo(next) {
      target = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (letter) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[letter]!);

/** The hosted Checkout page of an open session: what it charges, Pay, and Stripe's back link to the cancel URL. */
function checkoutPage(fake: FakeStripe, sessionId: string): string | null {
  const session = fake.get(sessionId);
  if (!session || session.status !== "open") return null;
  const amount = `${((session.amount_total as number) / 100).toFixed(2)} ${String(session.currency).toUpperCase()}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Checkout</title></head>
<body><main><h1>Fake Checkout</h1><p>${escape(amount)} from ${escape(String(session.customer_email))}</p>
<form method="post"><button type="submit">Pay ${escape(amount)}</button></form>
<p><a href="${escape(String(session.cancel_url))}">Back</a></p></main></body></html>`;
}
