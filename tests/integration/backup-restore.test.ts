import { execFileSync } from "node:child_process";
import { cpSync, copyFileSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { versionOf } from "~/features/editor/content-files.server";
import { publish } from "~/features/editor/publish.server";
import { listRevisions } from "~/features/editor/revisions.server";
import { closeDb } from "~/server/db.server";
import { getContent, loadContent } from "~/server/content.server";
import { resetEnvForTests } from "~/server/env.server";

/**
 * The daily backup (deploy/church-website-backup.cron) restored as the
 * README says (issue 18): the database copied by SQLite's online backup and
 * the content folder by tar, unpacked into a fresh data folder, bring back
 * the site as it was, with the staff editor's history.
 */

const KIDS = "pages/ministries/kids.yaml";

function useDataDir(dir: string): void {
  closeDb();
  process.env.DATA_DIR = dir;
  process.env.CONTENT_DIR = path.join(dir, "content");
  resetEnvForTests();
}

afterAll(() => {
  closeDb();
  delete process.env.CONTENT_DIR;
  resetEnvForTests();
});

test("a backup of the database and the content folder, restored into a fresh data folder, is the site as it was", async () => {
  // The server as installed: the content folder inside the data folder.
  const live = mkdtempSync(path.join(tmpdir(), "backup-live-"));
  cpSync("content/redwood-coast", path.join(live, "content"), { recursive: true });
  useDataDir(live);
  await loadContent();
  const before = readFileSync(path.join(live, "content", KIDS), "utf8");
  const after = before.replace("tagline: Partnering with parents", "tagline: Walking with parents");
  const outcome = await publish({
    actor: { id: "person-1", email: "editor@example.org" },
    file: KIDS,
    text: after,
    baseVersion: versionOf(before),
    action: "publish",
    now: Date.parse("2026-11-24T18:00:00Z"),
  });
  expect(outcome).toMatchObject({ ok: true });

  // The cron file's two copies, while the site runs.
  const cron = readFileSync("deploy/church-website-backup.cron", "utf8");
  expect(cron).toContain(`sqlite3 /var/lib/church-website/site.db ".backup '/var/backups/church-website/site-`);
  expect(cron).toContain('tar -C /var/lib/church-website -czf "/var/backups/church-website/content-');
  expect(readFileSync("deploy/church-website.service", "utf8")).toContain(
    "Environment=CONTENT_DIR=/var/lib/church-website/content",
  );
  const backups = mkdtempSync(path.join(tmpdir(), "backup-copies-"));
  execFileSync("sqlite3", [path.join(live, "site.db"), `.backup '${path.join(backups, "site-2026-11-24.db")}'`]);
  execFileSync("tar", ["-C", live, "-czf", path.join(backups, "content-2026-11-24.tar.gz"), "content"]);

  // A fresh machine: the README's restore.
  const restored = mkdtempSync(path.join(tmpdir(), "backup-restored-"));
  copyFileSync(path.join(backups, "site-2026-11-24.db"), path.join(restored, "site.db"));
  execFileSync("tar", ["-C", restored, "-xzf", path.join(backups, "content-2026-11-24.tar.gz")]);
  useDataDir(restored);
  await loadContent();
  expect(getContent().pages.find((page) => page.path === "/ministries/kids")?.tagline).toBe(
    "Walking with parents to help kids find and follow Jesus",
  );
  expect(readFileSync(path.join(restored, "content", KIDS), "utf8")).toBe(after);
  expect(listRevisions({ file: KIDS })).toEqual([expect.objectContaining({ beforeText: before, afterText: after })]);
}, 60_000);
