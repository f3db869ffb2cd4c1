import { describeError, log } from "~/server/logger.server";
import type { VisitContent } from "./visit-content";
import { queueVisitorEmail, visitEmailsOn } from "./visit-mail.server";
import { expireLapsedHolds } from "./plan-holds.server";
import { plansDb, plansWithReminderDue } from "./visit-plans.server";

/**
 * The reminder the day before a visit (services.yaml `visit.reminderTime`,
 * church zone). Each plan stores its reminder's instant; a check every minute
 * queues the reminders that are due, marking each plan "queued" in the same
 * transaction, so a reminder is queued once whatever restarts or clock
 * changes happen (and the outbox key is one per plan and date). Never for a
 * cancelled plan, a visit that has begun, or a visitor who asked for none;
 * an e-mail still queued when the visit begins is not sent (`notAfter`).
 */

export const REMINDER_CHECK_MS = 60_000;

/** Queues every reminder due at `now`; how many. */
export function queueDueReminders(now: number, content: VisitContent): number {
  // Without e-mail nothing is sent: the plans keep their reminder for when e-mail is set up.
  if (!visitEmailsOn()) return 0;
  const db = plansDb();
  return db
    .transaction(() => {
      let queued = 0;
      for (const plan of plansWithReminderDue(db, now)) {
        const marked = db
          .prepare("UPDATE visit_plans SET reminder = 'queued' WHERE id = ? AND reminder = 'scheduled'")
          .run(plan.id).changes;
        if (marked === 0) continue;
        queueVisitorEmail(db, { ...plan, reminder: "queued" }, "reminder", { content, now });
        queued += 1;
      }
      return queued;
    })
    .immediate();
}

let timer: NodeJS.Timeout | undefined;

/**
 * The holds not confirmed in time (issue 28) marked expired: their places
 * already stopped counting at their time; this keeps the record plain (the
 * staff list, the export) within a minute of it. How many.
 */
export function expireHolds(now: number): number {
  return expireLapsedHolds(plansDb(), now);
}

/**
 * Checks now and every minute (the composition root starts it): the holds
 * whose time has come, then the reminders. `now` and `content` are read at
 * each check: a test's clock, the content being served.
 */
export function startReminders(options: { now?: () => number; content: () => VisitContent }): void {
  if (timer) return;
  const check = () => {
    try {
      const now = (options.now ?? Date.now)();
      const expired = expireHolds(now);
      if (expired > 0) log("info", "visit holds expired", { expired });
      const queued = queueDueReminders(now, options.content());
      if (queued > 0) log("info", "visit reminders queued", { queued });
    } catch (error) {
      log("error", "visit reminders failed", { error: describeError(error) });
    }
  };
  check();
  timer = setInterval(check, REMINDER_CHECK_MS);
  timer.unref();
}

export function stopReminders(): void {
  clearInterval(timer);
  timer = undefined;
}
