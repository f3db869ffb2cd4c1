import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import type { Request as ExpressRequest, RequestHandler } from "express";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import type { ChurchContent } from "~/content/model";
import { setBounded } from "~/lib/bounded-map";
import { prepare, writeAnswer, type CachedAnswer, type Freshness } from "./cached-answer.server";
import { buildWithBasename, handlersByBasename, languageContext, requestLanguage } from "./languages.server";
import { log, describeError } from "./logger.server";
import { createRateLimiter } from "./rate-limit.server";
import { renderScope } from "./render-scope.server";
import { nextRequestId } from "./request-log.server";
import { sharedRenders } from "./shared-renders.server";

/**
 * A short-lived cache of rendered documents, so a busy Sunday morning costs one
 * render a minute per page instead of one per visitor
 * (docs/decisions/007-rendered-page-cache.md), and a shared cache (a CDN) may
 * keep the same bytes for everyone (docs/decisions/016).
 *
 * A public page is the same for every visitor: it carries no nonce, token or cookie,
 * and its Content-Security-Policy names the hashes of its inline scripts
 * (entry.server.tsx). So an entry (cached-answer.server.ts) holds everything an answer needs, made once
 * at render: the body as sent (plain, brotli and gzip), the headers, the ETag.
 * A page made for one visitor (a form's one-time token, a signed link's page:
 * whatever its render signed, render-scope.server.ts; or whatever says
 * no-store) is that request's alone: never kept, and never handed to a request
 * that arrived while it was rendered (shared-renders.server.ts, docs/decisions/065).
 * A hit only picks the encoding the browser accepts and writes the bytes, as
 * the first middleware: nothing else applies to it.
 *
 * What a page shows depends on the URL, the upstream caches and the
 * church-zone minute, which is part of the key (the minute since the epoch,
 * which no clock change repeats). Answers that are not 200, or that say
 * `Cache-Control: no-store` (a ticking countdown; an "unavailable right now"
 * apology from a slow upstream), are never reused and stay no-store. The
 * `.data` answers (React Router's data requests, which no page sends since
 * pages carry no router: docs/decisions/024) are not cached.
 */

/** Entries in each pool (pages; addresses with a query string). */
const MAX_ENTRIES = 500;
/**
 * Renders of addresses with a query string (a search, or parameters no page
 * reads) that one client address may cause a minute: each costs a full
 * render (about 40 ms) where a kept page costs 1 ms. A person searching
 * stays far below it.
 */
export const QUERY_RENDERS_PER_MINUTE = 60;
/**
 * What a loader answers (its headers) when no cache may keep the page: the
 * loaders' word to this cache, kept with the answer's headers (cached-answer.server.ts).
 * NO_STORE: this request's alone; NO_STORE_FOR_ANYONE: the same for everyone asking now.
 */
export { NO_STORE, NO_STORE_FOR_ANYONE } from "./cached-answer.server";
/** A request's credentials: a shared render must never see them (issue 25). */
const CREDENTIAL_HEADERS = new Set(["cookie", "authorization", "proxy-authorization"]);

export interface DocumentCacheOptions {
  build: () => Promise<ServerBuild>;
  mode: "production" | "development";
  now: (req: { headers: IncomingHttpHeaders }) => number;
  /** The shared-cache lifetime of the page at this path. */
  freshness: (path: string) => Freshness;
  /** The church content this process serves now: a page kept under an older one is not served (issue 18: publishing). */
  content: () => ChurchContent;
  /** The query parameters pages read: an address with any other is rendered for its request alone, never kept. */
  queryParameters: ReadonlySet<string>;
}

/**
 * Two parts: `answerRaw` answers a page kept this minute before Express sees
 * the request (server.ts's listener); `render` goes where the page routes are,
 * after static files and the write guards, and renders and keeps the rest.
 */
export function documentCache({ build, mode, now, freshness, content, queryParameters }: DocumentCacheOptions) {
  // Addresses with a query string (a search, a filter) have a pool of their own, so
  // endless variations can never push the site's pages out of the cache.
  const pages = new Map<string, CachedAnswer>();
  const queried = new Map<string, CachedAnswer>();
  const poolOf = (key: string) => (key.includes("?") ? queried : pages);
  const renderShared = sharedRenders<CachedAnswer>(MAX_ENTRIES);
  const queryRenders = createRateLimiter(QUERY_RENDERS_PER_MINUTE);
  // One handler per language's basename (`/es/`: issue 27). Production: the build itself, so React
  // Router ranks the routes once (given a function, it does so on every request).
  const handlerFor = handlersByBasename(async (basename) =>
    createRequestHandler(buildWithBasename(mode === "production" ? await build() : build, basename), mode),
  );

  async function render(
    req: ExpressRequest,
    renderNow: number,
    minute: string,
    storable: boolean,
  ): Promise<CachedAnswer> {
    const current = content();
    const { language, basename } = requestLanguage(req.path, current);
    const context: AppLoadContext = { now: renderNow, ...languageContext(current, language) };
    const handler = await handlerFor(basename);
    const { rendered, perVisitor } = renderScope(() => handler(toFetchRequest(req), context));
    return prepare(await rendered, minute, freshness(req.path), { https: req.secure, storable, perVisitor });
  }
  const onlyKnownParameters = (search: string) => {
    for (const name of new URLSearchParams(search).keys()) if (!queryParameters.has(name)) return false;
    return true;
  };

  const isPage = (req: ExpressRequest) =>
    (req.method === "GET" || req.method === "HEAD") && !req.path.endsWith(".data");
  // The Host is part of the key: without PUBLIC_URL a page's absolute links (canonical, share tags) follow it.
  const keyOf = (req: ExpressRequest) => `${req.protocol}://${req.get("host") ?? ""}${req.originalUrl}`;
  // A kept page serves its minute of the clock and the content it was rendered from, no other.
  const stampOf = (ms: number) => `${Math.floor(ms / 60_000)} ${content().version}`;
  const minuteOf = (req: { headers: IncomingHttpHeaders }) => stampOf(now(req));

  /**
   * A hit, answered by the HTTP server before Express sees the request
   * (server.ts): a page kept this minute costs a map lookup and one write.
   * `protocol` is what Express would compute (trusted X-Forwarded-Proto).
   * Says false when it is not a hit, and Express takes the request.
   */
  function answerRaw(req: IncomingMessage, res: ServerResponse, protocol: string): boolean {
    const url = req.url ?? "/";
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const path = url.split("?", 1)[0] ?? url;
    if (path.endsWith(".data")) return false;
    const key = `${protocol}://${req.headers.host ?? ""}${url}`;
    const entry = poolOf(key).get(key);
    if (!entry || entry.minute !== minuteOf(req)) return false;
    const started = performance.now();
    writeAnswer(req, res, entry, "hit");
    log("info", "request", {
      requestId: nextRequestId(),
      method: req.method,
      path,
      status: res.statusCode,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      bytes: Number(res.getHeader("content-length")) || undefined,
    });
    return true;
  }

  const renderMiss: RequestHandler = async (req, res, next) => {
    if (!isPage(req)) return next();
    try {
      const requestNow = now(req);
      const minute = stampOf(requestNow);
      const key = keyOf(req);
      const pool = poolOf(key);
      let entry = pool.get(key);
      const hit = entry?.minute === minute;
      const queryAt = req.originalUrl.indexOf("?");
      const storable = queryAt === -1 || onlyKnownParameters(req.originalUrl.slice(queryAt));
      if (!hit && queryAt !== -1) {
        const verdict = queryRenders.take(req.ip ?? "unknown");
        if (!verdict.allowed) {
          res.setHeader("Retry-After", String(verdict.retryAfterSeconds));
          res.setHeader("Cache-Control", "no-store");
          res.status(429).type("text/plain").send("Too many requests. Please wait a minute and try again.");
          return;
        }
      }
      let source: "hit" | "miss" | "shared" = "hit";
      if (!entry || !hit) {
        const rendered = await renderShared(key, minute, storable, () => render(req, requestNow, minute, storable));
        entry = rendered.answer;
        source = rendered.source === "shared" ? "shared" : "miss";
        if (entry.reusable) setBounded(pool, key, entry, MAX_ENTRIES);
        else pool.delete(key);
      }
      writeAnswer(req, res, entry, source);
    } catch (error) {
      log("error", "page render failed", { path: req.path, error: describeError(error) });
      next(error);
    }
  };

  return { render: renderMiss, answerRaw };
}

function toFetchRequest(req: ExpressRequest): Request {
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // The render is shared by everyone waiting for it: never a visitor's 304. This cache answers conditionals itself.
    if (name === "if-none-match" || name === "if-modified-since") continue;
    // Nor anyone's credentials: what is rendered here may be kept and served to anyone (issue 25).
    if (CREDENTIAL_HEADERS.has(name)) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  // A HEAD is answered from the GET's entry, without the body.
  return new Request(url, { method: "GET", headers });
}
