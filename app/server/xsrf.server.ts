import { parse } from "cookie";
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { XSRF_COOKIE, XSRF_ENDPOINT, XSRF_HEADER } from "~/lib/xsrf";

/**
 * SPEC 7.4: the site's scripts copy the XSRF-TOKEN cookie into an
 * X-XSRF-TOKEN header on every write (app/elements/support/xsrf-fetch.ts);
 * protection.server.ts checks it. Pages carry no token and set no cookie, so
 * a shared cache may keep them (docs/decisions/016); the cookie is issued by
 * XSRF_ENDPOINT, an answer no cache stores, which the scripts call before
 * their first write.
 */
export { XSRF_COOKIE, XSRF_ENDPOINT, XSRF_HEADER };
/** Where a non-browser client (the bench, tests) may still put the token in a plain form post. */
export const XSRF_FIELD = "xsrf";

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32,64}$/;

/** GET XSRF_ENDPOINT: 204, no-store, with the cookie when the visitor has no valid one yet. */
export function issueXsrfToken(): RequestHandler {
  return (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    ensureXsrfCookie(req, res);
    res.status(204).end();
  };
}

/** Sets the cookie on this (no-store) answer when the visitor has no valid one: /xsrf and the form posts' answers. */
export function ensureXsrfCookie(req: Request, res: Response): void {
  const token = readCookie(req.headers.cookie, XSRF_COOKIE);
  if (token && TOKEN_SHAPE.test(token)) return;
  res.cookie(XSRF_COOKIE, randomBytes(32).toString("base64url"), {
    sameSite: "lax",
    secure: req.secure,
    path: "/",
    httpOnly: false, // the site's scripts read it (SPEC 7.4)
  });
}

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  // A malformed value is no token: `cookie` leaves what it cannot decode as it was, which TOKEN_SHAPE then refuses.
  return parse(header)[name];
}

/** True when `submitted` is the cookie's token; compared in constant time. */
export function xsrfTokenMatches(submitted: unknown, cookieHeader: string | null | undefined): boolean {
  const expected = readCookie(cookieHeader, XSRF_COOKIE);
  if (typeof submitted !== "string" || !expected || !TOKEN_SHAPE.test(expected)) return false;
  const a = Buffer.from(submitted);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
