import { randomBytes, timingSafeEqual } from "node:crypto";
import type { RequestHandler } from "express";

/**
 * SPEC 7.4: an XSRF-TOKEN cookie, echoed by the site's own scripts in an
 * X-XSRF-TOKEN header (or by a plain form post in a hidden field).
 * This middleware issues the cookie and exposes the token to the page;
 * protection.server.ts checks it on every write.
 */
export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "x-xsrf-token";
export const XSRF_FIELD = "xsrf";

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32,64}$/;

export function issueXsrfToken(): RequestHandler {
  return (req, res, next) => {
    let token = readCookie(req.headers.cookie, XSRF_COOKIE);
    if (!token || !TOKEN_SHAPE.test(token)) {
      token = randomBytes(32).toString("base64url");
      res.cookie(XSRF_COOKIE, token, { sameSite: "lax", secure: req.secure, path: "/", httpOnly: false });
    }
    res.locals.xsrfToken = token;
    next();
  };
}

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return undefined; // a malformed cookie is no token
    }
  }
  return undefined;
}

/** True when `submitted` is the cookie's token; compared in constant time. */
export function xsrfTokenMatches(submitted: unknown, cookieHeader: string | null | undefined): boolean {
  const expected = readCookie(cookieHeader, XSRF_COOKIE);
  if (typeof submitted !== "string" || !expected || !TOKEN_SHAPE.test(expected)) return false;
  const a = Buffer.from(submitted);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
