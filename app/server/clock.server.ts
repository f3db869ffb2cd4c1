import type { Request } from "express";
import { getEnv } from "./env.server";

/**
 * The server's "now" for one request. End-to-end tests set the clock with an
 * X-Test-Now header (an ISO date), honoured only when ALLOW_TEST_CLOCK is on,
 * which no production operator sets.
 */
export function requestNow(req: Request): number {
  if (getEnv().ALLOW_TEST_CLOCK) {
    const header = req.get("x-test-now");
    const parsed = header ? Date.parse(header) : Number.NaN;
    if (!Number.isNaN(parsed)) return parsed;
  }
  return Date.now();
}
