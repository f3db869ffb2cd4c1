import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, test } from "vitest";
import { PASSWORD, resticEnv } from "./backup-support";
import {
  asOperator,
  ensureBuilt,
  killHard,
  root,
  signUp,
  startSite,
  storedAddresses,
  type SiteProcess,
} from "./server-process";

/**
 * The operator's commands as they run them (issue 40): `npm run backup` beside
 * the running built site, its outcome in /healthz's detail, `npm run restore`
 * into a fresh data folder (and its refusal of a used one), the monthly
 * `npm run backup:check`, and a failure that prints no secret.
 */

const run = promisify(execFile);
const running: SiteProcess[] = [];

beforeAll(() => ensureBuilt(), 300_000);
afterAll(async () => {
  for (const site of running) await killHard(site);
});

async function command(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["scripts/backup.mjs", ...args], { cwd: root, env });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

test("npm run backup beside the running site, shown in /healthz, restored with npm run restore, checked by backup:check", async () => {
  const site = await startSite();
  running.push(site);
  for (const address of ["first@example.org", "second@example.org"])
    expect((await signUp(site, address)).status).toBe(200);
  const repository = path.join(mkdtempSync(path.join(tmpdir(), "restic-command-")), "repository");
  const env = { ...resticEnv(repository), DATA_DIR: site.dataDir, LOG_LEVEL: "error" };

  const backup = await command(["backup"], env);
  expect(backup).toMatchObject({ code: 0 });
  expect(backup.output).toContain("A new backup repository was made");
  expect(backup.output).toMatch(/Backup [0-9a-f]{8}: [\d.]+ MB of data/);
  expect(backup.output).not.toContain(PASSWORD);

  const health = (await (await fetch(`${site.baseUrl}/healthz`, asOperator)).json()) as {
    backups: { lastBackup: { at: string; ok: boolean; sizeBytes: number } };
  };
  expect(health.backups.lastBackup).toMatchObject({ ok: true, sizeBytes: expect.any(Number) });
  expect(Date.now() - Date.parse(health.backups.lastBackup.at)).toBeLessThan(120_000);
  expect(await (await fetch(`${site.baseUrl}/healthz`)).json()).toEqual({ status: "ok" });

  const check = await command(["check"], env);
  expect(check).toMatchObject({ code: 0 });
  expect(check.output).toContain("restores and checks out");

  const fresh = mkdtempSync(path.join(tmpdir(), "restore-command-"));
  const freshEnv = { ...env, DATA_DIR: fresh, CONTENT_DIR: path.join(fresh, "content") };
  const restore = await command(["restore"], freshEnv);
  expect(restore).toMatchObject({ code: 0 });
  expect(restore.output).toContain("Checked: database integrity ok");
  expect(storedAddresses(fresh)).toEqual(new Set(["first@example.org", "second@example.org"]));
  const again = await command(["restore"], freshEnv);
  expect(again).toMatchObject({ code: 2 });
  expect(again.output).toContain(`${fresh} is not empty`);

  const wrong = "a wrong password, never printed";
  const failed = await command(["backup"], { ...env, RESTIC_PASSWORD: wrong });
  expect(failed).toMatchObject({ code: 1 });
  expect(failed.output).toContain("The backup failed");
  expect(failed.output).not.toContain(wrong);
  const after = (await (await fetch(`${site.baseUrl}/healthz`, asOperator)).json()) as {
    backups: { lastBackup: { ok: boolean }; lastGoodBackupAt: string };
  };
  expect(after.backups).toMatchObject({ lastBackup: { ok: false }, lastGoodBackupAt: health.backups.lastBackup.at });
}, 180_000);
