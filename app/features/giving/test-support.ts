import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { StripeGiving } from "~/content/schema";
import { getContent } from "~/server/content.server";
import { closeDb } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";
import { outboxDb } from "~/server/outbox.server";
import {
  FAKE_SECRET_KEY,
  FAKE_WEBHOOK_SECRET,
  startFakeStripe,
  type FakeStripeServer,
} from "../../../tests/fakes/stripe-server";
import { GIFT_PURPOSE, giftHandlers } from "./gift-events.server";
import type { GiftRequest } from "./give-form.server";
import { givingDb } from "./gifts.server";
import { startGift } from "./start-gift.server";
import { setStripeForTests } from "./stripe/client.server";
import { registerCheckoutPurpose } from "./stripe/events.server";
import { receiveWebhook } from "./stripe/webhook.server";

/**
 * For the giving tests: a fresh DATA_DIR, the real `stripe` library pointed
 * at the fake over HTTP (STRIPE_API_URL), the gift handlers registered and
 * the fake's events delivered to the webhook code (or held back).
 */

export const giving = getContent().giving as StripeGiving;

export async function freshGiving(): Promise<FakeStripeServer> {
  closeDb();
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "giving-test-"));
  const server = await startFakeStripe();
  process.env.STRIPE_SECRET_KEY = FAKE_SECRET_KEY;
  process.env.STRIPE_WEBHOOK_SECRET = FAKE_WEBHOOK_SECRET;
  process.env.STRIPE_API_URL = server.url;
  resetEnvForTests();
  setStripeForTests(null);
  registerCheckoutPurpose(GIFT_PURPOSE, giftHandlers);
  server.deliverTo(async (payload, signature) => {
    await receiveWebhook(payload, signature);
  });
  return server;
}

export async function tearDownGiving(server: FakeStripeServer): Promise<void> {
  await server.close();
  closeDb();
  for (const name of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_URL"]) delete process.env[name];
  resetEnvForTests();
}

export const ONCE: GiftRequest = {
  amountCents: 5000,
  feeCents: 0,
  fundId: "building",
  frequency: "once",
  startDate: "2026-11-26",
  note: null,
  name: "Ruth Moreno",
  email: "ruth@example.org",
};

export async function give(gift: Partial<GiftRequest> = {}, language: "en" | "es" = "en"): Promise<string> {
  const content = getContent();
  return startGift(
    { ...ONCE, ...gift },
    {
      giving,
      church: {
        name: content.church.name,
        timeZone: content.church.locale.timeZone,
        country: "US",
        defaultLanguage: "en",
      },
      language,
      origin: "https://www.redwoodcoast.example",
      now: Date.now(),
    },
  );
}

export const sessionIdOf = (checkoutUrl: string) => checkoutUrl.split("/").pop()!;

export function giftRows() {
  return givingDb().prepare("SELECT * FROM gifts ORDER BY created_at, id").all() as Record<string, unknown>[];
}

export function recurringRows() {
  return givingDb().prepare("SELECT * FROM recurring_gifts").all() as Record<string, unknown>[];
}

export function queued(topic: string) {
  return outboxDb().prepare("SELECT dedupe_key, payload FROM outbox WHERE topic = ?").all(topic) as {
    dedupe_key: string;
    payload: string;
  }[];
}
