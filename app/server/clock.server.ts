import type { IncomingHttpHeaders } from "node:http";
import { parse as parseCookies } from "cookie";
import { getEnv } from "./env.server";

/**
 * The server's "now" for one request. End-to-end tests set the clock with an
 * X-Test-Now header (an ISO date), honoured only when ALLOW_TEST_CLOCK is on,
 * which no production operator sets. A `test-now` cookie does the same for the
 * requests a test cannot add a header to: the browser's own fetches ahead of a
 * click (Speculation Rules, issue 39) carry the tab's cookies, not its headers.
 */
export function requestNow(req: { headers: IncomingHttpHeaders }): number {
  if (getEnv().ALLOW_TEST_CLOCK) {
    const header = req.headers["x-test-now"];
    const cookie = req.headers.cookie ? parseCookies(req.headers.cookie)["test-now"] : undefined;
    const value = typeof header === "string" ? header : cookie;
    const parsed = value ? Date.parse(value) : Number.NaN;
    if (!Number.isNaN(parsed)) return parsed;
  }
  return Date.now();
}
