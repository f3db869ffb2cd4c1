import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, expect, test } from "vitest";
import { markCopyUsed, pruneStoredCopies, readStoredCopy, storedCopyCount, storeCopy } from "./cache-store.server";
import { closeDb, getDb } from "./db.server";
import { resetEnvForTests } from "./env.server";

const day = 86_400_000;
const now = Date.parse("2026-11-22T18:00:00Z");

beforeEach(() => {
  closeDb();
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "cache-store-test-"));
  resetEnvForTests();
});
afterAll(() => closeDb());

test("copies nobody stored or wanted for 60 days are deleted; one still wanted through an outage stays", () => {
  storeCopy("sermons:live:series:/users/1/albums/deleted", { value: ["old"], storedAt: now - 90 * day });
  storeCopy("sermons:live:series-list", { value: ["kept"], storedAt: now - 90 * day });
  markCopyUsed("sermons:live:series-list", now - day); // Vimeo has been down; visitors still read it
  storeCopy("sermons:demo:series-list", { value: ["recent"], storedAt: now - 5 * day });
  expect(pruneStoredCopies(now)).toBe(1);
  expect(readStoredCopy("sermons:live:series:/users/1/albums/deleted")).toBeUndefined();
  expect(readStoredCopy("sermons:live:series-list")).toEqual({ value: ["kept"], storedAt: now - 90 * day });
  expect(readStoredCopy("sermons:demo:series-list")).toBeDefined();
});

test("beyond the row limit the copies used longest ago go first", () => {
  for (let index = 0; index < 30; index += 1)
    storeCopy(`key-${index}`, { value: index, storedAt: now - (30 - index) * 1000 });
  expect(pruneStoredCopies(now, { retentionMs: 60 * day, maxCopies: 10 })).toBe(20);
  expect(storedCopyCount()).toBe(10);
  expect(readStoredCopy("key-29")).toBeDefined();
  expect(readStoredCopy("key-19")).toBeUndefined();
});

test("copies kept by the earlier table move over once", () => {
  getDb().exec(`CREATE TABLE cache_entries (key TEXT PRIMARY KEY, value TEXT NOT NULL, stored_at INTEGER NOT NULL);
    INSERT INTO cache_entries VALUES ('planning-center:calendar-events', '["camp"]', ${now});`);
  expect(readStoredCopy("planning-center:calendar-events")).toEqual({ value: ["camp"], storedAt: now });
});
