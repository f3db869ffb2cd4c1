import { afterEach, expect, test, vi } from "vitest";
import {
  cleanUpReport,
  DAY_MS,
  registerCleanUp,
  resetCleanUpsForTests,
  runCleanUps,
  startCleanUps,
} from "./housekeeping.server";

afterEach(() => {
  resetCleanUpsForTests();
  vi.useRealTimers();
});

test("a registered clean-up has not run until the server starts, and /healthz can say so", () => {
  registerCleanUp("visit-requests", () => ({ visitRequests: 0 }));
  expect(cleanUpReport()).toEqual({ "visit-requests": { lastRunAt: null, ok: null, removed: null } });
});

test("clean-ups run at start-up and then daily, and the report says when and what they removed", async () => {
  vi.useFakeTimers({ now: Date.parse("2026-11-22T10:00:00Z") });
  const job = vi.fn(() => ({ visitRequests: 3 }));
  registerCleanUp("visit-requests", job);
  startCleanUps();
  await vi.advanceTimersByTimeAsync(0);
  expect(job).toHaveBeenCalledTimes(1);
  expect(cleanUpReport()["visit-requests"]).toEqual({
    lastRunAt: "2026-11-22T10:00:00.000Z",
    ok: true,
    removed: { visitRequests: 3 },
  });

  await vi.advanceTimersByTimeAsync(DAY_MS);
  expect(job).toHaveBeenCalledTimes(2);
  expect(cleanUpReport()["visit-requests"]?.lastRunAt).toBe("2026-11-23T10:00:00.000Z");
});

test("a failing clean-up is reported and does not stop the others", async () => {
  registerCleanUp("broken", () => {
    throw new Error("disk full");
  });
  registerCleanUp("visit-requests", () => ({ visitRequests: 1 }));
  await runCleanUps(Date.parse("2026-11-22T10:00:00Z"));
  expect(cleanUpReport()).toEqual({
    broken: { lastRunAt: "2026-11-22T10:00:00.000Z", ok: false, removed: null, error: "Error: disk full" },
    "visit-requests": { lastRunAt: "2026-11-22T10:00:00.000Z", ok: true, removed: { visitRequests: 1 } },
  });
});
