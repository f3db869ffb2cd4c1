import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { pageAnswered } from "./page-answers.server";
import { securityHeaderList } from "./security-headers.server";

/**
 * A rendered page as the document cache keeps it (document-cache.server.ts):
 * made once at render, with everything an answer needs (the body as sent,
 * plain, brotli and gzip, the headers, the ETag), and written to each visitor
 * in the encoding their browser accepts.
 */

/**
 * What a loader answers (its headers) when no cache may keep the page: a page
 * made for one visitor (a form's one-time token), data still pending when the
 * headers were chosen. This cache honours it, and so does every shared cache
 * in front of the site; and the page is rendered for each request that asks
 * (docs/decisions/065).
 */
export const NO_STORE = { "Cache-Control": "no-store" } as const;
/**
 * A page no cache may keep that is still the same for everyone asking at that
 * moment (a countdown in seconds, an "unavailable right now" apology, the places
 * left): requests that arrive while it is rendered share that render. Said by
 * the loader; without it a no-store page is rendered for each request
 * (docs/decisions/065), and a page whose render signed anything is each
 * visitor's whatever its loader said. The header never leaves the server.
 */
export const NO_STORE_FOR_ANYONE = { "Cache-Control": "no-store", "X-Render-For-Anyone": "1" } as const;
const FOR_ANYONE_HEADER = "x-render-for-anyone";

/** How long shared caches may keep a page (seconds), and serve it stale while they fetch a fresh one. */
export interface Freshness {
  sMaxAge: number;
  staleWhileRevalidate: number;
}

export interface Encoded {
  body: Buffer;
  headers: Record<string, string | number>;
}

export interface CachedAnswer {
  minute: string;
  status: number;
  /** Kept for the minute and by shared caches: a public page. */
  reusable: boolean;
  /** May be handed to the requests that arrived while it was rendered (shared-renders.server.ts). */
  shareable: boolean;
  identity: Encoded;
  br: Encoded;
  gzip: Encoded;
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

export interface PrepareOptions {
  https?: boolean;
  /** False for an address rendered for its request alone (a query no page reads): never kept. */
  storable?: boolean;
  /** Whether the render made anything for one visitor (render-scope.server.ts), asked once the body is read. */
  perVisitor?: () => boolean;
}

/** Everything an answer needs, made once at render. */
export async function prepare(
  response: Response,
  minute: string,
  freshness: Freshness,
  { https = false, storable = true, perVisitor = () => false }: PrepareOptions = {},
): Promise<CachedAnswer> {
  const identity = Buffer.from(await response.arrayBuffer());
  const said = response.headers.get("cache-control") ?? "";
  const forOneVisitor = perVisitor();
  const reusable = storable && !forOneVisitor && response.status === 200 && !/no-store|private/i.test(said);
  const forAnyone = response.headers.has(FOR_ANYONE_HEADER) && !forOneVisitor && !/private/i.test(said);
  const shareable = reusable || (storable && forAnyone);
  const headers: Record<string, string | number> = {};
  for (const [name, value] of securityHeaderList(https)) headers[name.toLowerCase()] = value;
  for (const [name, value] of response.headers) {
    // A page kept by a shared cache must not give every visitor the same cookie.
    if (name !== "set-cookie" && name !== "content-length" && name !== FOR_ANYONE_HEADER) headers[name] = value;
  }
  // A route's own Cache-Control stands (no-store, above all); the page's freshness applies otherwise.
  // A page made for one visitor is no-store whatever its route said, so no cache in front keeps it either.
  headers["cache-control"] =
    forOneVisitor && !/no-store/i.test(said)
      ? NO_STORE["Cache-Control"]
      : said || (reusable ? cacheControl(freshness) : NO_STORE["Cache-Control"]);
  if (identity.length === 0) {
    const empty = { body: identity, headers: { ...headers, "content-length": 0 } };
    return { minute, status: response.status, reusable, shareable, identity: empty, br: empty, gzip: empty };
  }
  headers.vary = "Accept-Encoding";
  // A kept page is compressed once for a minute of visitors: the smallest bytes are worth
  // brotli's slowest level (tens of milliseconds). A one-off answer (a search, the live page)
  // is sent once: fast levels, a millisecond or two, as a compression middleware would.
  const [brQuality, gzipLevel] = reusable ? [11, 9] : [5, 6];
  const [br, gz] = await Promise.all([
    compressBrotli(identity, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: brQuality, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    compressGzip(identity, { level: gzipLevel }),
  ]);
  const tag = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
  const encoded = (body: Buffer, encoding?: string): Encoded => ({
    body,
    headers: {
      ...headers,
      ...(encoding ? { "content-encoding": encoding } : {}),
      etag: `"${tag}${encoding ? `-${encoding}` : ""}"`,
      "content-length": body.length,
    },
  });
  return {
    minute,
    status: response.status,
    reusable,
    shareable,
    identity: encoded(identity),
    br: encoded(br, "br"),
    gzip: encoded(gz, "gzip"),
  };
}

export function cacheControl({ sMaxAge, staleWhileRevalidate }: Freshness): string {
  // max-age=0: a browser checks back (a 304 when nothing changed); shared caches keep it for s-maxage.
  return `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`;
}

export function writeAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  entry: CachedAnswer,
  /** A kept page; a render of its own; another request's render of a page for anyone (shared-renders.server.ts). */
  cache: "hit" | "miss" | "shared",
): void {
  const chosen = pickEncoding(entry, req.headers["accept-encoding"]);
  pageAnswered(req, entry.status, chosen.headers["content-type"]);
  res.setHeader("X-Render-Cache", cache);
  const notModified = entry.status === 200 && req.headers["if-none-match"] === chosen.headers.etag;
  if (notModified) {
    const { "content-length": _length, "content-encoding": _encoding, ...rest } = chosen.headers;
    res.writeHead(304, rest);
    res.end();
    return;
  }
  res.writeHead(entry.status, chosen.headers);
  res.end(req.method === "HEAD" ? undefined : chosen.body);
}

/** Brotli, then gzip, then the plain bytes, as the browser accepts (a `;q=0` refuses). */
export function pickEncoding(entry: CachedAnswer, acceptEncoding: string | undefined): Encoded {
  if (!acceptEncoding) return entry.identity;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(",")) {
    const [token = "", ...params] = part.trim().toLowerCase().split(";");
    if (params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param))) continue;
    accepted.add(token.trim());
  }
  if (accepted.has("br")) return entry.br;
  if (accepted.has("gzip") || accepted.has("*")) return entry.gzip;
  return entry.identity;
}
