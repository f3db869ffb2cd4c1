import type Database from "better-sqlite3";
import { outboxDb } from "~/server/outbox.server";
import { ensureSchema } from "~/server/db.server";
import { ROLES } from "./roles";

/**
 * The staff area's tables (docs/decisions/027-staff-sign-in-and-sessions-issue-18.md).
 * Secrets are never stored as they were sent: sessions, sign-in links and
 * codes are kept as hashes only.
 */
const ROLE_CHECK = `CHECK (role IN (${ROLES.map((role) => `'${role}'`).join(", ")}))`;

const peopleTable = (name: string) => `
  CREATE TABLE IF NOT EXISTS ${name} (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL DEFAULT '',
    role TEXT NOT NULL ${ROLE_CHECK},
    status TEXT NOT NULL CHECK (status IN ('invited', 'active', 'removed')),
    created_at INTEGER NOT NULL,
    removed_at INTEGER
  );
`;

const SCHEMA = `
  ${peopleTable("staff_people")}

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

/**
 * A database made before a role was added (the treasurer, issue 30) has the
 * old list in staff_people's CHECK, which SQLite cannot alter: the table is
 * copied into one with today's list, keeping every row and id, in one
 * transaction (SQLite's documented way to change a table's constraints).
 */
function allowEveryRole(db: Database.Database): void {
  const table = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'staff_people'").get() as
    { sql: string } | undefined;
  if (!table || table.sql.includes(ROLE_CHECK)) return;
  db.pragma("foreign_keys = OFF");
  try {
    db.transaction(() => {
      db.exec(peopleTable("staff_people_roles"));
      db.exec(
        "INSERT INTO staff_people_roles SELECT id, email, name, role, status, created_at, removed_at FROM staff_people",
      );
      db.exec("DROP TABLE staff_people");
      db.exec("ALTER TABLE staff_people_roles RENAME TO staff_people");
    }).immediate();
  } finally {
    db.pragma("foreign_keys = ON");
  }
}

const checked = new WeakSet<Database.Database>();

export function staffDb() {
  // Sign-in mail is queued in the same transaction as its code.
  outboxDb();
  const db = ensureSchema("staff", SCHEMA);
  if (!checked.has(db)) {
    allowEveryRole(db);
    checked.add(db);
  }
  return db;
}
