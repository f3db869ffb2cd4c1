import type Database from "better-sqlite3";
import { createHash } from "node:crypto";
import type { Picture, SermonSearchHit } from "~/types";
import { MARK_END, MARK_START, withoutMarks } from "~/lib/search-query";

/**
 * The search index: an SQLite FTS5 table beside a plain table of what a result
 * shows. It lives in the site's database (DATA_DIR), so it survives a restart;
 * it is only written by `writeSearchIndex`, from background work, never on a
 * page view. Functions take the database, so tests and the bench can use their own.
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

// bm25 weights by column (name, description, transcript): a word in the name counts most.
const WEIGHTS = "10.0, 3.0, 1.0";

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

export interface SermonFilters {
  seriesSlug: string | null;
  bookId: string | null;
  year: number | null;
}

interface HitRow {
  slug: string;
  name: string;
  series_slug: string | null;
  series_name: string | null;
  date: number;
  picture: string | null;
  passages: string;
  name_marked?: string;
  description_snippet?: string;
  transcript_snippet?: string;
}

const FILTERS = `
  d.kind = 'sermon'
  AND (@series IS NULL OR d.series_slug = @series)
  AND (@year IS NULL OR d.year = @year)
  AND (@book IS NULL OR instr(d.books, ' ' || @book || ' ') > 0)`;

function filterParams(filters: SermonFilters) {
  return { series: filters.seriesSlug, year: filters.year, book: filters.bookId };
}

function toHit(row: HitRow): SermonSearchHit {
  const described = row.description_snippet ?? "";
  const spoken = row.transcript_snippet ?? "";
  // The transcript's words when only it matched; otherwise the description's.
  const snippet = !described.includes(MARK_START) && spoken.includes(MARK_START) ? spoken : described;
  return {
    slug: row.slug,
    name: row.name,
    nameMarked: row.name_marked ?? row.name,
    snippet,
    seriesSlug: row.series_slug,
    seriesName: row.series_name,
    date: row.date,
    picture: row.picture ? (JSON.parse(row.picture) as Picture) : null,
    passages: JSON.parse(row.passages) as string[],
  };
}

/** The rowid range of one kind of document (see writeSearchIndex). */
function rangeOf(db: Database.Database, kind: DocumentKind): { low: number; high: number } {
  const row = db.prepare("SELECT min(id) AS low, max(id) AS high FROM search_documents WHERE kind = ?").get(kind) as {
    low: number | null;
    high: number | null;
  };
  return { low: row.low ?? 1, high: row.high ?? 0 };
}

/** Sermons matching `match` (an FTS5 expression from parseSearchText) and the filters, best first; without `match`, newest first. */
export function searchSermons(
  db: Database.Database,
  match: string | null,
  filters: SermonFilters,
  page: { limit: number; offset: number },
): { total: number; hits: SermonSearchHit[] } {
  ensureSearchSchema(db);
  const params = { ...filterParams(filters), limit: page.limit, offset: page.offset };
  if (!match) {
    const { total } = db.prepare(`SELECT count(*) AS total FROM search_documents d WHERE ${FILTERS}`).get(params) as {
      total: number;
    };
    const rows = db
      .prepare(
        `SELECT d.slug, d.name, d.series_slug, d.series_name, d.date, d.picture, d.passages,
                substr(t.description, 1, 200) AS description_snippet
         FROM search_documents d JOIN search_text t ON t.rowid = d.id
         WHERE ${FILTERS} ORDER BY d.date DESC LIMIT @limit OFFSET @offset`,
      )
      .all(params) as HitRow[];
    return { total, hits: rows.map(toHit) };
  }
  const ranged = { ...params, match, ...rangeOf(db, "sermon") };
  const matching = `search_text MATCH @match AND search_text.rowid BETWEEN @low AND @high AND ${FILTERS}`;
  const { total } = db
    .prepare(
      `SELECT count(*) AS total FROM search_text JOIN search_documents d ON d.id = search_text.rowid WHERE ${matching}`,
    )
    .get(ranged) as { total: number };
  // Rank first, then build snippets for the page's rows only: a snippet re-reads a whole transcript.
  const ids = (
    db
      .prepare(
        `SELECT d.id FROM search_text JOIN search_documents d ON d.id = search_text.rowid WHERE ${matching}
         ORDER BY bm25(search_text, ${WEIGHTS}), d.date DESC LIMIT @limit OFFSET @offset`,
      )
      .all(ranged) as { id: number }[]
  ).map((row) => row.id);
  if (ids.length === 0) return { total, hits: [] };
  const rows = db
    .prepare(
      `SELECT d.id, d.slug, d.name, d.series_slug, d.series_name, d.date, d.picture, d.passages,
              highlight(search_text, 0, @start, @end) AS name_marked,
              snippet(search_text, 1, @start, @end, '…', 24) AS description_snippet,
              CASE WHEN instr(snippet(search_text, 1, @start, @end, '…', 24), @start) > 0 THEN NULL
                   ELSE snippet(search_text, 2, @start, @end, '…', 24) END AS transcript_snippet
       FROM search_text JOIN search_documents d ON d.id = search_text.rowid
       WHERE search_text MATCH @match AND search_text.rowid IN (SELECT value FROM json_each(@ids))`,
    )
    .all({ match, ids: JSON.stringify(ids), start: MARK_START, end: MARK_END }) as (HitRow & { id: number })[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { total, hits: ids.flatMap((id) => (byId.has(id) ? [toHit(byId.get(id)!)] : [])) };
}

export interface GroupHit {
  slug: string;
  name: string;
  nameMarked: string;
  snippet: string;
  date: number | null;
}

/** A short group of series or upcoming events whose name or text matches. */
export function searchGroup(
  db: Database.Database,
  kind: "series" | "event",
  match: string,
  now: number,
  limit = 5,
): GroupHit[] {
  ensureSearchSchema(db);
  const rows = db
    .prepare(
      `SELECT d.slug, d.name, d.date,
              highlight(search_text, 0, @start, @end) AS name_marked,
              snippet(search_text, 1, @start, @end, '…', 20) AS snippet
       FROM search_text JOIN search_documents d ON d.id = search_text.rowid
       WHERE search_text MATCH @match AND search_text.rowid BETWEEN @low AND @high AND (d.ends_at IS NULL OR d.ends_at >= @now)
       ORDER BY bm25(search_text, ${WEIGHTS}) LIMIT @limit`,
    )
    .all({ match, ...rangeOf(db, kind), now, limit, start: MARK_START, end: MARK_END }) as {
    slug: string;
    name: string;
    date: number | null;
    name_marked: string;
    snippet: string;
  }[];
  return rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    nameMarked: row.name_marked,
    snippet: row.snippet,
    date: row.date,
  }));
}

export interface SearchFacets {
  series: { slug: string; name: string }[];
  years: number[];
  /** Book id → number of sermons citing it. */
  bookCounts: Map<string, number>;
}

/** What the filters offer: series in the site's order, years newest first, books with their sermon counts. */
export function searchFacets(db: Database.Database): SearchFacets {
  ensureSearchSchema(db);
  const series = db.prepare("SELECT slug, name FROM search_documents WHERE kind = 'series' ORDER BY id").all() as {
    slug: string;
    name: string;
  }[];
  const years = (
    db
      .prepare(
        "SELECT DISTINCT year FROM search_documents WHERE kind = 'sermon' AND year IS NOT NULL ORDER BY year DESC",
      )
      .all() as { year: number }[]
  ).map((row) => row.year);
  const bookCounts = new Map<string, number>();
  for (const row of db.prepare("SELECT books FROM search_documents WHERE kind = 'sermon' AND books != '  '").all() as {
    books: string;
  }[]) {
    for (const bookId of row.books.trim().split(" "))
      if (bookId) bookCounts.set(bookId, (bookCounts.get(bookId) ?? 0) + 1);
  }
  return { series, years, bookCounts };
}
