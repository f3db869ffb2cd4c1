import type Database from "better-sqlite3";
import { MARK_END, MARK_START } from "~/lib/search-query";
import type { Picture, SermonSearchHit } from "~/types";
import { type DocumentKind, ensureSearchSchema } from "./search-index.server";

/**
 * Reading the search index (search-index.server.ts): sermons ranked and
 * filtered a page at a time, short groups of series and events, and what the
 * filters offer. Names come back marked and text as snippets around the match.
 */

// bm25 weights by column (name, description, transcript): a word in the name counts most.
const WEIGHTS = "10.0, 3.0, 1.0";

export interface SermonFilters {
  seriesSlug: string | null;
  bookId: string | null;
  year: number | null;
  /** The series of the page's language (issue 27): their sermons rank first. */
  firstSeries?: readonly string[];
}

/** The page's language's sermons (or series) before the rest: issue 27. */
const OWN_FIRST = (column: string) => `(${column} IN (SELECT value FROM json_each(@first))) DESC`;

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
  return {
    series: filters.seriesSlug,
    year: filters.year,
    book: filters.bookId,
    first: JSON.stringify(filters.firstSeries ?? []),
  };
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
         WHERE ${FILTERS} ORDER BY ${OWN_FIRST("d.series_slug")}, d.date DESC LIMIT @limit OFFSET @offset`,
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
         ORDER BY ${OWN_FIRST("d.series_slug")}, bm25(search_text, ${WEIGHTS}), d.date DESC LIMIT @limit OFFSET @offset`,
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
  /** Events: the words of the event's translations that matched (issue 36), empty when none did. */
  otherSnippet?: string;
  date: number | null;
}

/** A short group of series or upcoming events whose name or text matches. */
export function searchGroup(
  db: Database.Database,
  kind: "series" | "event",
  match: string,
  now: number,
  limit = 5,
  firstSeries: readonly string[] = [],
): GroupHit[] {
  ensureSearchSchema(db);
  const rows = db
    .prepare(
      `SELECT d.slug, d.name, d.date,
              highlight(search_text, 0, @start, @end) AS name_marked,
              snippet(search_text, 1, @start, @end, '…', 20) AS snippet,
              snippet(search_text, 2, @start, @end, '…', 20) AS other_snippet
       FROM search_text JOIN search_documents d ON d.id = search_text.rowid
       WHERE search_text MATCH @match AND search_text.rowid BETWEEN @low AND @high AND (d.ends_at IS NULL OR d.ends_at >= @now)
       ORDER BY ${OWN_FIRST("d.slug")}, bm25(search_text, ${WEIGHTS}) LIMIT @limit`,
    )
    .all({
      match,
      ...rangeOf(db, kind),
      now,
      limit,
      first: JSON.stringify(kind === "series" ? firstSeries : []),
      start: MARK_START,
      end: MARK_END,
    }) as {
    slug: string;
    name: string;
    date: number | null;
    name_marked: string;
    snippet: string;
    other_snippet: string;
  }[];
  return rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    nameMarked: row.name_marked,
    snippet: row.snippet,
    ...(kind === "event" && row.other_snippet.includes(MARK_START) ? { otherSnippet: row.other_snippet } : {}),
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
