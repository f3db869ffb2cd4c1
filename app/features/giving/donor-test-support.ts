import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach } from "vitest";
import { getContent } from "~/server/content.server";
import { closeDb } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";
import { donorContentOf } from "./donor-content";
import { givingDb, type Frequency, type GiftStatus } from "./gifts.server";

/**
 * For the donor-side giving tests: gifts and recurring gifts written as give-core's store
 * keeps them (app/features/giving/gifts.server.ts), each field as Stripe's
 * events leave it. The mail server and the fresh DATA_DIR are the visit tests'
 * (app/features/visits/test-support.ts).
 */

export const content = donorContentOf(getContent())!;
/** Rendering a PDF or e-mails through a real SMTP server can take seconds on a busy machine. */
export const SLOW_MACHINE_MS = 30_000;
export const NOW = Date.parse("2026-11-26T18:00:00Z");

/** A fresh DATA_DIR (an empty database) before each test of the file. */
export function withFreshData(): void {
  beforeEach(() => {
    closeDb();
    process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "giving-"));
    resetEnvForTests();
  });
  afterAll(() => closeDb());
}

export interface GiftSeed {
  id?: string;
  email: string;
  name?: string;
  fund?: string;
  amountCents: number;
  feeCents?: number;
  frequency?: Frequency;
  recurringId?: string | null;
  note?: string | null;
  status?: GiftStatus;
  refundedCents?: number;
  customer?: string | null;
  paidAt?: number | null;
  createdAt: number;
  language?: string;
  liveMode?: boolean;
}

export function seedGift(seed: GiftSeed): string {
  const id = seed.id ?? `gift_${randomUUID()}`;
  const status = seed.status ?? "paid";
  givingDb()
    .prepare(
      `INSERT INTO gifts (id, donor_email, donor_name, fund_id, amount_cents, fee_cents, currency, frequency, recurring_id,
         note, status, refunded_cents, stripe_customer_id, stripe_payment_intent_id, live_mode, language, created_at, paid_at)
       VALUES (?, ?, ?, ?, ?, ?, 'usd', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      seed.email,
      seed.name ?? "Ann Lee",
      seed.fund ?? "general",
      seed.amountCents,
      seed.feeCents ?? 0,
      seed.frequency ?? "once",
      seed.recurringId ?? null,
      seed.note ?? null,
      status,
      seed.refundedCents ?? 0,
      seed.customer ?? "cus_demo_ann",
      `pi_${id}`,
      seed.liveMode ? 1 : 0,
      seed.language ?? "en",
      seed.createdAt,
      seed.paidAt === undefined ? (status === "pending" || status === "failed" ? null : seed.createdAt) : seed.paidAt,
    );
  return id;
}

export function seedRecurring(seed: {
  id?: string;
  email: string;
  fund?: string;
  amountCents: number;
  frequency?: Exclude<Frequency, "once">;
  status?: "pending" | "active" | "past_due" | "cancelled";
  customer?: string;
  createdAt: number;
  language?: string;
}): string {
  const id = seed.id ?? `rec_${randomUUID()}`;
  givingDb()
    .prepare(
      `INSERT INTO recurring_gifts (id, donor_email, donor_name, fund_id, amount_cents, fee_cents, frequency, start_date, status,
         stripe_subscription_id, stripe_customer_id, language, created_at, updated_at)
       VALUES (?, ?, 'Ann Lee', ?, ?, 0, ?, '2026-01-01', ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      seed.email,
      seed.fund ?? "general",
      seed.amountCents,
      seed.frequency ?? "month",
      seed.status ?? "active",
      `sub_${id}`,
      seed.customer ?? "cus_demo_ann",
      seed.language ?? "en",
      seed.createdAt,
      seed.createdAt,
    );
  return id;
}
