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

test("an address is let go once its minute is over, as the privacy policy says", () => {
  const limiter = createRateLimiter(3);
  const start = Date.parse("2026-11-22T17:00:00Z");
  limiter.take("203.0.113.7", start);
  limiter.take("198.51.100.2", start + 30_000);
  expect(limiter.trackedClients()).toEqual(["203.0.113.7", "198.51.100.2"]);
  // The next request after a minute sweeps the first address; the second's minute is not over yet.
  limiter.take("192.0.2.1", start + 61_000);
  expect(limiter.trackedClients()).toEqual(["198.51.100.2", "192.0.2.1"]);
  limiter.take("192.0.2.1", start + 122_000);
  expect(limiter.trackedClients()).toEqual(["192.0.2.1"]);
});

test("a longer window holds its count, and its keys, for that long", () => {
  const limiter = createRateLimiter(2, { windowMs: 15 * 60_000 });
  const start = Date.parse("2026-11-22T17:00:00Z");
  expect([0, 60_000].map((at) => limiter.take("ann@example.org", start + at).allowed)).toEqual([true, true]);
  expect(limiter.take("ann@example.org", start + 5 * 60_000)).toEqual({ allowed: false, retryAfterSeconds: 600 });
  expect(limiter.take("ann@example.org", start + 15 * 60_000).allowed).toBe(true);
  // Swept once its window is over, not before.
  limiter.take("bob@example.org", start + 29 * 60_000);
  expect(limiter.trackedClients()).toEqual(["ann@example.org", "bob@example.org"]);
  limiter.take("bob@example.org", start + 30 * 60_000);
  expect(limiter.trackedClients()).toEqual(["bob@example.org"]);
});
