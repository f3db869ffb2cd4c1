import { addDays } from "date-fns";
import type { ChurchContent } from "~/content/model";
import { getPerson } from "~/features/auth/people.server";
import { linkedMailOn } from "~/features/mail/mail.server";
import { inChurchZone } from "~/lib/church-time";
import { describeError, log } from "~/server/logger.server";
import { inboxDb } from "./inbox-store.server";
import { canReadForm } from "./readers.server";
import { queueSubmissionMail } from "./staff-mail.server";
import { formsOf } from "./staff-forms.server";

/**
 * The reminder to an assignee (issue 35): an assigned submission that nobody
 * touched (status, note, assignment) for its form's reminderDays (3 by
 * default) e-mails its assignee once. "Days" are the church's calendar days:
 * due at the same hour of the church's clock, across a daylight-saving change
 * too. reminded_at is set in the transaction that queues the e-mail, so each
 * assignment reminds once whatever restarts happen; a new assignment clears it.
 * Without e-mail nothing is marked: the reminder waits until e-mail is set up.
 */

export const ASSIGNMENT_CHECK_MS = 60_000;

/** When an assignment untouched since `touchedAt` is due a reminder. */
export function reminderDueAt(touchedAt: string, days: number, timeZone: string): number {
  return addDays(inChurchZone(Date.parse(touchedAt), timeZone), days).getTime();
}

interface Waiting {
  id: string;
  form_id: string;
  assignee: string;
  touched_at: string;
}

/** Queues every reminder due at `now`; how many. */
export function queueDueAssignmentReminders(now: number, content: ChurchContent): number {
  if (!linkedMailOn()) return 0;
  const db = inboxDb();
  const forms = formsOf(content);
  const timeZone = content.church.locale.timeZone;
  return db
    .transaction(() => {
      const waiting = db
        .prepare(
          `SELECT id, form_id, assignee, touched_at FROM form_submissions
           WHERE status = 'assigned' AND reminded_at IS NULL AND assignee IS NOT NULL AND touched_at IS NOT NULL`,
        )
        .all() as Waiting[];
      let queued = 0;
      for (const submission of waiting) {
        const form = forms[submission.form_id];
        // A form taken out of the folder: its submissions wait for their retention, reminding nobody.
        if (!form) continue;
        const days = form.reminderDays;
        if (now < reminderDueAt(submission.touched_at, days, timeZone)) continue;
        const at = new Date(now).toISOString();
        db.prepare("UPDATE form_submissions SET reminded_at = ? WHERE id = ?").run(at, submission.id);
        const person = getPerson(submission.assignee);
        // Someone removed from the staff, or who no longer reads the form, is not written to.
        if (!person || person.status === "removed" || !canReadForm(person, form)) continue;
        queueSubmissionMail(db, {
          content,
          kind: "reminder",
          to: person.email,
          formId: submission.form_id,
          submissionId: submission.id,
          formTitle: form.title,
          by: person.name || person.email,
          days,
          at,
          now,
        });
        queued += 1;
      }
      return queued;
    })
    .immediate();
}

let timer: NodeJS.Timeout | undefined;

/** Checks now and every minute (the composition root starts it), with the content being served. */
export function startAssignmentReminders(options: { now?: () => number; content: () => ChurchContent }): void {
  if (timer) return;
  const check = () => {
    try {
      const queued = queueDueAssignmentReminders((options.now ?? Date.now)(), options.content());
      if (queued > 0) log("info", "form assignment reminders queued", { queued });
    } catch (error) {
      log("error", "form assignment reminders failed", { error: describeError(error) });
    }
  };
  check();
  timer = setInterval(check, ASSIGNMENT_CHECK_MS);
  timer.unref();
}

export function stopAssignmentReminders(): void {
  clearInterval(timer);
  timer = undefined;
}
