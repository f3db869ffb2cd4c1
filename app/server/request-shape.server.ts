import type { IncomingMessage, ServerResponse } from "node:http";
import { posix } from "node:path";

/**
 * What a request must look like before anything routes it, answers it from
 * the page cache or renders it (issue 25). Checked on the raw request, in the
 * HTTP server's listener and again as Express's first middleware (development
 * has no listener of its own):
 *
 * - a method the site answers: TRACE, TRACK, CONNECT and the like get 405,
 *   not a 500 from deeper in;
 * - a Host that is a host name or an address, with an optional port (not
 *   `x.`, `a@b`, or empty): 400;
 * - one spelling per page. The router and the renderer resolve `/x/../admin`
 *   to `/admin`, but the page cache and the staff area's guard read the
 *   address as sent, so `/x/../admin/visits` once reached the cache as a
 *   public page. Dot segments and doubled slashes are redirected (308) to the
 *   address they stand for; encoded slashes, backslashes, encoded dots and NUL
 *   have no honest use and are refused (400).
 */

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const VALID_HOST = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*|\\[[0-9a-f:.]+\\])(?::\\d{1,5})?$`, "i");
const REFUSED_IN_PATH = /%2f|%5c|%2e|%00|\\/i;
const NOT_CANONICAL = /\/\/|\/\.\.?(?:\/|$)/;

export type RequestShape =
  { ok: true } | { ok: false; status: 400 | 405; message: string } | { ok: false; status: 308; location: string };

export function checkRequestShape(
  method: string | undefined,
  url: string | undefined,
  host: string | undefined,
): RequestShape {
  if (!method || !METHODS.has(method)) return { ok: false, status: 405, message: "Method not allowed" };
  // HTTP/1.0 may leave the Host out (Node refuses its absence in HTTP/1.1); a Host sent must be well formed.
  if (host !== undefined && !VALID_HOST.test(host)) return { ok: false, status: 400, message: "Bad Host header" };
  const target = url ?? "";
  if (!target.startsWith("/")) return { ok: false, status: 400, message: "Bad request target" };
  const queryAt = target.indexOf("?");
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  if (REFUSED_IN_PATH.test(path)) return { ok: false, status: 400, message: "Bad request path" };
  if (!NOT_CANONICAL.test(path)) return { ok: true };
  // normalize resolves the dot segments and folds the doubled slashes, so the result starts with one slash.
  const canonical = posix.normalize(path);
  return { ok: false, status: 308, location: canonical + (queryAt === -1 ? "" : target.slice(queryAt)) };
}

/** Answers a request of the wrong shape (true), or leaves it alone (false). */
export function refuseMisshapenRequest(req: IncomingMessage, res: ServerResponse): boolean {
  const shape = checkRequestShape(req.method, req.url, req.headers.host);
  if (shape.ok) return false;
  res.setHeader("Cache-Control", "no-store");
  if (shape.status === 308) {
    res.writeHead(308, { Location: shape.location, "Content-Type": "text/plain; charset=utf-8" });
    res.end("Moved");
    return true;
  }
  if (shape.status === 405) res.setHeader("Allow", [...METHODS].join(", "));
  res.writeHead(shape.status, { "Content-Type": "text/plain; charset=utf-8" });
  res.end(shape.message);
  return true;
}
