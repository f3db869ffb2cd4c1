import { ensureSchema } from "~/server/db.server";
import { staffDb } from "~/features/auth/store.server";

/**
 * The editor's tables (docs/decisions/028-the-staff-editor-issue-18.md). The
 * content folder holds what is published; here are only what is not yet
 * (each person's drafts, one per file), the history of what was published,
 * and the alt text given with each uploaded picture.
 */
const SCHEMA = `
  CREATE TABLE IF NOT EXISTS editor_drafts (
    person_id TEXT NOT NULL REFERENCES staff_people (id) ON DELETE CASCADE,
    file TEXT NOT NULL,
    -- The version of the file the draft began from ('none': a new file), and its text then.
    base_version TEXT NOT NULL,
    base_text TEXT,
    -- The draft as the file would be written (null: the file removed).
    text TEXT,
    updated_at INTEGER NOT NULL,
    submitted_at INTEGER,
    PRIMARY KEY (person_id, file)
  );

  CREATE TABLE IF NOT EXISTS editor_revisions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    file TEXT NOT NULL,
    at INTEGER NOT NULL,
    action TEXT NOT NULL CHECK (action IN ('publish', 'restore', 'remove')),
    actor_id TEXT,
    drafted_by TEXT,
    before_text TEXT,
    after_text TEXT,
    restored_from INTEGER
  );
  CREATE INDEX IF NOT EXISTS editor_revisions_file ON editor_revisions (file, id);

  CREATE TABLE IF NOT EXISTS editor_uploads (
    file TEXT PRIMARY KEY,
    alt TEXT NOT NULL,
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    bytes INTEGER NOT NULL,
    uploaded_by TEXT,
    uploaded_at INTEGER NOT NULL
  );
`;

export function editorDb() {
  // The drafts belong to staff members (their table first).
  staffDb();
  return ensureSchema("editor", SCHEMA);
}
