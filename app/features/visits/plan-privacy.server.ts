import { subYears } from "date-fns";
import { inChurchZone } from "~/lib/church-time";
import { deleteMailTo } from "~/features/mail/mail.server";
import { deletePlanMail } from "./visit-mail.server";
import { planIdsOf, plansDb } from "./visit-plans.server";

/**
 * The privacy policy's promises about visit plans: each plan is deleted a
 * year after its visit (church-zone calendar), with every e-mail that
 * carried it (the outbox rows, sent or not); a plan never confirmed (issue 28)
 * a day after its hold lapsed; and `npm run data:forget`
 * deletes a person's plans, their reminders and their queued e-mails at once.
 */

/** Issue 28: an address that never confirmed its plan is kept no longer than this after the hold lapsed. */
export const UNCONFIRMED_KEPT_MS = 24 * 3_600_000;

export function deleteExpiredPlans(now: number, timeZone: string): { visitPlans: number; visitMails: number } {
  const cutoff = subYears(inChurchZone(now, timeZone), 1).getTime();
  const where = "service_start < ? OR (confirmation IN ('held', 'expired') AND hold_expires_at < ?)";
  const params = [cutoff, now - UNCONFIRMED_KEPT_MS];
  const db = plansDb();
  return db
    .transaction(() => {
      const ids = planIdsOf(db, where, ...params);
      let visitMails = 0;
      for (const id of ids) visitMails += deletePlanMail(db, id);
      const visitPlans = db.prepare(`DELETE FROM visit_plans WHERE ${where}`).run(...params).changes;
      return { visitPlans, visitMails };
    })
    .immediate();
}

/** Deletes every plan made with this (normalised) address and every e-mail about them or to it. */
export function forgetPlansOf(address: string): { visitPlans: number; visitMails: number } {
  const db = plansDb();
  return db
    .transaction(() => {
      const ids = planIdsOf(db, "email = ?", address);
      let visitMails = 0;
      for (const id of ids) visitMails += deletePlanMail(db, id);
      visitMails += deleteMailTo(db, address);
      const visitPlans = db.prepare("DELETE FROM visit_plans WHERE email = ?").run(address).changes;
      return { visitPlans, visitMails };
    })
    .immediate();
}
