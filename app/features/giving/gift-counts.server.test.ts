import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, expect, test } from "vitest";
import { closeDb } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";
import { giftCountsBetween } from "./gift-counts.server";
import { markGiftFailed, markGiftPaid, markGiftRefunded, type GiftFacts } from "./gift-records.server";

/** Issue 47: gifts as Insights counts them, each once however often Stripe tells of it, refunds taken off. */

const ZONE = "America/Los_Angeles";
const SUNDAY = Date.parse("2027-03-07T18:00:00Z"); // 10:00 on Sunday, March 7, in the church's zone
const DAY = 86_400_000;

beforeEach(() => {
  closeDb();
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "gift-counts-"));
  resetEnvForTests();
});

function gift(id: string, amountCents: number, language = "en"): GiftFacts {
  return {
    id,
    donorEmail: `${id}@example.org`,
    donorName: "Ruth Moreno",
    fundId: "general",
    amountCents,
    feeCents: 0,
    currency: "usd",
    frequency: "once",
    recurringId: null,
    note: null,
    language,
    liveMode: false,
    createdAt: SUNDAY - 60_000,
  };
}

test("a gift paid twice over (a webhook again, a reconciliation) is one gift; a refund comes off; a failure is none", () => {
  markGiftPaid(gift("g_one", 5000), { sessionId: "cs_1" }, SUNDAY, SUNDAY);
  markGiftPaid(gift("g_one", 5000), { sessionId: "cs_1" }, SUNDAY, SUNDAY + 1000);
  markGiftPaid(gift("g_two", 2500, "es"), { sessionId: "cs_2" }, SUNDAY + 2 * DAY, SUNDAY + 2 * DAY);
  markGiftRefunded("g_two", 500, false, "ch_2");
  markGiftPaid(gift("g_three", 10000), { sessionId: "cs_3" }, SUNDAY + 3 * DAY, SUNDAY + 3 * DAY);
  markGiftRefunded("g_three", 10000, true, "ch_3");
  markGiftFailed(gift("g_four", 7000), { invoiceId: "in_4" }, SUNDAY);
  expect(giftCountsBetween(SUNDAY - DAY, SUNDAY + 7 * DAY, ZONE)).toEqual([
    { day: "2027-03-07", language: "en", currency: "usd", gifts: 1, cents: 5000 },
    { day: "2027-03-09", language: "es", currency: "usd", gifts: 1, cents: 2000 },
  ]);
  // By the day it was paid, in the church's zone: the range's last instant is its own.
  expect(giftCountsBetween(SUNDAY + DAY, SUNDAY + 7 * DAY, ZONE).map((row) => row.day)).toEqual(["2027-03-09"]);
});
