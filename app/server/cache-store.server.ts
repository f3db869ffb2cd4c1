import { ensureSchema } from "./db.server";
import { describeError, log } from "./logger.server";

/**
 * The disk half of the upstream cache (app/server/cache.server.ts): the last
 * good copy of each read, in SQLite, so a restart or an outage still has
 * content to serve. `used_at` says when a copy was last stored or wanted, so
 * copies nobody asks for any more (a deleted showcase, the demo after real
 * credentials were set) are pruned, while a copy still served through a long
 * outage stays.
 */

export interface StoredCopy<T> {
  value: T;
  storedAt: number;
}

/** Copies nobody stored or wanted for this long are deleted. */
export const UNUSED_COPY_RETENTION_MS = 60 * 86_400_000;
/** At most this many copies stay on disk, the most recently used ones. */
export const MAX_STORED_COPIES = 5000;

// Copies kept by earlier versions (a table without used_at) move over once.
const SCHEMA = `
  CREATE TABLE IF NOT EXISTS upstream_copies (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL,
    stored_at INTEGER NOT NULL,
    used_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS upstream_copies_used_at ON upstream_copies (used_at);
  CREATE TABLE IF NOT EXISTS cache_entries (key TEXT PRIMARY KEY, value TEXT NOT NULL, stored_at INTEGER NOT NULL);
  INSERT OR IGNORE INTO upstream_copies (key, value, stored_at, used_at)
    SELECT key, value, stored_at, stored_at FROM cache_entries;
  DROP TABLE cache_entries;
`;

const db = () => ensureSchema("upstream-copies", SCHEMA);

export function readStoredCopy<T>(key: string): StoredCopy<T> | undefined {
  try {
    const row = db().prepare("SELECT value, stored_at FROM upstream_copies WHERE key = ?").get(key) as
      { value: string; stored_at: number } | undefined;
    return row && { value: JSON.parse(row.value) as T, storedAt: row.stored_at };
  } catch (error) {
    log("warn", "cache read from disk failed", { key, error: describeError(error) });
    return undefined;
  }
}

export function storeCopy(key: string, copy: StoredCopy<unknown>): void {
  try {
    db()
      .prepare(
        `INSERT INTO upstream_copies (key, value, stored_at, used_at) VALUES (?, ?, ?, ?)
         ON CONFLICT(key) DO UPDATE SET value = excluded.value, stored_at = excluded.stored_at, used_at = excluded.used_at`,
      )
      .run(key, JSON.stringify(copy.value), copy.storedAt, copy.storedAt);
  } catch (error) {
    // A full disk must not take a page down: the memory copy still serves.
    log("warn", "cache write to disk failed", { key, error: describeError(error) });
  }
}

/** A copy that was wanted but could not be refreshed (an outage): it is still in use. */
export function markCopyUsed(key: string, at: number): void {
  try {
    db().prepare("UPDATE upstream_copies SET used_at = max(used_at, ?) WHERE key = ?").run(at, key);
  } catch (error) {
    log("warn", "cache write to disk failed", { key, error: describeError(error) });
  }
}

/** Deletes copies unused for UNUSED_COPY_RETENTION_MS and all but the MAX_STORED_COPIES most recently used. */
export function pruneStoredCopies(
  now: number,
  limits = { retentionMs: UNUSED_COPY_RETENTION_MS, maxCopies: MAX_STORED_COPIES },
): number {
  const database = db();
  const prune = database.transaction(() => {
    const old = database.prepare("DELETE FROM upstream_copies WHERE used_at < ?").run(now - limits.retentionMs).changes;
    const surplus = database
      .prepare(
        `DELETE FROM upstream_copies WHERE key NOT IN
           (SELECT key FROM upstream_copies ORDER BY used_at DESC, key LIMIT ?)`,
      )
      .run(limits.maxCopies).changes;
    return old + surplus;
  });
  return prune();
}

/** How many copies are on disk (for tests and /healthz-style reports). */
export function storedCopyCount(): number {
  return (db().prepare("SELECT count(*) AS count FROM upstream_copies").get() as { count: number }).count;
}
