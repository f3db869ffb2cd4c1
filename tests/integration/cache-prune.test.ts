import Database from "better-sqlite3";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { ensureBuilt, startSite, stopGently, type SiteProcess } from "./server-process";

/** Issue 11, item 6: upstream copies nobody reads any more leave the disk, at start-up already. */

let site: SiteProcess | undefined;
afterAll(async () => {
  if (site) await stopGently(site);
});

test("at start-up, copies unused for 60 days are deleted and recent ones kept", async () => {
  ensureBuilt();
  const dataDir = mkdtempSync(path.join(tmpdir(), "church-prune-"));
  const day = 86_400_000;
  const db = new Database(path.join(dataDir, "site.db"));
  // As an earlier version left them: the table without used_at, moved over at the first read.
  db.exec("CREATE TABLE cache_entries (key TEXT PRIMARY KEY, value TEXT NOT NULL, stored_at INTEGER NOT NULL)");
  const insert = db.prepare("INSERT INTO cache_entries VALUES (?, ?, ?)");
  insert.run("sermons:live:series:/users/1/albums/deleted-long-ago", '["old"]', Date.now() - 200 * day);
  insert.run("sermons:live:sermon:a-made-up-link", "null", Date.now() - 61 * day);
  insert.run("sermons:live:series-list", '["recent"]', Date.now() - day);
  db.close();

  site = await startSite({ dataDir });
  const check = new Database(path.join(dataDir, "site.db"), { readonly: true });
  try {
    const keys = check.prepare("SELECT key FROM upstream_copies ORDER BY key").all() as { key: string }[];
    // The demo's warm-up has stored copies of its own meanwhile.
    expect(keys.map((row) => row.key).filter((key) => key.startsWith("sermons:live:"))).toEqual([
      "sermons:live:series-list",
    ]);
  } finally {
    check.close();
  }
}, 60_000);
