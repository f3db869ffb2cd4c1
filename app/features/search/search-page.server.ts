import { bibleBooks, bookById } from "~/lib/bible-books";
import { parseSearchText } from "~/lib/search-query";
import { getDb } from "~/server/db.server";
import { describeError, log } from "~/server/logger.server";
import type { SermonSearchHit } from "~/types";
import { indexState } from "./search-index.server";
import { type GroupHit, searchFacets, searchGroup, searchSermons, type SearchFacets } from "./search-read.server";
import { searchIndexGeneration } from "./search.server";

/**
 * What /watch/search and /watch/scripture show, read from the index. Every
 * input is checked here: unknown filter values are dropped with a note, the
 * page number is clamped, and the visitor's text only ever becomes quoted words.
 */

/** Issue 10: 20 results a page. */
export const RESULTS_PER_PAGE = 20;

export interface SearchPageData {
  status: "ok" | "building";
  query: string;
  truncated: boolean;
  /** True when there was something to search for (words or a filter). */
  searched: boolean;
  /** The visitor typed something, but no letter or digit. */
  noWords: boolean;
  filters: { series: string | null; book: string | null; year: number | null };
  /** Filter values the site does not know, dropped (each a sentence). */
  /** The filters the page could not use, as messages (search.json): "search.ignored.series". */
  ignored: ("search.ignored.series" | "search.ignored.book" | "search.ignored.year")[];
  options: { series: { slug: string; name: string }[]; books: { id: string; name: string }[]; years: number[] };
  total: number;
  page: number;
  pageCount: number;
  results: SermonSearchHit[];
  seriesGroup: GroupHit[];
  eventGroup: GroupHit[];
}

let facetsMemo: { generation: number; facets: SearchFacets } | undefined;

/** The filters' choices change only when the index is rewritten. */
function facets(): SearchFacets {
  const generation = searchIndexGeneration();
  if (facetsMemo?.generation !== generation) facetsMemo = { generation, facets: searchFacets(getDb()) };
  return facetsMemo.facets;
}

/** Popular searches repeat ("easter", "prayer"): their results are kept until the index is rewritten. */
const MAX_REMEMBERED = 300;
const remembered = new Map<string, ReturnType<typeof searchSermons>>();
let rememberedGeneration = -1;

function rememberedSearch(...args: Parameters<typeof searchSermons>): ReturnType<typeof searchSermons> {
  const generation = searchIndexGeneration();
  if (generation !== rememberedGeneration) {
    remembered.clear();
    rememberedGeneration = generation;
  }
  const [, match, filters, page] = args;
  const key = JSON.stringify([match, filters, page]);
  const known = remembered.get(key);
  if (known) return known;
  const found = searchSermons(...args);
  remembered.set(key, found);
  if (remembered.size > MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
  return found;
}

function firstParam(params: URLSearchParams, name: string): string | null {
  const value = params.get(name);
  return value === null || value.trim() === "" ? null : value.trim();
}

/** `firstSeries`: the series of the page's language, whose sermons and series rank first (issue 27). */
export function getSearchPage(url: URL, now: number, firstSeries: readonly string[] = []): SearchPageData {
  const params = url.searchParams;
  const text = parseSearchText(params.get("q"));
  const available = facets();
  const ignored: SearchPageData["ignored"] = [];

  const seriesParam = firstParam(params, "series");
  const series = seriesParam && available.series.some((item) => item.slug === seriesParam) ? seriesParam : null;
  if (seriesParam && !series) ignored.push("search.ignored.series");
  const bookParam = firstParam(params, "book");
  const book = bookParam && bookById(bookParam) ? bookParam : null;
  if (bookParam && !book) ignored.push("search.ignored.book");
  const yearParam = firstParam(params, "year");
  const year =
    yearParam && /^\d{4}$/.test(yearParam) && available.years.includes(Number(yearParam)) ? Number(yearParam) : null;
  if (yearParam && year === null) ignored.push("search.ignored.year");

  const options = {
    series: available.series,
    books: bibleBooks
      .filter((item) => available.bookCounts.has(item.id))
      .map((item) => ({ id: item.id, name: item.name })),
    years: available.years,
  };
  const searched = text.match !== null || series !== null || book !== null || year !== null;
  const empty = { total: 0, page: 1, pageCount: 1, results: [], seriesGroup: [], eventGroup: [] };
  const base = {
    query: text.text,
    truncated: text.truncated,
    searched,
    noWords: text.text !== "" && text.match === null,
    filters: { series, book, year },
    ignored,
    options,
  };

  const db = getDb();
  if (indexState(db).documents === 0) return { status: "building", ...base, ...empty };
  if (!searched) return { status: "ok", ...base, ...empty };

  const requestedPage = Number(params.get("page"));
  const wanted = Number.isInteger(requestedPage) && requestedPage > 0 ? requestedPage : 1;
  const filters = { seriesSlug: series, bookId: book, year, firstSeries };
  try {
    let found = rememberedSearch(db, text.match, filters, {
      limit: RESULTS_PER_PAGE,
      offset: (wanted - 1) * RESULTS_PER_PAGE,
    });
    const pageCount = Math.max(1, Math.ceil(found.total / RESULTS_PER_PAGE));
    const page = Math.min(wanted, pageCount);
    if (page !== wanted)
      found = rememberedSearch(db, text.match, filters, {
        limit: RESULTS_PER_PAGE,
        offset: (page - 1) * RESULTS_PER_PAGE,
      });
    // The groups answer the words alone; a filter narrows sermons only.
    const seriesGroup = text.match && !series ? searchGroup(db, "series", text.match, now, undefined, firstSeries) : [];
    const eventGroup = text.match ? searchGroup(db, "event", text.match, now) : [];
    return { status: "ok", ...base, total: found.total, page, pageCount, results: found.hits, seriesGroup, eventGroup };
  } catch (error) {
    // Only words reach FTS5, so this is not expected; if it happens the visitor still gets a page.
    log("error", "search failed", { error: describeError(error) });
    return { status: "ok", ...base, ...empty };
  }
}

export interface ScriptureBook {
  id: string;
  name: string;
  count: number;
}

/** /watch/scripture: the books in canonical order, with how many sermons cite each (those with none left out). */
export function getScriptureIndex(): { status: "ok" | "building"; books: ScriptureBook[] } {
  if (indexState(getDb()).documents === 0) return { status: "building", books: [] };
  const counts = facets().bookCounts;
  return {
    status: "ok",
    books: bibleBooks
      .filter((book) => counts.has(book.id))
      .map((book) => ({ id: book.id, name: book.name, count: counts.get(book.id)! })),
  };
}
