import { closeSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getEnv } from "~/server/env.server";
import { describeError } from "~/server/logger.server";
import {
  ensureRepository,
  parseBackupSummary,
  redactSecrets,
  restic,
  resticSettings,
  SNAPSHOT_TAG,
  type ResticSettings,
} from "./restic.server";
import { backupRunsDb, recordRun } from "./runs.server";
import { removeStaging, stageSnapshot, type Manifest } from "./stage.server";

/**
 * `npm run backup` (issue 40): a consistent snapshot of the running site sent
 * to the restic repository the settings name, then the history pruned to the
 * privacy policy's 14 days. Every run, good or not, is recorded for /healthz
 * and the owners' alert.
 */

/**
 * The privacy policy's promise ("kept.backups"): each copy deleted once it is
 * 14 days old. --keep-within-daily, not --keep-daily: the latter keeps the last
 * 14 days that have a snapshot, so after missed nights a copy would outlive 14
 * days. --max-unused 0: prune rewrites every pack a forgotten file is in, so
 * what data:forget removed is gone from the repository too, not just unlisted.
 */
export const RETENTION = ["--keep-within-daily", "14d", "--prune", "--max-unused", "0"] as const;

export type BackupOutcome =
  | {
      ok: true;
      snapshotId: string;
      sizeBytes: number;
      addedBytes: number;
      initialised: boolean;
      manifest: Manifest;
      seconds: number;
    }
  | { ok: false; problem: "not-configured"; missing: string }
  | { ok: false; problem: "busy" }
  | { ok: false; problem: "failed"; error: string };

export interface BackupOptions {
  now?: number;
  /** The snapshot's date instead of now (restic's --time): tests move the clock with it. */
  time?: Date;
  env?: NodeJS.ProcessEnv;
}

/** Only one backup at a time per data folder (a nightly timer and an operator's run may meet). */
function takeLock(file: string): boolean {
  try {
    const handle = openSync(file, "wx");
    writeFileSync(handle, String(process.pid));
    closeSync(handle);
    return true;
  } catch {
    const holder = Number(readFileSync(file, "utf8"));
    if (holder === process.pid || isRunning(holder)) return false;
    // The process that held it is gone (a crash or a reboot mid-backup): take it over.
    writeFileSync(file, String(process.pid));
    return true;
  }
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function resticTime(time: Date): string {
  // restic's --time format, in UTC: "2026-11-28 03:30:00".
  return time.toISOString().replace("T", " ").slice(0, 19);
}

export async function runBackup({
  now = Date.now(),
  time,
  env = process.env,
}: BackupOptions = {}): Promise<BackupOutcome> {
  const settings = resticSettings(env);
  if (!settings.configured) return { ok: false, problem: "not-configured", missing: settings.missing };
  const { DATA_DIR, contentDir } = getEnv();
  const dataDir = path.resolve(DATA_DIR);
  // The site's database (its runs table made sure of): staged by the online backup, and where the run is recorded.
  const db = backupRunsDb();
  const lock = path.join(dataDir, "backup.lock");
  if (!takeLock(lock)) return { ok: false, problem: "busy" };
  const started = Date.now();
  let stagingDir: string | undefined;
  try {
    const staged = await stageSnapshot(db, { dataDir, contentDir }, now);
    stagingDir = staged.dir;
    const initialised = await ensureRepository(settings);
    const summary = parseBackupSummary(
      await restic(settings, [
        "backup",
        staged.dir,
        "--json",
        "--quiet",
        "--host",
        SNAPSHOT_TAG,
        "--tag",
        SNAPSHOT_TAG,
        ...(time ? ["--time", resticTime(time)] : []),
      ]),
    );
    await forgetOldSnapshots(settings);
    const finished = now + (Date.now() - started);
    recordRun(
      {
        kind: "backup",
        startedAt: now,
        finishedAt: finished,
        ok: true,
        snapshotId: summary.snapshot_id,
        sizeBytes: summary.total_bytes_processed,
        addedBytes: summary.data_added,
        error: null,
      },
      db,
    );
    return {
      ok: true,
      snapshotId: summary.snapshot_id,
      sizeBytes: summary.total_bytes_processed,
      addedBytes: summary.data_added,
      initialised,
      manifest: staged.manifest,
      seconds: (Date.now() - started) / 1000,
    };
  } catch (error) {
    const said = redactSecrets(describeError(error), env);
    recordRun(
      {
        kind: "backup",
        startedAt: now,
        finishedAt: now + (Date.now() - started),
        ok: false,
        snapshotId: null,
        sizeBytes: null,
        addedBytes: null,
        error: said,
      },
      db,
    );
    return { ok: false, problem: "failed", error: said };
  } finally {
    if (stagingDir) removeStaging(stagingDir);
    rmSync(lock, { force: true });
  }
}

/** The 14 days, across every machine the site has run on (one tag, one group). */
export async function forgetOldSnapshots(settings: Extract<ResticSettings, { configured: true }>): Promise<void> {
  await restic(settings, ["forget", "--quiet", "--tag", SNAPSHOT_TAG, "--group-by", "tags", ...RETENTION]);
}
