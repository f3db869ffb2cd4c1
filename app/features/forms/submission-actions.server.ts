import type { ChurchContent } from "~/content/model";
import { getPerson } from "~/features/auth/people.server";
import type { Person } from "~/features/auth/people-rows.server";
import { inboxDb } from "./inbox-store.server";
import type { FormSubmission, SubmissionStatus } from "./submission-store.server";
import { canReadForm } from "./readers.server";
import { queueSubmissionMail } from "./staff-mail.server";
import type { StaffForm } from "./staff-forms.server";

/**
 * What staff do with a submission (issue 35): set its status, assign it to a
 * staff person who reads the form (they get an e-mail with its link), write an
 * internal note. Each action records its instant in touched_at, which the
 * reminder keys on; an assignment starts a new reminder (reminded_at cleared).
 * Each is one transaction; a refused action changes nothing.
 */

export const NOTE_MAX = 4000;

type Actor = Pick<Person, "id" | "email" | "name">;

interface ActionContext {
  content: ChurchContent;
  formId: string;
  form: StaffForm;
  submission: FormSubmission;
  actor: Actor;
  now: number;
}

export type ActionOutcome =
  | { ok: true; mailed?: boolean }
  | { ok: false; field: "status" | "assignee" | "note"; problem: "assignFirst" | "notReader" | "missing" | "tooLong" };

const iso = (now: number) => new Date(now).toISOString();

export function setStatus(status: SubmissionStatus, context: ActionContext): ActionOutcome {
  const { submission, now } = context;
  if (status === "assigned" && !submission.assignee) return { ok: false, field: "status", problem: "assignFirst" };
  const db = inboxDb();
  // Back to new: nobody has it any more.
  const sql =
    status === "new"
      ? "UPDATE form_submissions SET status = 'new', assignee = NULL, assigned_at = NULL, reminded_at = NULL, touched_at = ? WHERE id = ?"
      : "UPDATE form_submissions SET status = ?, touched_at = ? WHERE id = ?";
  const values = status === "new" ? [iso(now), submission.id] : [status, iso(now), submission.id];
  db.prepare(sql).run(...values);
  return { ok: true };
}

export function assign(personId: string, context: ActionContext): ActionOutcome {
  const { content, formId, form, submission, actor, now } = context;
  const db = inboxDb();
  const person = personId ? getPerson(personId) : undefined;
  if (!person || person.status === "removed" || !canReadForm(person, form))
    return { ok: false, field: "assignee", problem: "notReader" };
  const at = iso(now);
  const mailed = db
    .transaction(() => {
      db.prepare(
        `UPDATE form_submissions SET status = 'assigned', assignee = ?, assigned_at = ?, reminded_at = NULL, touched_at = ?
         WHERE id = ?`,
      ).run(person.id, at, at, submission.id);
      return queueSubmissionMail(db, {
        content,
        kind: "assigned",
        to: person.email,
        formId,
        submissionId: submission.id,
        formTitle: form.title,
        by: actor.name || actor.email,
        days: form.reminderDays,
        at,
        now,
      });
    })
    .immediate();
  return { ok: true, mailed };
}

export function addNote(rawBody: unknown, context: ActionContext): ActionOutcome {
  const body = typeof rawBody === "string" ? rawBody.replace(/\r\n?/g, "\n").trim() : "";
  if (!body) return { ok: false, field: "note", problem: "missing" };
  if ([...body].length > NOTE_MAX) return { ok: false, field: "note", problem: "tooLong" };
  const { submission, actor, now } = context;
  const db = inboxDb();
  db.transaction(() => {
    db.prepare(
      "INSERT INTO form_submission_notes (submission_id, at, author_id, author, body) VALUES (?, ?, ?, ?, ?)",
    ).run(submission.id, iso(now), actor.id, actor.name || actor.email, body);
    db.prepare("UPDATE form_submissions SET touched_at = ? WHERE id = ?").run(iso(now), submission.id);
  }).immediate();
  return { ok: true };
}
