/**
 * How long the production server lets browsers and shared caches (a CDN) keep what it answers: the build's files,
 * each kind of page (docs/decisions/016, docs/deploying.md), and the query parameters an address may carry and
 * still be kept in the page cache. The HTTP app (app.server.ts) hands them to the static files and to the page
 * cache (app/server/document-cache.server.ts); server.ts exports them as it always has.
 */

/** Cache lifetimes, named so they are easy to find and change. */
export const CACHE = {
  /** Vite's hashed build output never changes under the same name. */
  hashedAssets: { maxAge: "1y", immutable: true },
  /** Files from public/ (images a church may replace) keep their names. */
  publicFiles: { maxAge: "1h" },
} as const;

/**
 * How long a shared cache (a CDN) may keep a page, in seconds, and serve it
 * stale while it fetches a fresh copy (docs/decisions/016). Browsers always
 * check back (max-age=0). The live page and any answer that says no-store
 * (an "unavailable right now" page) are never kept.
 */
export const PAGE_FRESHNESS = {
  /** Pages built from Vimeo or Planning Center data: about as fresh as the rendered-page cache (a minute). */
  upstream: { sMaxAge: 60, staleWhileRevalidate: 300 },
  /** The church's own pages: they change with a deploy, or with the date (a season that has passed). */
  content: { sMaxAge: 300, staleWhileRevalidate: 3600 },
} as const;
/**
 * The query parameters some page reads (the search's filters, the forms' answer flags, where a plan
 * started, a visit's signed link). An address with only these is kept in the page cache; one with any
 * other (a tracking tag, a made-up one) is rendered for that request alone and counted against the
 * client's render limit, so made-up query strings cannot fill the cache or multiply renders unchecked.
 */
export const CACHED_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  "q",
  "series",
  "book",
  "year",
  "page",
  "newsletter",
  "visit",
  "from",
  "sig",
  "done",
  // The group finder's filters, and the join page's group and thank-you (issue 28).
  "day",
  "kind",
  "area",
  "childcare",
  "open",
  "group",
  "sent",
  // A page opened from a notice (issue 44): its value is always "1" by then (app/features/push/opens.server.ts).
  "notice",
]);
const UPSTREAM_PAGES = /^\/(?:events|watch|watch\/search|watch\/scripture|series\/[^/]+|message\/[^/]+)\/?$/;

export function pageFreshness(path: string) {
  return UPSTREAM_PAGES.test(path) ? PAGE_FRESHNESS.upstream : PAGE_FRESHNESS.content;
}
