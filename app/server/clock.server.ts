import type { IncomingHttpHeaders } from "node:http";
import { getEnv } from "./env.server";

/**
 * The server's "now" for one request. End-to-end tests set the clock with an
 * X-Test-Now header (an ISO date), honoured only when ALLOW_TEST_CLOCK is on,
 * which no production operator sets.
 */
export function requestNow(req: { headers: IncomingHttpHeaders }): number {
  if (getEnv().ALLOW_TEST_CLOCK) {
    const header = req.headers["x-test-now"];
    const parsed = typeof header === "string" ? Date.parse(header) : Number.NaN;
    if (!Number.isNaN(parsed)) return parsed;
  }
  return Date.now();
}
