import Database from "better-sqlite3";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { formatProblem } from "~/content/read-files.server";
import { loadContentFolder } from "~/content/load.server";
import { countFiles, MANIFEST_NAME, tableCounts, type Manifest } from "./stage.server";

/**
 * Whether a restored snapshot is the site it was taken from: SQLite's
 * integrity check is "ok", every table of the manifest is there with its rows,
 * the content folder loads with the site's own loader, and the pictures are
 * all there. The restore checks before it puts anything in place; the monthly
 * check (`npm run backup:check`) does the same in a temporary folder.
 */

const manifestSchema = z.object({
  format: z.literal(1),
  madeAt: z.string(),
  tables: z.record(z.string(), z.number()),
  pictures: z.number(),
  contentFiles: z.number(),
});

export type Verdict = { ok: true; manifest: Manifest } | { ok: false; problems: string[] };

export async function verifyRestored(dir: string): Promise<Verdict> {
  const manifestFile = path.join(dir, MANIFEST_NAME);
  if (!existsSync(manifestFile))
    return { ok: false, problems: [`${MANIFEST_NAME} is missing: not a snapshot of this site`] };
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(manifestFile, "utf8")));
  const problems: string[] = [];

  const dbFile = path.join(dir, "site.db");
  if (!existsSync(dbFile)) problems.push("site.db is missing");
  else {
    const db = new Database(dbFile, { readonly: true, fileMustExist: true });
    try {
      const integrity = (db.pragma("integrity_check") as { integrity_check: string }[]).map(
        (row) => row.integrity_check,
      );
      if (integrity.join() !== "ok") problems.push(`site.db: integrity check says ${integrity.slice(0, 3).join("; ")}`);
      const counts = tableCounts(db);
      for (const [table, rows] of Object.entries(manifest.tables)) {
        if (counts[table] === undefined) problems.push(`site.db: table ${table} is missing`);
        else if (counts[table] !== rows)
          problems.push(`site.db: table ${table} has ${counts[table]} rows, not ${rows}`);
      }
    } finally {
      db.close();
    }
  }

  if (manifest.contentFiles > 0) {
    const loaded = await loadContentFolder(path.join(dir, "content"));
    if (!loaded.ok)
      problems.push(
        ...loaded.problems
          .filter((problem) => problem.severity === "error")
          .map((problem) => `content: ${formatProblem(problem)}`),
      );
    const files = countFiles(path.join(dir, "content"));
    if (files !== manifest.contentFiles) problems.push(`content: ${files} files, not ${manifest.contentFiles}`);
  }
  const pictures = countFiles(path.join(dir, "media")) + countFiles(path.join(dir, "brand"));
  if (pictures !== manifest.pictures) problems.push(`pictures: ${pictures}, not ${manifest.pictures}`);

  return problems.length === 0 ? { ok: true, manifest } : { ok: false, problems };
}
