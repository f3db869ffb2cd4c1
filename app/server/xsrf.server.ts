import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

/**
 * SPEC 7.4: an XSRF-TOKEN cookie, echoed by the site's own scripts in an
 * X-XSRF-TOKEN header (or by a plain form post in a hidden field).
 * This middleware issues the cookie and exposes the token to the page.
 */
export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "x-xsrf-token";
export const XSRF_FIELD = "xsrf";

export function issueXsrfToken(): RequestHandler {
  return (req, res, next) => {
    let token = readCookie(req.headers.cookie, XSRF_COOKIE);
    if (!token || !/^[A-Za-z0-9_-]{32,64}$/.test(token)) {
      token = randomBytes(32).toString("base64url");
      res.cookie(XSRF_COOKIE, token, { sameSite: "lax", secure: req.secure, path: "/", httpOnly: false });
    }
    res.locals.xsrfToken = token;
    next();
  };
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}
