import Database from "better-sqlite3";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startFakePushService, type FakePushService } from "../fakes/push-service";
import { demoChurchInTheAfternoon, postAsPhone, postAsStaff } from "./push-site";
import { signedInStaff } from "./staff-session";
import { SAMPLE_ANNOUNCEMENT } from "../support/sample-announcement";
import { ensureBuilt, freePort, killHard, startSite, waitFor, type SiteProcess } from "./server-process";

/**
 * Issue 44 against the real built server and the fake push service: a phone's posts pass the write guard
 * and its checks; an announcement written on the staff page reaches every phone; a server killed with
 * SIGKILL while it sends sends no notice twice to any phone after its restart, and what was not in flight
 * still goes; the VAPID key survives the restart; a tap's page is the cached page everyone gets.
 */

const PHONES = 200;
let fake: FakePushService;
const running: SiteProcess[] = [];
let settings: Record<string, string>;
let port: number;
let site: SiteProcess;

beforeAll(async () => {
  ensureBuilt();
  fake = await startFakePushService();
  port = await freePort();
  settings = {
    CONTENT_DIR: demoChurchInTheAfternoon(),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PUSH_ALLOW_LOCAL_ENDPOINTS: "true",
  };
  site = await startSite({ port, env: settings });
  running.push(site);
}, 120_000);
afterAll(async () => {
  for (const site of running) await killHard(site);
  await fake?.close();
});

function deliveries(dataDir: string): { state: string; n: number }[] {
  const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
  try {
    return db.prepare("SELECT state, COUNT(*) AS n FROM push_deliveries GROUP BY state ORDER BY state").all() as {
      state: string;
      n: number;
    }[];
  } finally {
    db.close();
  }
}

test("a phone's posts: the write guard's checks, then JSON answers", async () => {
  const key = await fetch(`${site.baseUrl}/push/key`);
  expect(key.headers.get("cache-control")).toBe("no-store");
  const { publicKey } = (await key.json()) as { publicKey: string };
  expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
  fake.expectKey(publicKey);

  const subscription = fake.newSubscription();
  const body = { subscription, topics: ["news"], language: "en" };
  // No token (another site's script could not read it), not JSON, too large: refused before any action.
  expect((await postAsPhone(site, "/push/subscriptions", body, { "x-xsrf-token": "" })).status).toBe(403);
  expect((await postAsPhone(site, "/push/subscriptions", body, { "content-type": "text/plain" })).status).toBe(415);
  const large = { ...body, registration: "x".repeat(5000) };
  expect((await postAsPhone(site, "/push/subscriptions", large)).status).toBe(413);
  const garbled = await postAsPhone(site, "/push/subscriptions", "{not json");
  expect([garbled.status, await garbled.json()]).toEqual([400, { error: "invalid", problems: ["body"] }]);

  const made = await postAsPhone(site, "/push/subscriptions", body);
  expect([made.status, await made.json()]).toEqual([200, { topics: ["news"], registrations: 0 }]);
  const state = await postAsPhone(site, "/push/subscriptions/state", { endpoint: subscription.endpoint });
  expect(await state.json()).toEqual({ topics: ["news"], language: "en", events: [] });
  const removed = await postAsPhone(site, "/push/subscriptions/remove", { endpoint: subscription.endpoint });
  expect(await removed.json()).toEqual({ removed: true });
}, 60_000);

test("killed with SIGKILL while an announcement goes to 200 phones: after the restart no phone gets it twice, and the rest get it", async () => {
  // The fake refuses (403) any notice signed by another key than this data folder's, after the restart too.
  const endpoints: string[] = [];
  for (let batch = 0; batch < PHONES / 50; batch += 1) {
    const made = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const subscription = fake.newSubscription();
        const answer = await postAsPhone(site, "/push/subscriptions", {
          subscription,
          topics: ["news"],
          language: "es",
        });
        await answer.text();
        return answer.status === 200 ? subscription.endpoint : null;
      }),
    );
    endpoints.push(...made.filter((endpoint): endpoint is string => endpoint !== null));
  }
  expect(endpoints).toHaveLength(PHONES);

  const staff = await signedInStaff(site, "editor", "editor-push@example.org");
  const fields = { ...SAMPLE_ANNOUNCEMENT, path: "/about" };
  const preview = await postAsStaff(site, staff, "/admin/notifications/new", { ...fields, intent: "preview" });
  const previewPage = await preview.text();
  expect(preview.status).toBe(200);
  expect(previewPage).toContain("How it looks on a phone");
  expect(previewPage).toContain(`${settings.PUBLIC_URL}/es/about`);
  expect(fake.messages).toHaveLength(0);

  // A slow push service: a chunk of 100 takes seconds, so the kill lands mid-send.
  fake.delayMs = 250;
  const sent = await postAsStaff(site, staff, "/admin/notifications/new", { ...fields, intent: "send" });
  expect(sent.status).toBe(303);
  const noticeId = new URL(sent.headers.get("location")!, site.baseUrl).searchParams.get("scheduled")!;
  await waitFor(() => fake.messages.length >= 50, 60_000);
  await killHard(site);
  const atKill = fake.messages.length;
  expect(atKill).toBeLessThan(PHONES);

  fake.delayMs = 0;
  site = await startSite({ port, dataDir: site.dataDir, env: settings });
  running.push(site);
  await waitFor(
    () => !deliveries(site.dataDir).some((row) => row.state === "pending" || row.state === "sending"),
    60_000,
  );

  expect(fake.problems).toEqual([]);
  const times = new Map<string, number>();
  for (const message of fake.messages) times.set(message.endpoint, (times.get(message.endpoint) ?? 0) + 1);
  expect([...times.values()].filter((count) => count > 1)).toEqual([]);
  expect([...times.keys()].every((endpoint) => endpoints.includes(endpoint))).toBe(true);
  // Only those in flight at the kill (4 chunks of 16 requests at most) may be lost: never sent twice instead.
  expect(PHONES - times.size).toBeLessThanOrEqual(64);
  expect(fake.messages.every((message) => message.payload.notification.title === "Comidas para los García")).toBe(true);
  const states = Object.fromEntries(deliveries(site.dataDir).map((row) => [row.state, row.n]));
  expect((states.sent ?? 0) + (states.uncertain ?? 0)).toBe(PHONES);

  // Every notice's taps of a page share one copy in the page cache, whatever the notice (a page is kept for
  // its minute: a tap that lands on the next minute's first render is tried again); each open is counted.
  let tapped: { cache: string | null; page: string; first: string } | undefined;
  for (let tries = 0; tries < 2 && tapped?.cache !== "hit"; tries += 1) {
    const first = await (await fetch(`${site.baseUrl}/es/about?notice=another-notice-id`)).text();
    const answer = await fetch(`${site.baseUrl}/es/about?notice=${noticeId}`);
    tapped = { cache: answer.headers.get("x-render-cache"), page: await answer.text(), first };
  }
  expect(tapped?.cache).toBe("hit");
  expect(tapped?.page).toBe(tapped?.first);
  expect(tapped?.page).not.toContain(noticeId);
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const list = await (await fetch(`${site.baseUrl}/admin/notifications`, { headers: { cookie: staff } })).text();
  expect(list).toContain("Meal train for the Garcias");
  const db = new Database(path.join(site.dataDir, "site.db"), { readonly: true });
  expect(db.prepare("SELECT status FROM push_notices WHERE id = ?").pluck().get(noticeId)).toBe("sent");
  expect(db.prepare("SELECT opened FROM push_notices WHERE id = ?").pluck().get(noticeId)).toBeGreaterThanOrEqual(1);
  db.close();
}, 180_000);
