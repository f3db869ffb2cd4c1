import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { getEnv } from "~/server/env.server";
import { describeError } from "~/server/logger.server";
import {
  listSnapshots,
  redactSecrets,
  restic,
  resticSettings,
  type ResticSettings,
  type Snapshot,
} from "./restic.server";
import { recordRun } from "./runs.server";
import { verifyRestored, type Verdict } from "./verify.server";

/**
 * `npm run restore -- [snapshot]` onto a fresh data folder, and the monthly
 * `npm run backup:check` that restores the latest snapshot into a temporary
 * folder and verifies it (verify.server.ts), so a broken backup is found
 * before it is needed.
 */

type Configured = Extract<ResticSettings, { configured: true }>;

export type RestoreOutcome =
  | { ok: true; snapshot: Snapshot; dataDir: string; contentDir: string; tables: number; seconds: number }
  | { ok: false; problem: "not-configured"; missing: string }
  | { ok: false; problem: "not-empty"; folder: string }
  | { ok: false; problem: "no-snapshot"; wanted: string | null }
  | { ok: false; problem: "broken"; problems: string[] }
  | { ok: false; problem: "failed"; error: string };

/** What a snapshot puts in the data folder (the content folder goes to CONTENT_DIR). */
const DATA_ENTRIES = ["site.db", "media", "brand", "site-secret"] as const;

const isEmpty = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/** The snapshot `wanted` names (its id or short id, or a prefix), or the latest. */
async function chooseSnapshot(settings: Configured, wanted: string | null): Promise<Snapshot | undefined> {
  const snapshots = await listSnapshots(settings);
  if (!wanted || wanted === "latest") return snapshots.at(-1);
  return snapshots.find((snapshot) => snapshot.id.startsWith(wanted) || snapshot.short_id === wanted);
}

/** restic restores a snapshot under its original path: the staging folder's, inside `target`. */
async function restoreInto(settings: Configured, snapshot: Snapshot, target: string): Promise<string> {
  await restic(settings, ["restore", snapshot.id, "--target", target, "--quiet"]);
  return path.join(target, snapshot.paths[0]!);
}

function moveInto(from: string, to: string): void {
  if (!existsSync(from)) return;
  rmSync(to, { recursive: true, force: true });
  mkdirSync(path.dirname(to), { recursive: true });
  try {
    renameSync(from, to);
  } catch {
    // Another disk (CONTENT_DIR elsewhere): copy, then remove.
    cpSync(from, to, { recursive: true });
    rmSync(from, { recursive: true, force: true });
  }
}

export async function restoreSnapshot({
  snapshot: wanted = null,
  force = false,
  env = process.env,
}: { snapshot?: string | null; force?: boolean; env?: NodeJS.ProcessEnv } = {}): Promise<RestoreOutcome> {
  const settings = resticSettings(env);
  if (!settings.configured) return { ok: false, problem: "not-configured", missing: settings.missing };
  const dataDir = path.resolve(getEnv().DATA_DIR);
  const contentDir = getEnv().contentDir;
  if (!force) {
    if (!isEmpty(dataDir)) return { ok: false, problem: "not-empty", folder: dataDir };
    if (!isEmpty(contentDir)) return { ok: false, problem: "not-empty", folder: contentDir };
  }
  const started = Date.now();
  mkdirSync(dataDir, { recursive: true });
  // Beside the data folder's files, on the same disk, so putting them in place is a rename.
  const scratch = mkdtempSync(path.join(dataDir, ".restoring-"));
  try {
    const snapshot = await chooseSnapshot(settings, wanted);
    if (!snapshot) return { ok: false, problem: "no-snapshot", wanted };
    const restored = await restoreInto(settings, snapshot, scratch);
    const verdict = await verifyRestored(restored);
    if (!verdict.ok) return { ok: false, problem: "broken", problems: verdict.problems };
    for (const name of ["site.db-wal", "site.db-shm"]) rmSync(path.join(dataDir, name), { force: true });
    for (const name of DATA_ENTRIES) moveInto(path.join(restored, name), path.join(dataDir, name));
    moveInto(path.join(restored, "content"), contentDir);
    return {
      ok: true,
      snapshot,
      dataDir,
      contentDir,
      tables: Object.keys(verdict.manifest.tables).length,
      seconds: (Date.now() - started) / 1000,
    };
  } catch (error) {
    return { ok: false, problem: "failed", error: redactSecrets(describeError(error), env) };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

export type CheckOutcome =
  | { ok: true; snapshot: Snapshot; manifest: Extract<Verdict, { ok: true }>["manifest"]; seconds: number }
  | { ok: false; problem: "not-configured"; missing: string }
  | { ok: false; problem: "no-snapshot" | "broken" | "failed"; problems: string[] };

/** The monthly check: the latest snapshot restored into a temporary folder, verified, recorded, removed. */
export async function checkLatestBackup({ now = Date.now(), env = process.env } = {}): Promise<CheckOutcome> {
  const settings = resticSettings(env);
  if (!settings.configured) return { ok: false, problem: "not-configured", missing: settings.missing };
  const started = Date.now();
  const scratch = mkdtempSync(path.join(tmpdir(), "church-website-check-"));
  let outcome: CheckOutcome;
  let snapshotId: string | null = null;
  try {
    const snapshot = await chooseSnapshot(settings, null);
    if (!snapshot)
      outcome = { ok: false, problem: "no-snapshot", problems: ["the repository has no snapshot of this site"] };
    else {
      snapshotId = snapshot.short_id;
      const verdict = await verifyRestored(await restoreInto(settings, snapshot, scratch));
      outcome = verdict.ok
        ? { ok: true, snapshot, manifest: verdict.manifest, seconds: (Date.now() - started) / 1000 }
        : { ok: false, problem: "broken", problems: verdict.problems };
    }
  } catch (error) {
    outcome = { ok: false, problem: "failed", problems: [redactSecrets(describeError(error), env)] };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  recordRun({
    kind: "check",
    startedAt: now,
    finishedAt: now + (Date.now() - started),
    ok: outcome.ok,
    snapshotId,
    sizeBytes: null,
    addedBytes: null,
    error: outcome.ok ? null : outcome.problems.join("; ").slice(0, 2000),
  });
  return outcome;
}
