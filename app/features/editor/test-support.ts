import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { addPerson } from "~/features/auth/people.server";
import type { Role } from "~/features/auth/roles";
import { closeDb } from "~/server/db.server";
import { loadContent } from "~/server/content.server";
import { resetEnvForTests } from "~/server/env.server";
import { versionOf } from "./content-files.server";
import { publish } from "./publish.server";

/**
 * The editor's tests: a data folder of their own, and before each test a
 * fresh copy of the demo church as the content folder, loaded. `dir()` is
 * the copy of the test running.
 */
export function withContentCopy(label: string): { dir: () => string } {
  let contentDir = "";
  beforeAll(() => {
    closeDb();
    process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), `${label}-data-`));
  });
  beforeEach(async () => {
    contentDir = mkdtempSync(path.join(tmpdir(), `${label}-content-`));
    cpSync("content/redwood-coast", contentDir, { recursive: true });
    process.env.CONTENT_DIR = contentDir;
    resetEnvForTests();
    await loadContent();
  }, 60_000);
  afterAll(() => {
    closeDb();
    delete process.env.CONTENT_DIR;
    resetEnvForTests();
  });
  return { dir: () => contentDir };
}

/** A staff member of a role, new for each test: their id. */
export function newStaffPerson(role: Role, now: number): string {
  const added = addPerson({ email: `${role}-${Math.random()}@example.org`, role, actor: "command line", now });
  if (!added.ok) throw new Error(added.message);
  return added.person.id;
}

/** The editor who publishes in these tests. */
export const EDITOR = { id: "person-1", email: "editor@example.org" };

/** The editor publishes `text` as `file` at `now`, over the version of it they opened (`opened`). */
export function publishOver(file: string, opened: string, text: string, now: number) {
  return publish({ actor: EDITOR, file, text, baseVersion: versionOf(opened), action: "publish", now });
}
