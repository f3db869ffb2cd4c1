import type Database from "better-sqlite3";
import { createHash } from "node:crypto";
import { withoutMarks } from "~/lib/search-query";
import type { Picture } from "~/types";

/**
 * The search index: an SQLite FTS5 table beside a plain table of what a result
 * shows. It lives in the site's database (DATA_DIR), so it survives a restart;
 * it is only written by `writeSearchIndex`, from background work, never on a
 * page view. Functions take the database, so tests and the bench can use their own.
 * This file makes and writes it; search-read.server.ts reads it.
 */

export type DocumentKind = "sermon" | "series" | "event";

export interface SearchDocument {
  kind: DocumentKind;
  /** Sermon or series slug, event id. */
  slug: string;
  name: string;
  description: string;
  transcript: string;
  seriesSlug: string | null;
  seriesName: string | null;
  /** Sermon date, event start (ms). */
  date: number | null;
  /** Events: when the first instance ends (ms), so past events drop out of results. */
  endsAt: number | null;
  /** Church-zone year of `date`. */
  year: number | null;
  bookIds: string[];
  passages: string[];
  picture: Picture | null;
}

/** No prefix index: it made rebuilds 2-3 times slower, and prefix terms of 3+ letters are quick without it. */
const TEXT_TABLE = `CREATE VIRTUAL TABLE search_text USING fts5(
    name, description, transcript,
    tokenize = 'unicode61 remove_diacritics 2'
  );`;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS search_documents (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    slug TEXT NOT NULL,
    name TEXT NOT NULL,
    series_slug TEXT,
    series_name TEXT,
    date INTEGER,
    ends_at INTEGER,
    year INTEGER,
    books TEXT NOT NULL,
    passages TEXT NOT NULL,
    picture TEXT
  );
  CREATE INDEX IF NOT EXISTS search_documents_kind_date ON search_documents (kind, date);
  ${TEXT_TABLE.replace("CREATE VIRTUAL TABLE", "CREATE VIRTUAL TABLE IF NOT EXISTS")}
  CREATE TABLE IF NOT EXISTS search_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
`;

const prepared = new WeakSet<Database.Database>();

export function ensureSearchSchema(db: Database.Database): Database.Database {
  if (!prepared.has(db)) {
    db.exec(SCHEMA);
    prepared.add(db);
  }
  return db;
}

/** A fingerprint of the documents: an unchanged source means no rewrite. */
export function signatureOf(documents: SearchDocument[]): string {
  const hash = createHash("sha256");
  for (const document of documents) hash.update(JSON.stringify(document));
  return hash.digest("hex");
}

export interface IndexState {
  builtAt: number | null;
  /** The last time a rebuild compared the source with the index (written or not). */
  checkedAt: number | null;
  signature: string | null;
  documents: number;
}

export function indexState(db: Database.Database): IndexState {
  ensureSearchSchema(db);
  const meta = new Map(
    (db.prepare("SELECT key, value FROM search_meta").all() as { key: string; value: string }[]).map((row) => [
      row.key,
      row.value,
    ]),
  );
  const { count } = db.prepare("SELECT count(*) AS count FROM search_documents").get() as { count: number };
  const number = (key: string) => (meta.has(key) ? Number(meta.get(key)) : null);
  return {
    builtAt: number("built_at"),
    checkedAt: number("checked_at"),
    signature: meta.get("signature") ?? null,
    documents: count,
  };
}

const KIND_ORDER: DocumentKind[] = ["sermon", "series", "event"];

/**
 * Replaces the whole index in one transaction (readers see the old or the new one, never half).
 * Documents are stored grouped by kind (sermons, series, events), so each kind is one range of
 * rowids and a query for one kind never ranks the others. Returns false when nothing changed.
 */
export function writeSearchIndex(db: Database.Database, documents: SearchDocument[], now: number): boolean {
  ensureSearchSchema(db);
  const signature = signatureOf(documents);
  const state = indexState(db);
  if (state.signature === signature && state.documents === documents.length) {
    db.prepare(
      "INSERT INTO search_meta (key, value) VALUES ('checked_at', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
    ).run(String(now));
    return false;
  }
  const insertDocument = db.prepare(
    `INSERT INTO search_documents (id, kind, slug, name, series_slug, series_name, date, ends_at, year, books, passages, picture)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const setMeta = db.prepare(
    "INSERT INTO search_meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
  );
  db.transaction(() => {
    db.prepare("DELETE FROM search_documents").run();
    // Dropping the text table is much faster than deleting its rows (FTS5 would re-read every old transcript).
    db.exec(`DROP TABLE search_text; ${TEXT_TABLE}`);
    const insertText = db.prepare("INSERT INTO search_text (rowid, name, description, transcript) VALUES (?, ?, ?, ?)");
    const ordered = KIND_ORDER.flatMap((kind) => documents.filter((document) => document.kind === kind));
    ordered.forEach((document, index) => {
      const id = index + 1;
      insertDocument.run(
        id,
        document.kind,
        document.slug,
        document.name,
        document.seriesSlug,
        document.seriesName,
        document.date,
        document.endsAt,
        document.year,
        // Spaces around every id, so a filter can ask for " romans " without matching " 1-romans ".
        ` ${document.bookIds.join(" ")} `,
        JSON.stringify(document.passages),
        document.picture ? JSON.stringify(document.picture) : null,
      );
      insertText.run(
        id,
        withoutMarks(document.name),
        withoutMarks(document.description),
        withoutMarks(document.transcript),
      );
    });
    setMeta.run("signature", signature);
    setMeta.run("built_at", String(now));
    setMeta.run("checked_at", String(now));
  }).immediate();
  return true;
}

/** Kept for operators and the bench: how long the last rewrite took from reading the caches to commit. */
export function recordRebuildDuration(db: Database.Database, ms: number): void {
  ensureSearchSchema(db);
  db.prepare(
    "INSERT INTO search_meta (key, value) VALUES ('rebuild_ms', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
  ).run(String(ms));
}
