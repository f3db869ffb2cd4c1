import { randomUUID } from "node:crypto";
import type Database from "better-sqlite3";
import { isLanguage, type Language } from "~/i18n/languages";
import { ensureSchema, getDb } from "~/server/db.server";
import { createGroupCommit } from "~/server/group-commit.server";
import { outboxDb } from "~/server/outbox.server";

/**
 * The visitors' form submissions (issue 35), one row each: the answers as the
 * form checked them, with the sender's name and address copied out for copies,
 * notices and data:forget. Written with group commit, like sign-ups and visit
 * plans, with the notices queued in the same transaction: "received" means
 * durably stored (synchronous=FULL). dedupe_key is the form's one-time token,
 * so a double press stores one submission.
 *
 * The staff's columns (status, assignee …) are the inbox's (app/features/forms
 * admin, docs/forms.md); prayer marks, notes and the wall live in tables of
 * their own that reference this one ON DELETE CASCADE, so deleting a
 * submission (retention, data:forget) removes everything about it.
 */

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS form_submissions (
    id TEXT PRIMARY KEY,
    form_id TEXT NOT NULL,
    language TEXT NOT NULL,
    received_at TEXT NOT NULL,
    answers TEXT NOT NULL,
    name TEXT,
    email TEXT,
    dedupe_key TEXT NOT NULL UNIQUE,
    status TEXT NOT NULL DEFAULT 'new',
    assignee TEXT,
    assigned_at TEXT,
    touched_at TEXT,
    reminded_at TEXT
  );
  CREATE INDEX IF NOT EXISTS form_submissions_form ON form_submissions(form_id, received_at DESC);
`;

/** One field's answer: text, the values chosen, a yes/no or consent, a number. */
export type Answer = string | string[] | boolean | number;
export type Answers = Record<string, Answer>;
export type SubmissionStatus = "new" | "assigned" | "done";

export interface FormSubmission {
  id: string;
  formId: string;
  language: Language;
  /** ISO instant (UTC). */
  receivedAt: string;
  answers: Answers;
  name: string | null;
  /** Lower-cased. */
  email: string | null;
  dedupeKey: string;
  status: SubmissionStatus;
  /** A staff person's id. */
  assignee: string | null;
  assignedAt: string | null;
  touchedAt: string | null;
  remindedAt: string | null;
}

export interface SubmissionRow {
  id: string;
  form_id: string;
  language: string;
  received_at: string;
  answers: string;
  name: string | null;
  email: string | null;
  dedupe_key: string;
  status: SubmissionStatus;
  assignee: string | null;
  assigned_at: string | null;
  touched_at: string | null;
  reminded_at: string | null;
}

/** The table, created on first use (with the outbox, which its notices go through). */
export function submissionsDb(): Database.Database {
  outboxDb();
  return ensureSchema("form_submissions", SCHEMA);
}

export function fromRow(row: SubmissionRow): FormSubmission {
  return {
    id: row.id,
    formId: row.form_id,
    language: isLanguage(row.language) ? row.language : "en",
    receivedAt: row.received_at,
    answers: JSON.parse(row.answers) as Answers,
    name: row.name,
    email: row.email,
    dedupeKey: row.dedupe_key,
    status: row.status,
    assignee: row.assignee,
    assignedAt: row.assigned_at,
    touchedAt: row.touched_at,
    remindedAt: row.reminded_at,
  };
}

export interface NewSubmission {
  formId: string;
  language: Language;
  answers: Answers;
  name: string | null;
  email: string | null;
  /** The form's one-time token. */
  dedupeKey: string;
  now: number;
}

const commit = createGroupCommit(getDb);

/**
 * Stores a submission, and runs `alsoWhenNew` (queueing its notices) in the
 * same transaction. Settles after the commit is on disk. The same dedupe key
 * again stores nothing and answers the first submission, `duplicate: true`.
 */
export async function storeSubmission(
  submission: NewSubmission,
  alsoWhenNew?: (db: Database.Database, stored: FormSubmission) => void,
): Promise<{ submission: FormSubmission; duplicate: boolean }> {
  const db = submissionsDb();
  return commit(() => {
    const row: SubmissionRow = {
      id: randomUUID(),
      form_id: submission.formId,
      language: submission.language,
      received_at: new Date(submission.now).toISOString(),
      answers: JSON.stringify(submission.answers),
      name: submission.name,
      email: submission.email?.toLowerCase() ?? null,
      dedupe_key: submission.dedupeKey,
      status: "new",
      assignee: null,
      assigned_at: null,
      touched_at: null,
      reminded_at: null,
    };
    const inserted = db
      .prepare(
        `INSERT INTO form_submissions (id, form_id, language, received_at, answers, name, email, dedupe_key)
         VALUES (@id, @form_id, @language, @received_at, @answers, @name, @email, @dedupe_key)
         ON CONFLICT(dedupe_key) DO NOTHING`,
      )
      .run(row);
    if (inserted.changes === 0) {
      const first = db.prepare("SELECT * FROM form_submissions WHERE dedupe_key = ?").get(submission.dedupeKey);
      return { submission: fromRow(first as SubmissionRow), duplicate: true };
    }
    const stored = fromRow(row);
    alsoWhenNew?.(db, stored);
    return { submission: stored, duplicate: false };
  });
}

export function getSubmission(id: string): FormSubmission | undefined {
  const row = submissionsDb().prepare("SELECT * FROM form_submissions WHERE id = ?").get(id) as
    SubmissionRow | undefined;
  return row ? fromRow(row) : undefined;
}

/** How many submissions a form holds (tests, and the operator's counts). */
export function countSubmissions(formId: string): number {
  const row = submissionsDb().prepare("SELECT count(*) AS count FROM form_submissions WHERE form_id = ?").get(formId);
  return (row as { count: number }).count;
}
