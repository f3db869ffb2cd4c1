import type Database from "better-sqlite3";
import { DAY_MS } from "~/server/housekeeping.server";
import { getDb } from "~/server/db.server";
import { donorLinksDb, forgetDonorLinks } from "./donor-links.server";
import { givingDb } from "./gifts.server";
import { churchYearBounds } from "./giving-format";
import { churchYear } from "./statements.server";

/**
 * What the privacy policy promises about donors (issue 30, item 8), kept by
 * code: the rules below are the numbers the policy states
 * (app/features/privacy/statements.ts), and giving-privacy.server.test.ts
 * holds the one to the other.
 *
 * - A gift record (name, address, amount, fund, date) is a tax record: US tax
 *   law asks a church to keep it, so it stays GIFT_RECORD_YEARS after the end
 *   of the church-zone year of the gift, then the daily clean-up deletes it.
 * - A checkout never paid is no record of anything: deleted after
 *   UNPAID_CHECKOUT_DAYS.
 * - Deletion on request (`data:forget`) removes all that the law lets go.
 */

export const GIFT_RECORD_YEARS = 7;
export const UNPAID_CHECKOUT_DAYS = 90;

export interface DonorForgetReport {
  /** Gifts whose donor's note was erased. */
  notesErased: number;
  /** Gifts never paid, or whose payment failed: no tax record, deleted. */
  unpaidGiftsDeleted: number;
  /** Recurring gifts stopped or never started, deleted. */
  recurringDeleted: number;
  /** Recurring gifts still running (the donor stops them first, from "Manage my giving"). */
  recurringKept: number;
  /** Received gifts kept as tax records (name, address, amount, fund, date). */
  giftRecordsKept: number;
  /** Links to "Manage my giving" and to statements, which stop working. */
  donorLinksDeleted: number;
}

/** Deletion on request, inside the caller's transaction. */
export function forgetDonor(db: Database.Database, address: string): DonorForgetReport {
  givingDb();
  donorLinksDb();
  const notesErased = db
    .prepare("UPDATE gifts SET note = NULL WHERE donor_email = ? AND note IS NOT NULL")
    .run(address).changes;
  const unpaidGiftsDeleted = db
    .prepare("DELETE FROM gifts WHERE donor_email = ? AND status IN ('pending', 'failed')")
    .run(address).changes;
  const recurringDeleted = db
    .prepare("DELETE FROM recurring_gifts WHERE donor_email = ? AND status IN ('pending', 'cancelled')")
    .run(address).changes;
  const recurringKept = (
    db.prepare("SELECT COUNT(*) AS n FROM recurring_gifts WHERE donor_email = ?").get(address) as { n: number }
  ).n;
  const giftRecordsKept = (
    db.prepare("SELECT COUNT(*) AS n FROM gifts WHERE donor_email = ?").get(address) as { n: number }
  ).n;
  return {
    notesErased,
    unpaidGiftsDeleted,
    recurringDeleted,
    recurringKept,
    giftRecordsKept,
    donorLinksDeleted: forgetDonorLinks(db, address),
  };
}

/**
 * The daily clean-up: gift records past their years, unpaid checkouts past
 * their days, stopped recurring gifts with no gift left, and the links of
 * addresses that no longer have any gift.
 */
export function deleteExpiredGiftRecords(now: number, timeZone: string): Record<string, number> {
  const db = givingDb();
  donorLinksDb();
  const keepFrom = churchYearBounds(churchYear(now, timeZone) - GIFT_RECORD_YEARS, timeZone).from;
  return getDb()
    .transaction(() => ({
      giftRecords: db.prepare("DELETE FROM gifts WHERE COALESCE(paid_at, created_at) < ?").run(keepFrom).changes,
      unpaidCheckouts: db
        .prepare("DELETE FROM gifts WHERE status = 'pending' AND created_at < ?")
        .run(now - UNPAID_CHECKOUT_DAYS * DAY_MS).changes,
      stoppedRecurring: db
        .prepare(
          `DELETE FROM recurring_gifts WHERE status IN ('cancelled', 'pending') AND updated_at < ?
           AND NOT EXISTS (SELECT 1 FROM gifts WHERE gifts.recurring_id = recurring_gifts.id)`,
        )
        .run(now - UNPAID_CHECKOUT_DAYS * DAY_MS).changes,
      donorLinks: db
        .prepare(
          `DELETE FROM donor_links WHERE NOT EXISTS (SELECT 1 FROM gifts WHERE gifts.donor_email = donor_links.donor_email)
           AND NOT EXISTS (SELECT 1 FROM recurring_gifts WHERE recurring_gifts.donor_email = donor_links.donor_email)`,
        )
        .run().changes,
    }))
    .immediate();
}
