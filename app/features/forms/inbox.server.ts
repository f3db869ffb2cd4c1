import { inboxDb } from "./inbox-store.server";

/**
 * What the staff pages read of a form's submissions (issue 35): counts by
 * status, one page of submissions newest first (a status, a search), one
 * submission with its notes. Who may read which form is readers.server.ts's;
 * the pages ask it before calling here.
 */

export const SUBMISSION_STATUSES = ["new", "assigned", "done"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
export type Answer = string | string[] | boolean | number;

export interface SubmissionRecord {
  id: string;
  formId: string;
  language: string;
  receivedAt: string;
  answers: Record<string, Answer>;
  name: string | null;
  email: string | null;
  status: SubmissionStatus;
  /** The assigned staff person's id. */
  assignee: string | null;
  assignedAt: string | null;
  touchedAt: string | null;
  remindedAt: string | null;
}

export interface SubmissionNote {
  id: number;
  at: string;
  author: string;
  body: string;
}

export const PAGE_SIZE = 50;
/** The longest search the inbox takes: a sentence, not a document. */
export const SEARCH_MAX = 200;

interface Row {
  id: string;
  form_id: string;
  language: string;
  received_at: string;
  answers: string;
  name: string | null;
  email: string | null;
  status: SubmissionStatus;
  assignee: string | null;
  assigned_at: string | null;
  touched_at: string | null;
  reminded_at: string | null;
}

export function isSubmissionStatus(value: unknown): value is SubmissionStatus {
  return typeof value === "string" && (SUBMISSION_STATUSES as readonly string[]).includes(value);
}

function recordOf(row: Row): SubmissionRecord {
  return {
    id: row.id,
    formId: row.form_id,
    language: row.language,
    receivedAt: row.received_at,
    answers: JSON.parse(row.answers) as Record<string, Answer>,
    name: row.name,
    email: row.email,
    status: row.status,
    assignee: row.assignee,
    assignedAt: row.assigned_at,
    touchedAt: row.touched_at,
    remindedAt: row.reminded_at,
  };
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
  submissions: SubmissionRecord[];
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
    .prepare(`SELECT s.* FROM form_submissions s WHERE ${where} ORDER BY s.received_at DESC, s.id LIMIT ? OFFSET ?`)
    .all(...values, PAGE_SIZE, (page - 1) * PAGE_SIZE) as Row[];
  return { submissions: rows.map(recordOf), total, page, pages };
}

/** Every submission of a form, newest first: the CSV. */
export function* everySubmissionOf(formId: string): Generator<SubmissionRecord> {
  const rows = inboxDb()
    .prepare("SELECT * FROM form_submissions WHERE form_id = ? ORDER BY received_at DESC, id")
    .iterate(formId) as IterableIterator<Row>;
  for (const row of rows) yield recordOf(row);
}

/** One submission of this form (an id of another form is not found). */
export function findSubmission(formId: string, id: string): SubmissionRecord | undefined {
  const row = inboxDb().prepare("SELECT * FROM form_submissions WHERE id = ? AND form_id = ?").get(id, formId) as
    Row | undefined;
  return row ? recordOf(row) : undefined;
}

/** A submission's internal notes, oldest first. */
export function notesOf(submissionId: string): SubmissionNote[] {
  return inboxDb()
    .prepare("SELECT id, at, author, body FROM form_submission_notes WHERE submission_id = ? ORDER BY id")
    .all(submissionId) as SubmissionNote[];
}
