import { expect, type APIRequestContext } from "@playwright/test";
import Database from "better-sqlite3";
import { randomUUID } from "node:crypto";
import path from "node:path";

/**
 * For the giving journeys (give-donor.spec.ts, admin-giving.spec.ts): gifts
 * written into the e2e server's database as the Stripe side records them
 * (app/features/giving/gifts.server.ts), and the giving outbox topics
 * enqueued as it enqueues them, so a journey can start from a donor's
 * history. The server's worker picks the outbox rows up (it polls).
 */

/** The server makes its giving tables on first use: a request for a link with an address that gives nothing. */
export async function ensureGivingTables(request: APIRequestContext, baseURL: string): Promise<void> {
  const response = await request.post("/give/manage", {
    form: { email: "nobody-gives@example.org" },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
}

function database(): Database.Database {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, "site.db"));
  db.pragma("busy_timeout = 5000");
  return db;
}

export interface GiftSeed {
  email: string;
  name?: string;
  fund?: string;
  amountCents: number;
  feeCents?: number;
  frequency?: "once" | "week" | "2weeks" | "month";
  recurringId?: string;
  status?: "paid" | "failed" | "refunded" | "partially_refunded";
  refundedCents?: number;
  paidAt: Date;
  language?: "en" | "es";
}

export function seedGifts(gifts: GiftSeed[]): string[] {
  const db = database();
  try {
    const insert = db.prepare(
      `INSERT INTO gifts (id, donor_email, donor_name, fund_id, amount_cents, fee_cents, currency, frequency, recurring_id,
         status, refunded_cents, stripe_customer_id, stripe_payment_intent_id, live_mode, language, created_at, paid_at)
       VALUES (?, ?, ?, ?, ?, ?, 'usd', ?, ?, ?, ?, 'cus_e2e', ?, 0, ?, ?, ?)`,
    );
    return gifts.map((gift) => {
      const id = `gift_${randomUUID()}`;
      const status = gift.status ?? "paid";
      insert.run(
        id,
        gift.email,
        gift.name ?? "Ann Lee",
        gift.fund ?? "general",
        gift.amountCents,
        gift.feeCents ?? 0,
        gift.frequency ?? "once",
        gift.recurringId ?? null,
        status,
        gift.refundedCents ?? 0,
        `pi_${id}`,
        gift.language ?? "en",
        gift.paidAt.getTime(),
        status === "failed" ? null : gift.paidAt.getTime(),
      );
      return id;
    });
  } finally {
    db.close();
  }
}

export function seedMonthlyGift(email: string, amountCents: number, language: "en" | "es" = "en"): string {
  const db = database();
  const id = `rec_${randomUUID()}`;
  try {
    db.prepare(
      `INSERT INTO recurring_gifts (id, donor_email, donor_name, fund_id, amount_cents, fee_cents, frequency, start_date, status,
         stripe_subscription_id, stripe_customer_id, language, created_at, updated_at)
       VALUES (?, ?, 'Ann Lee', 'general', ?, 0, 'month', '2026-01-01', 'active', ?, 'cus_e2e', ?, ?, ?)`,
    ).run(id, email, amountCents, `sub_${id}`, language, Date.now(), Date.now());
  } finally {
    db.close();
  }
  return id;
}

/** What the Stripe side does when a payment of a recurring gift fails: the topic, with the gift's id. */
export function enqueueGiftMail(
  topic: "giving.receipt" | "giving.payment-failed",
  giftId: string,
  source = "webhook",
): void {
  const db = database();
  try {
    db.prepare(
      `INSERT INTO outbox (topic, dedupe_key, payload, created_at, next_attempt_at, attempts)
       VALUES (?, ?, ?, ?, ?, 0)`,
    ).run(topic, `${topic}:${giftId}:${source}`, JSON.stringify({ giftId }), Date.now(), Date.now());
  } finally {
    db.close();
  }
}

/** A link of the site's in an e-mail's text, as a path on the site under test. */
export function linkIn(text: string | undefined, pathPattern: RegExp): string {
  const match = [...(text ?? "").matchAll(/https?:\/\/[^\s)\]>]+/g)]
    .map((found) => new URL(found[0]))
    .find((url) => pathPattern.test(url.pathname));
  expect(match, text).toBeTruthy();
  return `${match!.pathname}${match!.search}`;
}
