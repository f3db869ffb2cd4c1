import type { Request as ExpressRequest, RequestHandler } from "express";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { setBounded } from "~/lib/bounded-map";
import { log, describeError } from "./logger.server";

/**
 * A short-lived cache of rendered documents, so a busy Sunday morning costs one
 * render a minute per page instead of one per visitor
 * (docs/decisions/007-rendered-page-cache.md). The `.data` answers of in-app
 * navigation are not cached: they stream, so a page shows its loading states
 * while slow data arrives.
 *
 * Three values differ per request, so a render for the cache uses stand-ins
 * that are replaced in every answer: the CSP nonce, the visitor's XSRF token,
 * and the server's clock in the root loader's data. Everything else a page
 * shows depends on the URL, the upstream caches and the church-zone minute,
 * which is part of the key (the minute since the epoch, which no clock change
 * repeats). Answers that are not 200, or that say
 * `Cache-Control: no-store` (a page showing seconds, like the live countdown),
 * are never reused.
 */

/**
 * What a loader answers (its headers) when no cache may keep the page: an
 * "unavailable right now" apology, data still pending when the headers were
 * chosen, a ticking countdown. This cache honours it, and so does every shared
 * cache in front of the site.
 */
export const NO_STORE = { "Cache-Control": "no-store" } as const;

const NONCE_STAND_IN = "cspNonceStandIn0000000000";
const XSRF_STAND_IN = "xsrfTokenStandIn00000000000000000000000000";
const MAX_ENTRIES = 500;

interface Entry {
  minute: string;
  status: number;
  headers: [string, string][];
  body: string;
  renderedNow: string;
}

export interface DocumentCacheOptions {
  build: () => Promise<ServerBuild>;
  mode: "production" | "development";
  now: (req: ExpressRequest) => number;
}

export function documentCache({ build, mode, now }: DocumentCacheOptions): RequestHandler {
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<Entry>>();
  let handleRequest: ReturnType<typeof createRequestHandler> | undefined;

  async function render(req: ExpressRequest, renderNow: number, minute: string): Promise<Entry> {
    handleRequest ??= createRequestHandler(build, mode);
    const context: AppLoadContext = { cspNonce: NONCE_STAND_IN, xsrfToken: XSRF_STAND_IN, now: renderNow };
    const response = await handleRequest(toFetchRequest(req), context);
    return {
      minute,
      status: response.status,
      headers: [...response.headers].filter(([name]) => name.toLowerCase() !== "set-cookie"),
      body: await response.text(),
      renderedNow: String(renderNow),
    };
  }

  return async (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.path.endsWith(".data")) return next();
    try {
      const requestNow = now(req);
      const minute = String(Math.floor(requestNow / 60_000));
      const key = req.originalUrl;
      let entry = entries.get(key);
      const hit = entry?.minute === minute;
      if (!entry || !hit) {
        let pending = rendering.get(key);
        if (!pending) {
          pending = render(req, requestNow, minute).finally(() => rendering.delete(key));
          rendering.set(key, pending);
        }
        entry = await pending;
        if (isReusable(entry)) setBounded(entries, key, entry, MAX_ENTRIES);
        else entries.delete(key);
      }
      res.status(entry.status);
      for (const [name, value] of entry.headers) res.setHeader(name, value);
      res.setHeader("X-Render-Cache", hit ? "hit" : "miss");
      if (req.method === "HEAD") return res.end();
      res.send(
        entry.body
          .replaceAll(NONCE_STAND_IN, res.locals.cspNonce as string)
          .replaceAll(XSRF_STAND_IN, res.locals.xsrfToken as string)
          .replaceAll(entry.renderedNow, String(requestNow)),
      );
    } catch (error) {
      log("error", "page render failed", { path: req.path, error: describeError(error) });
      next(error);
    }
  };
}

function isReusable(entry: Entry): boolean {
  const cacheControl = entry.headers.find(([name]) => name.toLowerCase() === "cache-control")?.[1] ?? "";
  return entry.status === 200 && !/no-store/i.test(cacheControl);
}

function toFetchRequest(req: ExpressRequest): Request {
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(url, { method: req.method, headers });
}
