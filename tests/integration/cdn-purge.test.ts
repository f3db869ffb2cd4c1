import { cpSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { registerCdnPurges, registerOutboxHandlers, stopBackgroundWork } from "~/background.server";
import { versionOf } from "~/features/editor/content-files.server";
import { publish } from "~/features/editor/publish.server";
import { loadContent } from "~/server/content.server";
import { closeDb } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";
import { resetRateLimitsForTests } from "~/server/fetch.server";
import { outboxDb, startOutboxWorker } from "~/server/outbox.server";
import { startFakeCdn, type FakeCdn, type FakeCdnProvider } from "../fakes/cdn-server";

/**
 * Live everywhere on publish (issue 26): behind each CDN, a publish from the
 * staff editor purges exactly the pages it changed through the CDN's own
 * purge API (a fake in its real shape), within 2 s of the publish; a change
 * every page shows (an alert) purges everything; a CDN outage delays the
 * purge until the API answers again; without a CDN nothing is queued.
 */

const BUDGET_MS = 2000;
const PUBLIC_URL = "https://www.example.org";
const KIDS = "pages/ministries/kids.yaml";
const actor = { id: "person-1", email: "editor@example.org" };
const ZONE_SETTING = { cloudflare: "CDN_ZONE_ID", fastly: "CDN_SERVICE_ID", bunny: "CDN_PULL_ZONE" } as const;
const CDN_SETTINGS = ["CDN_PROVIDER", "CDN_API_TOKEN", "CDN_API_URL", ...Object.values(ZONE_SETTING)];

let contentDir: string;

async function useSite(env: Record<string, string>): Promise<void> {
  await stopBackgroundWork();
  closeDb();
  for (const name of CDN_SETTINGS) delete process.env[name];
  Object.assign(process.env, { PUBLIC_URL, ...env });
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "cdn-data-"));
  contentDir = mkdtempSync(path.join(tmpdir(), "cdn-content-"));
  cpSync("content/redwood-coast", contentDir, { recursive: true });
  process.env.CONTENT_DIR = contentDir;
  resetEnvForTests();
  resetRateLimitsForTests();
  await loadContent();
  registerOutboxHandlers();
  registerCdnPurges();
  startOutboxWorker();
}

afterAll(async () => {
  await stopBackgroundWork();
  closeDb();
  for (const name of [...CDN_SETTINGS, "CONTENT_DIR", "PUBLIC_URL"]) delete process.env[name];
  resetEnvForTests();
});

/** Publishes `file` with `edit` applied, from the staff editor's code path; returns when it was asked. */
async function publishEdit(file: string, edit: (text: string) => string, now = Date.now()): Promise<number> {
  const absolute = path.join(contentDir, file);
  const before = readFileSync(absolute, "utf8");
  const started = Date.now();
  const outcome = await publish({
    actor,
    file,
    text: edit(before),
    baseVersion: versionOf(before),
    action: "publish",
    now,
  });
  expect(outcome).toMatchObject({ ok: true, live: true });
  return started;
}

async function purgeNumber(cdn: FakeCdn, count: number, withinMs: number): Promise<FakeCdn["purges"][number]> {
  const started = Date.now();
  while (cdn.purges.length < count && Date.now() - started < withinMs) await sleep(20);
  expect(cdn.purges.length).toBe(count);
  return cdn.purges[count - 1]!;
}

for (const provider of ["cloudflare", "fastly", "bunny"] as FakeCdnProvider[]) {
  describe(`behind ${provider}`, () => {
    let cdn: FakeCdn;
    beforeAll(async () => {
      cdn = await startFakeCdn(provider);
      await useSite({
        CDN_PROVIDER: provider,
        [ZONE_SETTING[provider]]: cdn.zone,
        CDN_API_TOKEN: cdn.token,
        CDN_API_URL: cdn.url,
      });
    }, 60_000);
    afterAll(() => cdn.close());

    test("a page published from the editor is purged at its address alone, within 2 s", async () => {
      const asked = await publishEdit(KIDS, (text) => text.replace(/^tagline: .*$/m, "tagline: Walking with parents"));
      const purge = await purgeNumber(cdn, 1, 5000);
      expect(purge.what).toEqual([`${PUBLIC_URL}/ministries/kids`]);
      expect(purge.at - asked).toBeLessThan(BUDGET_MS);
      await sleep(300);
      expect(cdn.purges).toHaveLength(1);
    });

    test("an alert shows on every page: everything is purged, within 2 s", async () => {
      const alert = [
        "alerts:",
        "  - text: Closed today for snow",
        "    level: urgent",
        '    starts: "2026-11-24 06:00"',
        '    ends: "2026-11-30 18:00"',
        "",
      ].join("\n");
      const asked = await publishEdit("alerts.yaml", () => alert);
      const purge = await purgeNumber(cdn, 2, 5000);
      expect(purge.what).toBe("everything");
      expect(purge.at - asked).toBeLessThan(BUDGET_MS);
    });

    test("while the CDN's API is down the purge waits in the outbox, then goes through", async () => {
      cdn.outage = true;
      const callsBefore = cdn.calls;
      await publishEdit(KIDS, (text) => text.replace(/^tagline: .*$/m, "tagline: Kids find and follow Jesus"));
      while (cdn.calls === callsBefore) await sleep(20);
      expect(cdn.purges).toHaveLength(2);
      cdn.outage = false;
      // The outbox tries again after 1 s, 2 s, … (the first call already tried twice, as fetch.server does).
      const purge = await purgeNumber(cdn, 3, 8000);
      expect(purge.what).toEqual([`${PUBLIC_URL}/ministries/kids`]);
    }, 15_000);
  });
}

test("without a CDN, a publish queues no purge", async () => {
  await useSite({});
  await publishEdit(KIDS, (text) => text.replace(/^tagline: .*$/m, "tagline: Walking with parents"));
  await sleep(300);
  const queued = outboxDb().prepare("SELECT COUNT(*) AS n FROM outbox WHERE topic = 'cdn-purge'").get() as {
    n: number;
  };
  expect(queued.n).toBe(0);
}, 60_000);
