import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { parseSearchText } from "~/lib/search-query";
import { openDatabase } from "~/server/db.server";
import { indexState, type SearchDocument, writeSearchIndex } from "./search-index.server";
import { searchFacets, searchGroup, searchSermons, type SermonFilters } from "./search-read.server";

let db: ReturnType<typeof openDatabase>;
beforeEach(() => {
  db = openDatabase(path.join(mkdtempSync(path.join(tmpdir(), "search-index-")), "site.db"));
});
afterEach(() => db.close());

const NOW = Date.parse("2026-11-22T20:00:00Z");

function sermon(slug: string, name: string, description = "", extra: Partial<SearchDocument> = {}): SearchDocument {
  return {
    kind: "sermon",
    slug,
    name,
    description,
    transcript: "",
    seriesSlug: "renovated-lives",
    seriesName: "Renovated Lives",
    date: Date.parse("2026-10-11T19:00:00Z"),
    endsAt: null,
    year: 2026,
    bookIds: [],
    passages: [],
    picture: null,
    ...extra,
  };
}

const noFilters: SermonFilters = { seriesSlug: null, bookId: null, year: null };
const firstPage = { limit: 20, offset: 0 };
const find = (text: string, filters = noFilters) => searchSermons(db, parseSearchText(text).match, filters, firstPage);

test("a word in the name beats the same word in a long description", () => {
  const long = `${"We talked about many things this week, and walked through the whole chapter slowly. ".repeat(30)} forgiveness`;
  writeSearchIndex(db, [sermon("described", "Open Doors", long), sermon("named", "Forgiveness", "A short note.")], NOW);
  expect(find("forgiveness").hits.map((hit) => hit.slug)).toEqual(["named", "described"]);
});

test("a word in the transcript is found, with a snippet that marks it", () => {
  writeSearchIndex(
    db,
    [sermon("tearing-down", "Tearing Down", "Walls.", { transcript: "Think of the prodigal son coming home." })],
    NOW,
  );
  const [hit] = find("prodigal").hits;
  expect(hit?.snippet).toContain("\uE000prodigal\uE001");
});

test("words match with or without accents, and as the visitor types", () => {
  writeSearchIndex(db, [sermon("creme", "Crème de la grâce")], NOW);
  expect(find("creme grace").total).toBe(1);
  expect(find("gra").total).toBe(1);
});

test.each([
  '"',
  "grace*",
  "NEAR(grace",
  "name: grace",
  "'; DROP TABLE search_documents; --",
  "AND OR",
  "🙏",
  "愛",
  "x".repeat(600),
])("%s searches as words and never throws", (text) => {
  writeSearchIndex(db, [sermon("grace", "Grace"), sermon("love", "愛 and love")], NOW);
  expect(() => find(text)).not.toThrow();
  expect(indexState(db).documents).toBe(2);
});

test("non-Latin words are found", () => {
  writeSearchIndex(db, [sermon("love", "愛 and love")], NOW);
  expect(find("愛").total).toBe(1);
});

test("filters combine: series, book and year", () => {
  writeSearchIndex(
    db,
    [
      sermon("a", "Hope", "", { bookIds: ["romans"], year: 2026 }),
      sermon("b", "Hope again", "", { bookIds: ["john"], year: 2026 }),
      sermon("c", "Hope old", "", {
        bookIds: ["romans"],
        year: 2025,
        seriesSlug: "advent",
        date: Date.parse("2025-12-07T19:00:00Z"),
      }),
    ],
    NOW,
  );
  expect(find("hope", { ...noFilters, bookId: "romans" }).total).toBe(2);
  expect(find("hope", { ...noFilters, bookId: "romans", year: 2026 }).hits.map((hit) => hit.slug)).toEqual(["a"]);
  expect(find("hope", { seriesSlug: "advent", bookId: "romans", year: null }).hits.map((hit) => hit.slug)).toEqual([
    "c",
  ]);
  // Without words: every sermon on the book, newest first.
  expect(searchSermons(db, null, { ...noFilters, bookId: "romans" }, firstPage).hits.map((hit) => hit.slug)).toEqual([
    "a",
    "c",
  ]);
});

test("20 a page, the rest on the next page", () => {
  const many = Array.from({ length: 45 }, (_, index) =>
    sermon(`s${index}`, `Grace ${index}`, "", { date: NOW - index * 86_400_000 }),
  );
  writeSearchIndex(db, many, NOW);
  const match = parseSearchText("grace").match;
  expect(searchSermons(db, match, noFilters, { limit: 20, offset: 0 }).hits).toHaveLength(20);
  const third = searchSermons(db, match, noFilters, { limit: 20, offset: 40 });
  expect(third.total).toBe(45);
  expect(third.hits).toHaveLength(5);
});

test("events that are over drop out of the events group; series have their own group", () => {
  const event = (slug: string, name: string, endsAt: number): SearchDocument => ({
    ...sermon(slug, name),
    kind: "event",
    seriesSlug: null,
    seriesName: null,
    endsAt,
  });
  writeSearchIndex(
    db,
    [
      event("past", "Grace picnic", NOW - 1000),
      event("next", "Grace dinner", NOW + 86_400_000),
      { ...sermon("renovated-lives", "Renovated Lives", "A series on grace."), kind: "series" },
    ],
    NOW,
  );
  const match = parseSearchText("grace").match!;
  expect(searchGroup(db, "event", match, NOW).map((hit) => hit.slug)).toEqual(["next"]);
  expect(searchGroup(db, "series", match, NOW).map((hit) => hit.slug)).toEqual(["renovated-lives"]);
  expect(find("grace").total).toBe(0);
});

test("an unchanged source is not rewritten; a changed one is; the index survives reopening the database", () => {
  const file = db.name;
  expect(writeSearchIndex(db, [sermon("a", "Hope")], NOW)).toBe(true);
  expect(writeSearchIndex(db, [sermon("a", "Hope")], NOW + 1000)).toBe(false);
  expect(writeSearchIndex(db, [sermon("a", "Hope"), sermon("b", "Peace")], NOW + 2000)).toBe(true);
  db.close();
  db = openDatabase(file);
  expect(find("peace").total).toBe(1);
  expect(indexState(db)).toMatchObject({ documents: 2, builtAt: NOW + 2000 });
});

test("facets list the series, the years and how many sermons cite each book", () => {
  writeSearchIndex(
    db,
    [
      sermon("a", "Hope", "", { bookIds: ["romans", "john"], year: 2026 }),
      sermon("b", "Peace", "", { bookIds: ["romans"], year: 2025 }),
      { ...sermon("renovated-lives", "Renovated Lives"), kind: "series" },
    ],
    NOW,
  );
  const facets = searchFacets(db);
  expect(facets.years).toEqual([2026, 2025]);
  expect(facets.series).toEqual([{ slug: "renovated-lives", name: "Renovated Lives" }]);
  expect(Object.fromEntries(facets.bookCounts)).toEqual({ romans: 2, john: 1 });
});

test("upstream text cannot forge a highlight", () => {
  writeSearchIndex(db, [sermon("a", "Hope \uE000fake\uE001")], NOW);
  expect(find("hope").hits[0]?.nameMarked).toBe("\uE000Hope\uE001 fake");
});

test("accents fold both ways: oración finds oracion, and oracion finds oración (issue 27)", () => {
  const spanish = { seriesSlug: "vida-de-oracion", seriesName: "Vida de oración" };
  writeSearchIndex(
    db,
    [
      sermon("la-oracion-de-ana", "La oración de Ana", "1 Samuel 1:9-20", spanish),
      sermon("oracion-sin-acento", "Una oracion sin acento", "", spanish),
    ],
    NOW,
  );
  expect(
    find("oracion")
      .hits.map((hit) => hit.slug)
      .sort(),
  ).toEqual(["la-oracion-de-ana", "oracion-sin-acento"]);
  expect(
    find("oración")
      .hits.map((hit) => hit.slug)
      .sort(),
  ).toEqual(["la-oracion-de-ana", "oracion-sin-acento"]);
  expect(find("ORACIÓN").total).toBe(2);
});

test("the page's language's series rank first, in the sermons and in the series group (issue 27)", () => {
  const spanish = { seriesSlug: "vida-de-oracion", seriesName: "Vida de oración" };
  const series = (slug: string, name: string): SearchDocument => ({
    ...sermon(slug, name),
    kind: "series",
    seriesSlug: slug,
  });
  writeSearchIndex(
    db,
    [
      sermon("prayer", "Prayer", "Prayer, prayer and prayer.", { date: Date.parse("2026-11-01T19:00:00Z") }),
      sermon("oracion-prayer", "Oración", "Prayer in Spanish.", {
        ...spanish,
        date: Date.parse("2026-01-01T19:00:00Z"),
      }),
      series("foundations-prayer", "Prayer foundations"),
      series("vida-de-oracion", "Vida de oración: prayer"),
    ],
    NOW,
  );
  const inSpanish = { ...noFilters, firstSeries: ["vida-de-oracion"] };
  expect(find("prayer").hits[0]?.slug).toBe("prayer");
  expect(find("prayer", inSpanish).hits.map((hit) => hit.slug)).toEqual(["oracion-prayer", "prayer"]);
  // Without words, newest first, the page's language's first.
  expect(searchSermons(db, null, inSpanish, firstPage).hits.map((hit) => hit.slug)).toEqual([
    "oracion-prayer",
    "prayer",
  ]);
  const match = parseSearchText("prayer").match!;
  expect(searchGroup(db, "series", match, NOW, 5, ["vida-de-oracion"])[0]?.slug).toBe("vida-de-oracion");
});
