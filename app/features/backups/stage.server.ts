import Database from "better-sqlite3";
import {
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

/**
 * What a snapshot holds, laid out as a data folder is (so a restore is a
 * copy back): `site.db` made by SQLite's online backup (consistent while the
 * site writes), `content/` (the content folder, uploads included), `media/`
 * and `brand/` (the pictures made from it, kept so a restored site need not
 * remake a thousand of them before it is fast), `site-secret` (so links
 * already e-mailed still open) and `backup-manifest.json` (what the restore
 * check compares against).
 */

export const STAGING_NAME = "backup-staging";
export const MANIFEST_NAME = "backup-manifest.json";

export interface Manifest {
  format: 1;
  madeAt: string;
  /** Every table of site.db with its row count, as the snapshot holds it. */
  tables: Record<string, number>;
  /** Files in media/ and brand/, and in content/. */
  pictures: number;
  contentFiles: number;
}

export interface Places {
  dataDir: string;
  contentDir: string;
}

export function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

export function tableCounts(db: Database.Database): Record<string, number> {
  const names = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all() as { name: string }[];
  return Object.fromEntries(
    names.map(({ name }) => [name, (db.prepare(`SELECT COUNT(*) AS n FROM "${name}"`).get() as { n: number }).n]),
  );
}

/** A picture is written once and never changed (a new one gets a new name): a hard link is its copy, free and instant. */
function linkTree(from: string, to: string): void {
  if (!existsSync(from)) return;
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isFile()) {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
    }
  }
}

/**
 * Makes the staging folder in DATA_DIR (the service may write there, and hard
 * links need the same disk) from the live site; `db` is the site's open
 * connection. Returns the folder and its manifest.
 */
export async function stageSnapshot(
  db: Database.Database,
  places: Places,
  now: number,
): Promise<{ dir: string; manifest: Manifest }> {
  const dir = path.join(places.dataDir, STAGING_NAME);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  await db.backup(path.join(dir, "site.db"));
  const copy = new Database(path.join(dir, "site.db"));
  let tables: Record<string, number>;
  try {
    // One file, no -wal beside it: what a restore puts back is complete by itself.
    copy.pragma("journal_mode = DELETE");
    tables = tableCounts(copy);
  } finally {
    copy.close();
  }
  // The content folder is small (text, and the uploads) and the editor may write it meanwhile: copied, not linked.
  if (existsSync(places.contentDir)) cpSync(places.contentDir, path.join(dir, "content"), { recursive: true });
  linkTree(path.join(places.dataDir, "media"), path.join(dir, "media"));
  linkTree(path.join(places.dataDir, "brand"), path.join(dir, "brand"));
  const secret = path.join(places.dataDir, "site-secret");
  if (existsSync(secret) && statSync(secret).isFile()) copyFileSync(secret, path.join(dir, "site-secret"));
  const manifest: Manifest = {
    format: 1,
    madeAt: new Date(now).toISOString(),
    tables,
    pictures: countFiles(path.join(dir, "media")) + countFiles(path.join(dir, "brand")),
    contentFiles: countFiles(path.join(dir, "content")),
  };
  writeFileSync(path.join(dir, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
  return { dir, manifest };
}

/** The staging folder holds visitors' data: it leaves the disk as soon as restic has it (data:forget's promise). */
export function removeStaging(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
