import { randomUUID } from "node:crypto";
import { inboxDb } from "./inbox-store.server";

/**
 * Submissions in the visitor's form's table (issue 35), written straight into the database for the
 * staff side's tests and the bench: thousands in one transaction, each with the state a test needs.
 */
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
  const db = inboxDb();
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
