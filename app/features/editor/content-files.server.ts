import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { listFiles } from "~/content/read-files.server";
import { pathOfPageFile } from "~/content/read-pages.server";
import { getEnv } from "~/server/env.server";
import { fileKindOf, type FileKind } from "./file-kinds";

/**
 * The content folder's files as the editor reads and writes them (issue 18).
 * The folder stays the one source of truth: the editor keeps no copy of a
 * published file. A file is named by its path inside the folder, checked
 * against the kinds the site knows (file-kinds.ts), so no name from a request
 * ever reaches outside the folder. Writes are atomic: a temporary file in the
 * same folder, then a rename, so the site and the folder watcher see the old
 * file or the new one, never half of one.
 */

export interface ContentFileText {
  file: string;
  kind: FileKind;
  /** null: the file does not exist (a page being created, an alerts.yaml never written). */
  text: string | null;
  version: string;
}

/** What a form carries to say which text of the file it was opened from. */
export function versionOf(text: string | null): string {
  return text === null ? "none" : createHash("sha256").update(text).digest("hex").slice(0, 16);
}

function contentDir(): string {
  return getEnv().contentDir;
}

/** The absolute path of a content file, or an error for a name that is not one (never outside the folder). */
export function absolutePathOf(file: string): string {
  if (!fileKindOf(file)) throw new Error(`not a content file the editor writes: ${JSON.stringify(file)}`);
  const root = path.resolve(contentDir());
  const absolute = path.resolve(root, file);
  if (!absolute.startsWith(`${root}${path.sep}`)) throw new Error("outside the content folder");
  return absolute;
}

export async function readContentText(file: string): Promise<ContentFileText> {
  const kind = fileKindOf(file);
  if (!kind) throw new Error(`not a content file: ${JSON.stringify(file)}`);
  let text: string | null;
  try {
    text = await readFile(absolutePathOf(file), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    text = null;
  }
  return { file, kind, text, version: versionOf(text) };
}

/** Writes (or, with null, deletes) a content file atomically. */
export async function writeContentText(file: string, text: string | null): Promise<void> {
  const absolute = absolutePathOf(file);
  if (text === null) {
    await unlink(absolute).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
    });
    return;
  }
  await writeAtomically(absolute, text);
}

/** Temporary file beside the target (the folder watcher skips `.tmp-` names), then a rename. */
export async function writeAtomically(absolute: string, data: string | Buffer): Promise<void> {
  await mkdir(path.dirname(absolute), { recursive: true });
  const temporary = path.join(
    path.dirname(absolute),
    `.tmp-${randomBytes(6).toString("hex")}-${path.basename(absolute)}`,
  );
  try {
    await writeFile(temporary, data, { flag: "wx" });
    await rename(temporary, absolute);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export interface PageFileEntry {
  file: string;
  path: string;
}

/** The files of one kind in one folder of the content folder (pages/, events/). */
async function filesOfKind(under: string, kind: FileKind): Promise<string[]> {
  const files = await listFiles(path.resolve(contentDir()), under);
  return files.filter((file) => fileKindOf(file) === kind);
}

/** Every page file in the folder, with the address it makes. */
export async function listPageFiles(): Promise<PageFileEntry[]> {
  return (await filesOfKind("pages", "page")).map((file) => ({ file, path: pathOfPageFile(file) }));
}

/** Every event file in the folder (events/<id>.yaml, issue 28). */
export function listEventFiles(): Promise<string[]> {
  return filesOfKind("events", "event");
}

/** Every form file in the folder (forms/<id>.yaml, issue 35). */
export function listFormFiles(): Promise<string[]> {
  return filesOfKind("forms", "form");
}

/** The fact file of a kind as it exists in the folder (church.yaml, .yml or .json), else its .yaml name. */
export async function factFileName(kind: Exclude<FileKind, "page" | "event" | "form">): Promise<string> {
  const files = await listFiles(path.resolve(contentDir()));
  return (
    files.find((file) => file === `${kind}.yaml` || file === `${kind}.yml` || file === `${kind}.json`) ?? `${kind}.yaml`
  );
}

/** Every picture in the folder's images/ that pages may show (JPEG, PNG, WebP). */
export async function listPictureFiles(): Promise<string[]> {
  const files = await listFiles(path.resolve(contentDir()), "images");
  return files.filter((file) => /\.(?:jpe?g|png|webp)$/i.test(file));
}
