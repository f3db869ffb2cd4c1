import { outboxDb } from "~/server/outbox.server";
import { ensureSchema } from "~/server/db.server";

/**
 * The staff area's tables (docs/decisions/027-staff-sign-in-and-sessions-issue-18.md).
 * Secrets are never stored as they were sent: sessions, sign-in links and
 * codes are kept as hashes only.
 */
const SCHEMA = `
  CREATE TABLE IF NOT EXISTS staff_people (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL DEFAULT '',
    role TEXT NOT NULL CHECK (role IN ('owner', 'editor', 'contributor')),
    status TEXT NOT NULL CHECK (status IN ('invited', 'active', 'removed')),
    created_at INTEGER NOT NULL,
    removed_at INTEGER
  );

  CREATE TABLE IF NOT EXISTS staff_sessions (
    id_hash TEXT PRIMARY KEY,
    person_id TEXT NOT NULL REFERENCES staff_people (id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    last_seen_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS staff_sessions_person ON staff_sessions (person_id);

  CREATE TABLE IF NOT EXISTS staff_sign_in_codes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    person_id TEXT NOT NULL REFERENCES staff_people (id) ON DELETE CASCADE,
    purpose TEXT NOT NULL CHECK (purpose IN ('sign-in', 'invitation')),
    attempt_hash TEXT UNIQUE,
    code_hash TEXT,
    link_hash TEXT NOT NULL UNIQUE,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    failed_attempts INTEGER NOT NULL DEFAULT 0,
    used_at INTEGER
  );
  CREATE INDEX IF NOT EXISTS staff_sign_in_codes_person ON staff_sign_in_codes (person_id);

  CREATE TABLE IF NOT EXISTS staff_passkeys (
    id TEXT PRIMARY KEY,
    person_id TEXT NOT NULL REFERENCES staff_people (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    public_key BLOB NOT NULL,
    counter INTEGER NOT NULL,
    transports TEXT NOT NULL DEFAULT '[]',
    created_at INTEGER NOT NULL,
    last_used_at INTEGER
  );
  CREATE INDEX IF NOT EXISTS staff_passkeys_person ON staff_passkeys (person_id);

  CREATE TABLE IF NOT EXISTS staff_passkey_challenges (
    challenge TEXT PRIMARY KEY,
    purpose TEXT NOT NULL CHECK (purpose IN ('register', 'sign-in')),
    person_id TEXT REFERENCES staff_people (id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL
  );

  CREATE TABLE IF NOT EXISTS staff_audit_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    at INTEGER NOT NULL,
    action TEXT NOT NULL,
    actor_id TEXT,
    actor TEXT NOT NULL,
    subject TEXT,
    detail TEXT
  );
  CREATE INDEX IF NOT EXISTS staff_audit_log_at ON staff_audit_log (at);
`;

export function staffDb() {
  // Sign-in mail is queued in the same transaction as its code.
  outboxDb();
  return ensureSchema("staff", SCHEMA);
}
