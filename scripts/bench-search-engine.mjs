// `npm run bench:search-engine`: the search engine alone, without page rendering (issue 10 budgets).
// 2,100 generated sermons with transcripts are mapped to index documents and written (the rebuild),
// then a small HTTP server answers each search with the engine's JSON under 20 concurrent connections.
import { mkdtempSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { generateSearchData } from "./lib/search-data.mjs";
import { runLoad } from "./lib/load.mjs";
import { openDatabase } from "~/server/db.server";
import { parseSearchText } from "~/lib/search-query";
import { seriesDocuments, sermonDocuments } from "~/features/search/search-documents.server";
import { writeSearchIndex } from "~/features/search/search-index.server";
import { searchGroup, searchSermons } from "~/features/search/search-read.server";

const entries = new Map(generateSearchData());
const summaries = entries.get("sermons:demo:series-list");
const series = summaries.map((summary) => ({ ...summary, sermons: entries.get(`sermons:demo:series:${summary.uri}`) }));
const transcripts = new Map();
for (const item of series)
  for (const sermon of item.sermons) transcripts.set(sermon.uri, entries.get(`sermons:demo:transcript:${sermon.uri}`));

const db = openDatabase(path.join(mkdtempSync(path.join(tmpdir(), "search-engine-bench-")), "site.db"));
const rebuilds = [];
for (let run = 0; run < 3; run += 1) {
  const started = performance.now();
  const documents = [...sermonDocuments(series, transcripts), ...seriesDocuments(series)];
  // A different `now` and one changed name each time, so every run really rewrites the index.
  documents[0] = { ...documents[0], name: `${documents[0].name} ${run}` };
  writeSearchIndex(db, documents, Date.now());
  rebuilds.push(Math.round(performance.now() - started));
}
console.log(
  `rebuild of ${transcripts.size} sermons with transcripts (map + parse passages + write), 3 runs: ${rebuilds.join(", ")} ms`,
);

const noFilters = { seriesSlug: null, bookId: null, year: null };
const server = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  const text = parseSearchText(url.searchParams.get("q"));
  const year = Number(url.searchParams.get("year")) || null;
  const found = searchSermons(
    db,
    text.match,
    { ...noFilters, bookId: url.searchParams.get("book"), year },
    { limit: 20, offset: 0 },
  );
  const groups = text.match
    ? [searchGroup(db, "series", text.match, Date.now()), searchGroup(db, "event", text.match, Date.now())]
    : [];
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify({ found, groups }));
});
await new Promise((resolve) => server.listen(Number(process.env.BENCH_PORT ?? 0), "127.0.0.1", resolve));
const base = `http://127.0.0.1:${server.address().port}`;
for (const query of ["grace", "forgiveness prayer", "hope&book=romans", "mercy&year=2010", "zzzz"]) {
  const url = `${base}/search?q=${query}`;
  await runLoad({ url, connections: 5, durationMs: 500 });
  for (const connections of [1, 20]) {
    const result = await runLoad({ url, connections, durationMs: 3000 });
    console.log(
      `q=${query.padEnd(20)} ${String(connections).padStart(2)} conn ${String(result.perSecond).padStart(5)} req/s  p50 ${result.p50Ms} ms  p95 ${result.p95Ms} ms  failures ${result.failures}`,
    );
  }
}
server.close();
db.close();
process.exit(0);
