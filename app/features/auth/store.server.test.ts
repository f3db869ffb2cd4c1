import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeEach, expect, test } from "vitest";
import { closeDb } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";
import { addPerson, changeRole } from "./people.server";
import { createSession, readSession } from "./sessions.server";

beforeEach(() => {
  closeDb();
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "staff-store-"));
  resetEnvForTests();
});
afterAll(() => closeDb());

const NOW = Date.parse("2026-11-26T18:00:00Z");

test("a database made before treasurers keeps its people, ids and sessions, and takes a treasurer", () => {
  // The staff table as it was before issue 30, with a signed-in owner.
  const old = new Database(path.join(process.env.DATA_DIR!, "site.db"));
  old.exec(`
    CREATE TABLE staff_people (
      id TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE, name TEXT NOT NULL DEFAULT '',
      role TEXT NOT NULL CHECK (role IN ('owner', 'editor', 'contributor')),
      status TEXT NOT NULL CHECK (status IN ('invited', 'active', 'removed')),
      created_at INTEGER NOT NULL, removed_at INTEGER
    );
    INSERT INTO staff_people VALUES ('p1', 'ann@example.org', 'Ann', 'owner', 'active', 1, NULL);
    INSERT INTO staff_people VALUES ('p2', 'tom@example.org', 'Tom', 'editor', 'active', 1, NULL);
  `);
  old.close();

  const { token } = createSession("p1", NOW);
  expect(readSession(token, NOW)?.person.email).toBe("ann@example.org");
  expect(changeRole({ personId: "p2", role: "treasurer", actor: "command line", now: NOW })).toEqual({ ok: true });
  const added = addPerson({ email: "treasurer@example.org", role: "treasurer", actor: "command line", now: NOW });
  expect(added.ok).toBe(true);
  // The owner's session survived the copy (its foreign key still finds the person).
  expect(readSession(token, NOW)?.person.role).toBe("owner");
});
