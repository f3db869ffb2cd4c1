import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";

/**
 * Files that stand in for the folder's own (relative path → text), or that are
 * taken away (null), without touching the folder: the staff editor checks a
 * draft, and previews the site with it, through the same checks as the site.
 */
export type ContentOverlay = ReadonlyMap<string, string | null>;

/** The folder's files with an overlay's added and removed ones. */
export function withOverlay(files: readonly string[], overlay: ContentOverlay): string[] {
  const all = new Set(files);
  for (const [file, text] of overlay) {
    if (text === null) all.delete(file);
    else all.add(file);
  }
  return [...all].sort();
}

/** The files whose text the loader parses; the others (pictures, fonts, downloads) only count in the version. */
const TEXT_FILE = /\.(?:ya?ml|json|md|txt)$/i;

/**
 * Reads every file of the folder once: the texts the loader parses (an
 * overlay's own stand in for theirs) and a version made from those very
 * bytes. Reading a file again for the version, after it was parsed, let a
 * save land between the two reads (issue 38: a save made just as a reload
 * began was served under the saved file's version with the older text, so
 * the next reload found that version already served and kept the older text).
 */
export async function readFolderOnce(
  root: string,
  files: readonly string[],
  overlay: ContentOverlay,
): Promise<{ texts: Map<string, string | null>; version: string }> {
  const texts = new Map(overlay);
  const hash = createHash("sha256");
  for (const file of files) {
    let bytes: string | Buffer | null | undefined = overlay.get(file);
    if (bytes === undefined) bytes = await readFile(path.join(root, file)).catch(() => null);
    if (bytes !== null && TEXT_FILE.test(file) && !texts.has(file)) texts.set(file, bytes.toString());
    hash.update(file);
    hash.update("\0");
    hash.update(bytes ?? "\u0001missing");
    hash.update("\0");
  }
  return { texts, version: hash.digest("hex").slice(0, 16) };
}
