import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { Alert, ChurchContent } from "~/content/model";
import { getContent } from "~/server/content.server";
import { closeDb } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";
import { outboxDb } from "~/server/outbox.server";
import { nextAlertChange, scheduleAlertPurges, stopAlertPurges } from "./alert-purges.server";

/** An alert written ahead of time purges every page behind a CDN when it starts and when it ends. */

const NOW = Date.parse("2026-11-24T18:00:00Z");
const MINUTE = 60_000;
const CDN = {
  CDN_PROVIDER: "fastly",
  CDN_SERVICE_ID: "SU1Z0isxPaozGVKXdv0eY",
  CDN_API_TOKEN: "fastly-test-token",
  PUBLIC_URL: "https://www.example.org",
};

function alertAt(startsAt: number, endsAt: number): Alert {
  return { text: "Closed for snow", level: "urgent", closed: true, starts: "", ends: "", startsAt, endsAt };
}
const withAlerts = (alerts: Alert[]): ChurchContent => ({ ...getContent(), alerts });
const queued = () =>
  outboxDb().prepare("SELECT dedupe_key, payload FROM outbox WHERE topic = 'cdn-purge' ORDER BY id").all();

beforeEach(() => {
  closeDb();
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "alert-purges-"));
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  stopAlertPurges();
  vi.useRealTimers();
  for (const name of Object.keys(CDN)) delete process.env[name];
  resetEnvForTests();
  closeDb();
});

test("the next start or end ahead, and none when every alert is over", () => {
  const alerts = [alertAt(NOW - MINUTE, NOW + 5 * MINUTE), alertAt(NOW + 2 * MINUTE, NOW + 3 * MINUTE)];
  expect(nextAlertChange(alerts, NOW)).toBe(NOW + 2 * MINUTE);
  expect(nextAlertChange(alerts, NOW + 3 * MINUTE)).toBe(NOW + 5 * MINUTE);
  expect(nextAlertChange(alerts, NOW + 5 * MINUTE)).toBeNull();
});

test("behind a CDN, everything is purged when an alert starts and again when it ends", () => {
  Object.assign(process.env, CDN);
  resetEnvForTests();
  const content = withAlerts([alertAt(NOW + MINUTE, NOW + 2 * MINUTE)]);
  scheduleAlertPurges(() => content);
  vi.advanceTimersByTime(MINUTE - 1);
  expect(queued()).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(queued()).toEqual([{ dedupe_key: `cdn-purge:alert:${NOW + MINUTE}`, payload: '{"everything":true}' }]);
  vi.advanceTimersByTime(MINUTE);
  expect(queued()).toHaveLength(2);
  vi.advanceTimersByTime(60 * MINUTE);
  expect(queued()).toHaveLength(2);
});

test("without a CDN, an alert's start purges nothing", () => {
  resetEnvForTests();
  scheduleAlertPurges(() => withAlerts([alertAt(NOW + MINUTE, NOW + 2 * MINUTE)]));
  vi.advanceTimersByTime(3 * MINUTE);
  expect(queued()).toEqual([]);
});
