import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { startFakeVimeo, type FakeVimeo } from "../../../tests/fakes/vimeo-server";
import { restartOnFakeVimeo } from "../../../tests/support/vimeo";
import { cachedRead } from "~/server/cache.server";
import { closeDb, getDb } from "~/server/db.server";
import { indexState } from "./search-index.server";
import { getScriptureIndex, getSearchPage } from "./search-page.server";
import { rebuildSearchIndex, searchIndexGeneration, startSearchIndexing, stopSearchIndexing } from "./search.server";

let fake: FakeVimeo;
const NOW = Date.parse("2026-11-22T20:00:00Z");

function restart({ keepDisk = false } = {}) {
  stopSearchIndexing();
  process.env.PCO_APP_ID = "";
  restartOnFakeVimeo(fake, "search", { keepDisk });
}

// A rebuild reads every sermon, transcript and event from the fakes and writes the whole index: about a
// second on an idle machine, past Vitest's 5 s default with both cores busy, so those tests name their time.
const REBUILD_TIMEOUT = 30_000;

const page = (query: string) => getSearchPage(new URL(`http://church.test/watch/search${query}`), NOW);

beforeAll(async () => {
  fake = await startFakeVimeo();
});
afterAll(async () => {
  stopSearchIndexing();
  closeDb();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  restart();
});

test("before the first build the pages say the search is getting ready", () => {
  expect(page("?q=renovated").status).toBe("building");
  expect(getScriptureIndex().status).toBe("building");
});

test(
  "a rebuild indexes sermons with their transcripts, series and events",
  async () => {
    await rebuildSearchIndex(NOW);
    const found = page("?q=renovated");
    expect(found.status).toBe("ok");
    expect(found.results.map((result) => result.name)).toContain("Renovated Lives: Tearing Down");
    // "walls" is only in the transcript of that sermon's human-made text track.
    expect(page("?q=walls").results.map((result) => result.slug)).toContain("renovated-lives-tearing-down");
    expect(found.seriesGroup.map((group) => group.name)).toContain("Renovated Lives");
    expect(page("?q=vbs").eventGroup.length).toBeGreaterThan(0);
  },
  REBUILD_TIMEOUT,
);

test(
  "bad input answers with a page, never an error",
  async () => {
    await rebuildSearchIndex(NOW);
    for (const query of [
      '?q="',
      "?q=grace*",
      "?q=NEAR(",
      "?q=%27%3B%20DROP%20TABLE%20search_text%3B--",
      "?q=%F0%9F%99%8F",
      "?q=%E6%84%9B",
      "?page=abc",
      "?page=-1",
    ]) {
      expect(() => page(query)).not.toThrow();
    }
    expect(page("?q=%F0%9F%99%8F").noWords).toBe(true);
    expect(page(`?q=${"a".repeat(600)}`).truncated).toBe(true);
    const unknown = page("?q=renovated&series=nope&book=nope&year=1850");
    expect(unknown.ignored).toHaveLength(3);
    expect(unknown.filters).toEqual({ series: null, book: null, year: null });
    expect(unknown.total).toBeGreaterThan(0);
    expect(page("?q=renovated&page=999").page).toBe(1);
  },
  REBUILD_TIMEOUT,
);

test(
  "the scripture index counts sermons per book, in canonical order",
  async () => {
    await rebuildSearchIndex(NOW);
    const { books } = getScriptureIndex();
    expect(books.length).toBeGreaterThan(0);
    const order = books.map((book) => book.id);
    expect(page(`?book=${order[0]}`).total).toBe(books[0]!.count);
  },
  REBUILD_TIMEOUT,
);

test("the index is rebuilt after a fresh copy of the sermons, not on a page view", async () => {
  startSearchIndexing();
  // The start-up build (the index is empty), then nothing more until the caches change.
  await waitFor(() => searchIndexGeneration() > 0);
  const before = searchIndexGeneration();
  page("?q=renovated");
  page("?q=grace");
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(searchIndexGeneration()).toBe(before);
  expect(before).toBeGreaterThan(0);

  // A fresh upstream copy of sermon data: the index is checked again (debounced), and only then.
  const checkedBefore = indexState(getDb()).checkedAt!;
  await new Promise((resolve) => setTimeout(resolve, 5));
  await cachedRead({
    key: "sermons:live:test-refresh",
    upstream: "vimeo",
    isFresh: () => false,
    load: async () => Date.now(),
  });
  await waitFor(() => (indexState(getDb()).checkedAt ?? 0) > checkedBefore, 10_000);
}, 20_000);

test(
  "the index survives a restart",
  async () => {
    await rebuildSearchIndex(NOW);
    restart({ keepDisk: true });
    expect(page("?q=renovated").total).toBeGreaterThan(0);
  },
  REBUILD_TIMEOUT,
);

async function waitFor(condition: () => boolean, timeoutMs = 5000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
