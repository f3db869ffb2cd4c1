import { registrationById, registrationsDb } from "~/features/signups/registrations.server";
import { DAY_MS } from "~/server/housekeeping.server";
import { deliveriesDb, resultsOf } from "./deliveries.server";
import { subscriptionsDb } from "./subscriptions.server";

/**
 * The privacy policy's promises about notifications (issue 44, docs/decisions/074), kept by the daily
 * clean-up and by `npm run data:forget`: a subscription unused for SUBSCRIPTION_UNUSED_DAYS, or past the
 * expiry its browser gave, is deleted with its links; a link to a sign-up that is gone is dropped; a
 * notice's deliveries (subscription numbers and outcomes) are deleted DELIVERIES_KEPT_DAYS after it went,
 * their counts kept on the notice; notices themselves go after NOTICES_KEPT_DAYS, like the activity log.
 */

export const SUBSCRIPTION_UNUSED_DAYS = 180;
export const DELIVERIES_KEPT_DAYS = 30;
export const NOTICES_KEPT_DAYS = 365;

export function cleanUpPush(now: number): Record<string, number> {
  const db = deliveriesDb();
  return db
    .transaction(() => {
      const subscriptions = db
        .prepare("DELETE FROM push_subscriptions WHERE used_at < ? OR (expires_at IS NOT NULL AND expires_at <= ?)")
        .run(now - SUBSCRIPTION_UNUSED_DAYS * DAY_MS, now).changes;
      const links = db.prepare("SELECT DISTINCT registration_id FROM push_sign_ups").pluck().all() as string[];
      let signUpLinks = 0;
      for (const id of links)
        if (!registrationById(id))
          signUpLinks += db.prepare("DELETE FROM push_sign_ups WHERE registration_id = ?").run(id).changes;
      const finished = db
        .prepare(
          `SELECT id FROM push_notices WHERE finished_at IS NOT NULL AND finished_at < ? AND results_json IS NULL`,
        )
        .pluck()
        .all(now - DELIVERIES_KEPT_DAYS * DAY_MS) as string[];
      let deliveries = 0;
      for (const id of finished) {
        db.prepare("UPDATE push_notices SET results_json = ? WHERE id = ?").run(JSON.stringify(resultsOf(db, id)), id);
        deliveries += db.prepare("DELETE FROM push_deliveries WHERE notice_id = ?").run(id).changes;
      }
      const notices = db
        .prepare("DELETE FROM push_notices WHERE send_at < ? AND status IN ('sent', 'cancelled', 'expired')")
        .run(now - NOTICES_KEPT_DAYS * DAY_MS).changes;
      return { subscriptions, signUpLinks, deliveries, notices };
    })
    .immediate();
}

/**
 * `npm run data:forget`: the phones linked to the person's sign-ups (the only way a subscription is tied
 * to an address) are deleted. Called before the sign-ups themselves are, in the same transaction.
 */
export function forgetPhonesOf(address: string): { phones: number } {
  const ids = registrationsDb()
    .prepare("SELECT id FROM registrations WHERE email = ?")
    .pluck()
    .all(address) as string[];
  const db = subscriptionsDb();
  const phones = db
    .prepare(
      `DELETE FROM push_subscriptions WHERE id IN (
         SELECT subscription_id FROM push_sign_ups WHERE registration_id IN (SELECT value FROM json_each(?)))`,
    )
    .run(JSON.stringify(ids)).changes;
  return { phones };
}
