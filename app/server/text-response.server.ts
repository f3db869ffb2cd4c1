import etag from "etag";
import fresh from "fresh";
import { getEnv } from "./env.server";

/**
 * Feeds, the calendar and the sitemap are text built once per upstream copy.
 * They answer conditional requests (ETag, 304) so podcast apps and calendar
 * clients that poll every hour mostly get an empty answer.
 */

/** A text document ready to serve: its body and its validator, computed once. */
export interface TextDocument {
  body: string;
  etag: string;
}

export function textDocument(body: string): TextDocument {
  return { body, etag: etag(body) };
}

export interface TextResponseOptions {
  contentType: string;
  cacheControl: string;
  /** Extra headers (e.g. Content-Disposition for a download). */
  headers?: Record<string, string>;
}

/** 200 with the body, or 304 when the client's If-None-Match already names this copy. */
export function textResponse(request: Request, document: TextDocument, options: TextResponseOptions): Response {
  const headers = new Headers({
    "Content-Type": options.contentType,
    "Cache-Control": options.cacheControl,
    ETag: document.etag,
    ...options.headers,
  });
  const requestHeaders = {
    "if-none-match": request.headers.get("if-none-match") ?? undefined,
    "if-modified-since": request.headers.get("if-modified-since") ?? undefined,
    "cache-control": request.headers.get("cache-control") ?? undefined,
  };
  if ((request.method === "GET" || request.method === "HEAD") && fresh(requestHeaders, { etag: document.etag })) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(request.method === "HEAD" ? null : document.body, { status: 200, headers });
}

/** The site's public origin: PUBLIC_URL when set (behind a proxy), else the request's own. */
export function siteOrigin(request: Request): string {
  const configured = getEnv().PUBLIC_URL;
  return new URL(configured ?? request.url).origin;
}

/**
 * Cache lifetimes of the published documents, fitting the upstream caches they
 * come from: sermons are re-read every clock hour, events every day. Clients may
 * keep a copy a little while and revalidate (cheap: a 304) after that.
 */
export const PUBLISHED_CACHE = {
  /** Podcast feeds and the sitemap: the sermon cache changes at most hourly. */
  sermons: "public, max-age=900, stale-while-revalidate=3600",
  /** The calendar: the events cache changes daily, instances end during the day. */
  events: "public, max-age=900, stale-while-revalidate=3600",
  robots: "public, max-age=86400",
  /** Built without any upstream copy (an outage since the first start): never kept. */
  fallback: "no-store",
} as const;

/** A resource route's 404: short, plain and never kept. */
export function notFoundText(): Response {
  return new Response("Not found\n", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
