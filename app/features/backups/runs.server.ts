import type Database from "better-sqlite3";
import { ensureSchema } from "~/server/db.server";

/**
 * Each backup and each restore check, recorded in the site's database by the
 * command that ran it, for /healthz and for the owners' alert. A run's error
 * is restic's message with every secret redacted (restic.server.ts).
 */

export type RunKind = "backup" | "check";

export interface BackupRun {
  kind: RunKind;
  startedAt: number;
  finishedAt: number;
  ok: boolean;
  snapshotId: string | null;
  /** The snapshot's size (what was read), and what it added to the repository after deduplication. */
  sizeBytes: number | null;
  addedBytes: number | null;
  error: string | null;
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS backup_runs (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL CHECK (kind IN ('backup', 'check')),
    started_at INTEGER NOT NULL,
    finished_at INTEGER NOT NULL,
    ok INTEGER NOT NULL,
    snapshot_id TEXT,
    size_bytes INTEGER,
    added_bytes INTEGER,
    error TEXT
  );
  CREATE INDEX IF NOT EXISTS backup_runs_kind ON backup_runs (kind, finished_at);
`;

export function backupRunsDb(): Database.Database {
  return ensureSchema("backup-runs", SCHEMA);
}

interface RunRow {
  kind: RunKind;
  started_at: number;
  finished_at: number;
  ok: number;
  snapshot_id: string | null;
  size_bytes: number | null;
  added_bytes: number | null;
  error: string | null;
}

const fromRow = (row: RunRow): BackupRun => ({
  kind: row.kind,
  startedAt: row.started_at,
  finishedAt: row.finished_at,
  ok: row.ok === 1,
  snapshotId: row.snapshot_id,
  sizeBytes: row.size_bytes,
  addedBytes: row.added_bytes,
  error: row.error,
});

export function recordRun(run: BackupRun, db: Database.Database = backupRunsDb()): void {
  db.prepare(
    `INSERT INTO backup_runs (kind, started_at, finished_at, ok, snapshot_id, size_bytes, added_bytes, error)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    run.kind,
    run.startedAt,
    run.finishedAt,
    run.ok ? 1 : 0,
    run.snapshotId,
    run.sizeBytes,
    run.addedBytes,
    run.error,
  );
  // A year of nightly runs is plenty of history.
  db.prepare("DELETE FROM backup_runs WHERE finished_at < ?").run(run.finishedAt - 400 * 24 * 60 * 60 * 1000);
}

export function lastRun(
  kind: RunKind,
  { okOnly = false } = {},
  db: Database.Database = backupRunsDb(),
): BackupRun | null {
  const row = db
    .prepare(
      `SELECT * FROM backup_runs WHERE kind = ? ${okOnly ? "AND ok = 1" : ""} ORDER BY finished_at DESC, id DESC LIMIT 1`,
    )
    .get(kind) as RunRow | undefined;
  return row ? fromRow(row) : null;
}

export interface BackupHealth {
  lastBackup: { at: string; ok: boolean; sizeBytes: number | null; snapshotId: string | null; error?: string } | null;
  lastGoodBackupAt: string | null;
  lastCheck: { at: string; ok: boolean; error?: string } | null;
}

/** For /healthz's detail: the last backup (time, size, outcome), the last good one, and the last restore check. */
export function backupHealth(): BackupHealth {
  const db = backupRunsDb();
  const backup = lastRun("backup", {}, db);
  const good = lastRun("backup", { okOnly: true }, db);
  const check = lastRun("check", {}, db);
  const at = (time: number) => new Date(time).toISOString();
  return {
    lastBackup: backup
      ? {
          at: at(backup.finishedAt),
          ok: backup.ok,
          sizeBytes: backup.sizeBytes,
          snapshotId: backup.snapshotId,
          ...(backup.error ? { error: backup.error } : {}),
        }
      : null,
    lastGoodBackupAt: good ? at(good.finishedAt) : null,
    lastCheck: check
      ? { at: at(check.finishedAt), ok: check.ok, ...(check.error ? { error: check.error } : {}) }
      : null,
  };
}
