import { inboxDb } from "./inbox-store.server";
import { fromRow, type FormSubmission, type SubmissionRow, type SubmissionStatus } from "./submission-store.server";

/**
 * What the staff pages read of a form's submissions (issue 35): counts by
 * status, one page of submissions newest first (a status, a search), one
 * submission with its notes. Who may read which form is readers.server.ts's;
 * the pages ask it before calling here.
 */

export const SUBMISSION_STATUSES = ["new", "assigned", "done"] as const satisfies readonly SubmissionStatus[];

export interface SubmissionNote {
  id: number;
  at: string;
  author: string;
  body: string;
}

export const PAGE_SIZE = 50;
/** The longest search the inbox takes: a sentence, not a document. */
export const SEARCH_MAX = 200;

export function isSubmissionStatus(value: unknown): value is SubmissionStatus {
  return typeof value === "string" && (SUBMISSION_STATUSES as readonly string[]).includes(value);
}

export type StatusCounts = Record<SubmissionStatus, number>;

/** Each form's submissions by status (a form with none: zeros). */
export function countsByForm(formIds: readonly string[]): Record<string, StatusCounts> {
  const counts: Record<string, StatusCounts> = {};
  for (const id of formIds) counts[id] = { new: 0, assigned: 0, done: 0 };
  if (formIds.length === 0) return counts;
  const rows = inboxDb()
    .prepare(
      `SELECT form_id, status, COUNT(*) AS count FROM form_submissions
       WHERE form_id IN (${formIds.map(() => "?").join(", ")}) GROUP BY form_id, status`,
    )
    .all(...formIds) as { form_id: string; status: SubmissionStatus; count: number }[];
  for (const row of rows) if (isSubmissionStatus(row.status)) counts[row.form_id]![row.status] = row.count;
  return counts;
}

export interface InboxQuery {
  formId: string;
  status?: SubmissionStatus | undefined;
  /** Words to find in a name, an e-mail address or an answer. */
  search?: string | undefined;
  /** From 1. */
  page?: number | undefined;
}

export interface InboxPage {
  submissions: FormSubmission[];
  total: number;
  page: number;
  pages: number;
}

/**
 * The filter's SQL and values. Three letters or more go through the trigram
 * index; one or two (a short name) are looked for in each submission's words.
 */
function filterOf(query: InboxQuery): { where: string; values: unknown[] } {
  const clauses = ["s.form_id = ?"];
  const values: unknown[] = [query.formId];
  if (query.status) {
    clauses.push("s.status = ?");
    values.push(query.status);
  }
  const search = (query.search ?? "").trim().slice(0, SEARCH_MAX);
  if ([...search].length >= 3) {
    clauses.push(`s.id IN (SELECT w.submission_id FROM form_submission_words w WHERE w.rowid IN
      (SELECT rowid FROM form_submission_search WHERE form_submission_search MATCH ?))`);
    values.push(`"${search.replace(/"/g, '""')}"`);
  } else if (search) {
    clauses.push(`s.id IN (SELECT submission_id FROM form_submission_words WHERE instr(lower(words), lower(?)) > 0)`);
    values.push(search);
  }
  return { where: clauses.join(" AND "), values };
}

export function listSubmissions(query: InboxQuery): InboxPage {
  const db = inboxDb();
  const { where, values } = filterOf(query);
  const total = (
    db.prepare(`SELECT COUNT(*) AS count FROM form_submissions s WHERE ${where}`).get(...values) as {
      count: number;
    }
  ).count;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(query.page ?? 1)), pages);
  const rows = db
    .prepare(`SELECT s.* FROM form_submissions s WHERE ${where} ORDER BY s.received_at DESC LIMIT ? OFFSET ?`)
    .all(...values, PAGE_SIZE, (page - 1) * PAGE_SIZE) as SubmissionRow[];
  return { submissions: rows.map(fromRow), total, page, pages };
}

/** Every submission of a form, newest first: the CSV. */
export function* everySubmissionOf(formId: string): Generator<FormSubmission> {
  const rows = inboxDb()
    .prepare("SELECT * FROM form_submissions WHERE form_id = ? ORDER BY received_at DESC")
    .iterate(formId) as IterableIterator<SubmissionRow>;
  for (const row of rows) yield fromRow(row);
}

/** One submission of this form (an id of another form is not found). */
export function findSubmission(formId: string, id: string): FormSubmission | undefined {
  const row = inboxDb().prepare("SELECT * FROM form_submissions WHERE id = ? AND form_id = ?").get(id, formId) as
    SubmissionRow | undefined;
  return row ? fromRow(row) : undefined;
}

/** A submission's internal notes, oldest first. */
export function notesOf(submissionId: string): SubmissionNote[] {
  return inboxDb()
    .prepare("SELECT id, at, author, body FROM form_submission_notes WHERE submission_id = ? ORDER BY id")
    .all(submissionId) as SubmissionNote[];
}
