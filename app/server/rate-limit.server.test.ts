import { expect, test } from "vitest";
import { createRateLimiter } from "./rate-limit.server";

test("a client gets its quota per minute, then a Retry-After until the window ends", () => {
  const limiter = createRateLimiter(3);
  const start = Date.parse("2026-04-20T17:00:00Z");
  expect([1, 2, 3].map(() => limiter.take("203.0.113.7", start).allowed)).toEqual([true, true, true]);
  expect(limiter.take("203.0.113.7", start + 15_000)).toEqual({ allowed: false, retryAfterSeconds: 45 });
  // Another client is counted on its own.
  expect(limiter.take("198.51.100.2", start + 15_000).allowed).toBe(true);
  // A new minute, a new quota.
  expect(limiter.take("203.0.113.7", start + 60_000).allowed).toBe(true);
});
