import Database from "better-sqlite3";
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { closeDb } from "~/server/db.server";
import { loadContent } from "~/server/content.server";
import { resetEnvForTests } from "~/server/env.server";

/**
 * Shared by the backup tests (issue 40): a data folder laid out as the
 * server's (the content folder inside it, deploy/church-website.service),
 * restic's settings for a repository, and every table of a database as rows.
 */

export const PASSWORD = "correct horse battery staple 40";

export function resticEnv(repository: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    RESTIC_REPOSITORY: repository,
    RESTIC_PASSWORD: PASSWORD,
    RESTIC_CACHE_DIR: mkdtempSync(path.join(tmpdir(), "restic-cache-")),
    ...extra,
  };
}

/** Points the site's modules at `dir` (DATA_DIR, with CONTENT_DIR inside it). */
export async function pointAtDataDir(dir: string, { load = true } = {}): Promise<void> {
  closeDb();
  process.env.DATA_DIR = dir;
  process.env.CONTENT_DIR = path.join(dir, "content");
  resetEnvForTests();
  if (load) await loadContent();
}

/** A live site's data folder: the demo church's content copied in, as at install. */
export async function liveSite(label: string): Promise<string> {
  const live = mkdtempSync(path.join(tmpdir(), `${label}-`));
  cpSync("content/redwood-coast", path.join(live, "content"), { recursive: true });
  await pointAtDataDir(live);
  return live;
}

/**
 * Every row of every table (but the `except` ones: the backups' own record), as sorted JSON lines per table:
 * two databases with the same rows compare equal.
 */
export function everyRow(file: string, { except = [] as string[] } = {}): Record<string, string[]> {
  const db = new Database(file, { readonly: true });
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .all() as { name: string }[];
    return Object.fromEntries(
      tables
        .filter(({ name }) => !except.includes(name))
        .map(({ name }) => [
          name,
          (db.prepare(`SELECT * FROM "${name}"`).all() as unknown[]).map((row) => JSON.stringify(row)).sort(),
        ]),
    );
  } finally {
    db.close();
  }
}

export function integrityOf(file: string): string {
  const db = new Database(file, { readonly: true });
  try {
    return (db.pragma("integrity_check") as { integrity_check: string }[]).map((row) => row.integrity_check).join();
  } finally {
    db.close();
  }
}
