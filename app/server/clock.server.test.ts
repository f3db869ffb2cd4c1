import { afterEach, expect, test } from "vitest";
import { requestNow } from "./clock.server";
import { resetEnvForTests } from "./env.server";

const savedEnv = process.env;
afterEach(() => {
  process.env = savedEnv;
  resetEnvForTests();
});

function withTestClock(allowed: boolean) {
  process.env = { ...savedEnv, ALLOW_TEST_CLOCK: allowed ? "true" : "" };
  resetEnvForTests();
}

const SUNDAY = "2026-11-22T17:59:57.000Z";

test("a test sets the clock by header, or by cookie for the browser's own fetches ahead of a click", () => {
  withTestClock(true);
  expect(requestNow({ headers: { "x-test-now": SUNDAY } })).toBe(Date.parse(SUNDAY));
  expect(requestNow({ headers: { cookie: `theme=dark; test-now=${encodeURIComponent(SUNDAY)}` } })).toBe(
    Date.parse(SUNDAY),
  );
  // The header wins over the cookie; a value that is no date is the real clock.
  expect(requestNow({ headers: { "x-test-now": SUNDAY, cookie: "test-now=2030-01-01T00:00:00Z" } })).toBe(
    Date.parse(SUNDAY),
  );
  const before = Date.now();
  expect(requestNow({ headers: { cookie: "test-now=soon" } })).toBeGreaterThanOrEqual(before);
});

test("without ALLOW_TEST_CLOCK neither moves the clock", () => {
  withTestClock(false);
  const before = Date.now();
  const now = requestNow({ headers: { "x-test-now": SUNDAY, cookie: `test-now=${SUNDAY}` } });
  expect(now).toBeGreaterThanOrEqual(before);
  expect(now).toBeLessThan(before + 5_000);
});
