import type { ChurchContent } from "~/content/model";
import { deleteMailTo, deleteQueuedMail } from "~/features/mail/mail.server";
import { DAY_MS } from "~/server/housekeeping.server";
import { inboxDb } from "./inbox-store.server";
import { submissionMailKey } from "./staff-mail.server";
import { formsOf, REMOVED_FORM_RETENTION_DAYS } from "./staff-forms.server";

/**
 * The privacy policy's promises about form submissions (issue 35, item 6):
 * each form's submissions are deleted once they are its retentionDays old
 * (365 by default, a prayer form's 90), checked daily; those of a form taken
 * out of the content folder after the longest default (365 days). A deleted
 * submission takes its notes, search words and the prayer team's records with
 * it (ON DELETE CASCADE) and every staff e-mail about it, sent or not.
 * `npm run data:forget` deletes a person's submissions (by the e-mail they
 * gave) the same way, and every e-mail to their address.
 */

// A type alias, not an interface: the clean-ups take a Record of counts.
export type FormsForgetReport = {
  formSubmissions: number;
  formMails: number;
};

function deleteSubmissions(where: string, ...values: unknown[]): FormsForgetReport {
  const db = inboxDb();
  return db
    .transaction(() => {
      const ids = db
        .prepare(`SELECT id FROM form_submissions WHERE ${where}`)
        .pluck()
        .all(...values) as string[];
      let formMails = 0;
      for (const id of ids) formMails += deleteQueuedMail(db, submissionMailKey(id));
      const formSubmissions = db.prepare(`DELETE FROM form_submissions WHERE ${where}`).run(...values).changes;
      return { formSubmissions, formMails };
    })
    .immediate();
}

const cutoff = (now: number, days: number) => new Date(now - days * DAY_MS).toISOString();

/** The daily clean-up: each form's submissions past its retention, and those of forms no longer in the folder. */
export function deleteExpiredSubmissions(now: number, content: ChurchContent): FormsForgetReport {
  const forms = Object.entries(formsOf(content));
  const report: FormsForgetReport = { formSubmissions: 0, formMails: 0 };
  const add = (deleted: FormsForgetReport) => {
    report.formSubmissions += deleted.formSubmissions;
    report.formMails += deleted.formMails;
  };
  for (const [id, form] of forms)
    add(deleteSubmissions("form_id = ? AND received_at < ?", id, cutoff(now, form.retentionDays)));
  const known = forms.map(([id]) => id);
  add(
    deleteSubmissions(
      `form_id NOT IN (${known.map(() => "?").join(", ") || "''"}) AND received_at < ?`,
      ...known,
      cutoff(now, REMOVED_FORM_RETENTION_DAYS),
    ),
  );
  return report;
}

/** Every submission sent with this (normalised) address, and every e-mail about them or to it. */
export function forgetSubmissionsOf(address: string): FormsForgetReport {
  const deleted = deleteSubmissions("email = ?", address);
  return { ...deleted, formMails: deleted.formMails + deleteMailTo(inboxDb(), address) };
}
