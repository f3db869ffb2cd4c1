import { randomUUID } from "node:crypto";
import { getDb } from "~/server/db.server";
import { inboxDb } from "./inbox-store.server";

/**
 * Submissions as the visitor's form stores them (the contract's table, issue 35), written straight
 * into the database for the staff side's tests and the bench: their real shape, not the form's path.
 */
const CONTRACT_TABLE = `
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

export interface SeededSubmission {
  formId: string;
  receivedAt: string;
  answers: Record<string, string | string[] | boolean | number>;
  name?: string | null;
  email?: string | null;
  language?: "en" | "es";
  status?: "new" | "assigned" | "done";
  id?: string;
}

/** Stores submissions in one transaction; their ids, in order. */
export function seedSubmissions(submissions: SeededSubmission[]): string[] {
  const db = getDb();
  db.exec(CONTRACT_TABLE);
  inboxDb();
  const insert = db.prepare(
    `INSERT INTO form_submissions (id, form_id, language, received_at, answers, name, email, dedupe_key, status)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return db.transaction(() =>
    submissions.map((submission) => {
      const id = submission.id ?? randomUUID();
      insert.run(
        id,
        submission.formId,
        submission.language ?? "en",
        submission.receivedAt,
        JSON.stringify(submission.answers),
        submission.name ?? null,
        submission.email ?? null,
        randomUUID(),
        submission.status ?? "new",
      );
      return id;
    }),
  )();
}
