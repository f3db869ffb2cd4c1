import { afterEach, beforeEach, vi } from "vitest";

/**
 * STYLE 17: no test depends on the day it runs. The clock of every test in the calling file: before each
 * test `Date` stands at `now` and then runs on at the real pace, so the instants a test builds from `now` and
 * the ones the code reads itself (Date.now(): an outbox's retry, a row's timestamp) agree whatever day the
 * suite runs. Only `Date` is set: timers stay real, so sockets, SMTP servers and SQLite work as always.
 */
export function withTestClock(now: number): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"], now, shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
