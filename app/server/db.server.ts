import Database from "better-sqlite3";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { getEnv } from "./env.server";

/**
 * The site's one SQLite database, under DATA_DIR. It holds what must survive a
 * restart: visitor submissions and their outbox, and the last good copy of
 * every upstream read. Each module creates its own tables with
 * `ensureSchema`, so features stay independent.
 */

let database: Database.Database | undefined;
const appliedSchemas = new Set<string>();

export function getDb(): Database.Database {
  if (!database) {
    const dataDir = path.resolve(getEnv().DATA_DIR);
    mkdirSync(dataDir, { recursive: true });
    database = openDatabase(path.join(dataDir, "site.db"));
  }
  return database;
}

export function openDatabase(file: string): Database.Database {
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  // FULL: a write the site acknowledged survives a power cut, not only a crash.
  db.pragma("synchronous = FULL");
  // Another process (the operator's admin:invite, data:forget) may write at the same time: a writer waits
  // up to 5 s for the lock. Every write transaction begins IMMEDIATE, taking the lock first; a deferred one
  // that read before writing is refused at once (SQLITE_BUSY) when the other committed in between.
  db.pragma("busy_timeout = 5000");
  db.pragma("foreign_keys = ON");
  return db;
}

/** Runs `sql` (idempotent DDL) once per process for the named feature. */
export function ensureSchema(name: string, sql: string): Database.Database {
  const db = getDb();
  if (!appliedSchemas.has(name)) {
    db.exec(sql);
    appliedSchemas.add(name);
  }
  return db;
}

/**
 * Adds `column` to `table` when a database made before it lacks it (a column a
 * later version added): `definition` is its SQL ("TEXT NOT NULL DEFAULT 'en'").
 * Idempotent; call it right after the feature's CREATE TABLE.
 */
export function addColumnIfMissing(db: Database.Database, table: string, column: string, definition: string): void {
  const columns = db.prepare(`SELECT name FROM pragma_table_info(?)`).all(table) as { name: string }[];
  if (columns.some((found) => found.name === column)) return;
  db.exec(`ALTER TABLE "${table}" ADD COLUMN "${column}" ${definition}`);
}

export function closeDb(): void {
  database?.close();
  database = undefined;
  appliedSchemas.clear();
}
