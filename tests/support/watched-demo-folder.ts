import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { loadContent, stopWatchingContent, watchContent } from "~/server/content.server";
import { closeDb } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";

/**
 * For a test file whose site follows a content folder on disk (issues 26 and 38): a copy of the demo church
 * and a fresh data folder, loaded and watched before its tests, unwatched after. Returns the copy's path.
 */
export function watchedDemoFolder(prefix: string): () => string {
  let contentDir = "";
  beforeAll(async () => {
    closeDb();
    process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), `${prefix}-data-`));
    contentDir = mkdtempSync(path.join(tmpdir(), `${prefix}-content-`));
    cpSync("content/redwood-coast", contentDir, { recursive: true });
    process.env.CONTENT_DIR = contentDir;
    resetEnvForTests();
    await loadContent();
    watchContent();
  }, 60_000);
  afterAll(() => {
    stopWatchingContent();
    closeDb();
    delete process.env.CONTENT_DIR;
    resetEnvForTests();
  });
  return () => contentDir;
}
