import type Database from "better-sqlite3";
import { submissionsDb } from "./submission-store.server";

/**
 * The staff side's tables beside the submissions (issue 35): each
 * submission's internal notes, and its words for the inbox's search. Both
 * belong to their submission (ON DELETE CASCADE, and a trigger for the
 * index), so deleting a submission (retention, data:forget) removes every
 * note and every searchable word of it.
 *
 * Search: the name, the e-mail and every answer's value of a submission, in
 * an FTS5 index with the trigram tokenizer, so any three letters of a name or
 * an address find it, in any case and without accents, among 10,000 in a few
 * milliseconds (docs/forms.md, the bench). Triggers on form_submissions keep it
 * whatever code stores or deletes a submission.
 */

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS form_submission_notes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    submission_id TEXT NOT NULL REFERENCES form_submissions (id) ON DELETE CASCADE,
    at TEXT NOT NULL,
    author_id TEXT,
    author TEXT NOT NULL,
    body TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS form_submission_notes_submission ON form_submission_notes (submission_id, id);

  -- The overview's counts and the status filter, read from the index alone.
  CREATE INDEX IF NOT EXISTS form_submissions_form_status ON form_submissions (form_id, status, received_at DESC);
  CREATE INDEX IF NOT EXISTS form_submissions_waiting ON form_submissions (status, reminded_at, touched_at);
  CREATE INDEX IF NOT EXISTS form_submissions_email ON form_submissions (email);
  CREATE INDEX IF NOT EXISTS form_submissions_received ON form_submissions (received_at);

  CREATE TABLE IF NOT EXISTS form_submission_words (
    rowid INTEGER PRIMARY KEY,
    submission_id TEXT NOT NULL UNIQUE REFERENCES form_submissions (id) ON DELETE CASCADE,
    words TEXT NOT NULL
  );
  CREATE VIRTUAL TABLE IF NOT EXISTS form_submission_search USING fts5 (
    words, content = 'form_submission_words', content_rowid = 'rowid', tokenize = 'trigram remove_diacritics 1'
  );
  CREATE TRIGGER IF NOT EXISTS form_submission_words_added AFTER INSERT ON form_submission_words BEGIN
    INSERT INTO form_submission_search (rowid, words) VALUES (NEW.rowid, NEW.words);
  END;
  CREATE TRIGGER IF NOT EXISTS form_submission_words_removed AFTER DELETE ON form_submission_words BEGIN
    INSERT INTO form_submission_search (form_submission_search, rowid, words) VALUES ('delete', OLD.rowid, OLD.words);
  END;
  CREATE TRIGGER IF NOT EXISTS form_submissions_words AFTER INSERT ON form_submissions BEGIN
    INSERT INTO form_submission_words (submission_id, words) VALUES (NEW.id, ${wordsOf("NEW")});
  END;
  CREATE TRIGGER IF NOT EXISTS form_submissions_words_gone AFTER DELETE ON form_submissions BEGIN
    DELETE FROM form_submission_words WHERE submission_id = OLD.id;
  END;
`;

/** A submission's searchable words: its name, its e-mail and each answer's value (the fields' ids left out). */
function wordsOf(row: string): string {
  return `coalesce(${row}.name, '') || ' ' || coalesce(${row}.email, '') || ' ' ||
    coalesce((SELECT group_concat(value, ' ') FROM json_each(${row}.answers)), '')`;
}

let prepared: Database.Database | undefined;

/** The database with the submissions' table (submission-store.server.ts) and the staff side's beside it. */
export function inboxDb(): Database.Database {
  const db = submissionsDb();
  if (prepared !== db) {
    db.exec(SCHEMA);
    // Submissions stored before this index existed (or before the staff side was installed) get their words.
    db.exec(`INSERT INTO form_submission_words (submission_id, words)
      SELECT s.id, ${wordsOf("s")} FROM form_submissions s
      WHERE NOT EXISTS (SELECT 1 FROM form_submission_words w WHERE w.submission_id = s.id)`);
    prepared = db;
  }
  return db;
}
