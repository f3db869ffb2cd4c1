import { afterAll, beforeAll, expect, test } from "vitest";
import { startFakeMailchimp, type FakeMailchimp } from "../fakes/mailchimp-server";
import {
  ensureBuilt,
  freePort,
  killHard,
  signUp,
  startSite,
  stopGently,
  storedAddresses,
  type SiteProcess,
} from "./server-process";

/**
 * The promise of issue 6, proved against the real built server: once the site
 * said "received", neither a SIGKILL nor a Mailchimp outage loses the
 * sign-up, and each address reaches Mailchimp exactly once.
 */

let mailchimp: FakeMailchimp;
const running: SiteProcess[] = [];

beforeAll(async () => {
  ensureBuilt();
  mailchimp = await startFakeMailchimp();
}, 120_000);
afterAll(async () => {
  for (const site of running) await killHard(site);
  await mailchimp?.close();
});

function mailchimpEnv(): Record<string, string> {
  return { MAILCHIMP_API_KEY: mailchimp.apiKey, MAILCHIMP_LIST_ID: mailchimp.listId, MAILCHIMP_API_URL: mailchimp.url };
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("Timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test("a server killed with SIGKILL in the middle of 200 sign-ups keeps every acknowledged one, and each reaches Mailchimp once", async () => {
  mailchimp.members.clear();
  mailchimp.created.clear();
  // A slow Mailchimp, so the kill also lands in the middle of deliveries.
  mailchimp.delayMs = 40;
  const port = await freePort();
  let site = await startSite({ port, env: mailchimpEnv() });
  running.push(site);

  const addresses = Array.from({ length: 200 }, (_, index) => `member${String(index).padStart(3, "0")}@example.org`);
  const acknowledged = new Set<string>();
  let next = 0;
  let killed: Promise<void> | undefined;
  async function sender() {
    while (next < addresses.length) {
      const address = addresses[next++] as string;
      try {
        const response = await signUp(site, address);
        const answer = (await response.json()) as { ok: boolean };
        if (response.status === 200 && answer.ok) acknowledged.add(address);
      } catch {
        // The server is gone: this one was never acknowledged.
      }
      if (acknowledged.size === 100 && !killed) killed = killHard(site);
    }
  }
  await Promise.all(Array.from({ length: 8 }, sender));
  await killed;
  expect(acknowledged.size).toBeGreaterThanOrEqual(100);
  expect(acknowledged.size).toBeLessThan(200);

  // Every acknowledged sign-up survived the kill.
  const afterKill = storedAddresses(site.dataDir);
  expect([...acknowledged].filter((address) => !afterKill.has(address))).toEqual([]);

  // Restart on the same data; the visitors whose answer never came try again.
  site = await startSite({ port, dataDir: site.dataDir, env: mailchimpEnv() });
  running.push(site);
  for (const address of addresses.filter((candidate) => !acknowledged.has(candidate))) {
    const response = await signUp(site, address);
    // Stored just before the kill (the answer was lost): the duplicate message; otherwise received now.
    expect([200, 409]).toContain(response.status);
  }
  const stored = storedAddresses(site.dataDir);
  expect(stored.size).toBe(200);

  // The outbox picks up where it stopped: each address reaches Mailchimp, and is created there once.
  await waitFor(() => mailchimp.members.size === 200, 30_000);
  expect([...mailchimp.created.values()].every((count) => count === 1)).toBe(true);
  expect(new Set([...mailchimp.members.values()].map((member) => member.email_address))).toEqual(stored);
  await stopGently(site);
}, 120_000);

test("a Mailchimp outage during sign-ups loses nothing; deliveries resume when it is back", async () => {
  mailchimp.members.clear();
  mailchimp.created.clear();
  mailchimp.delayMs = 0;
  mailchimp.outage = true;
  const site = await startSite({ env: mailchimpEnv() });
  running.push(site);

  const addresses = Array.from({ length: 40 }, (_, index) => `outage${index}@example.org`);
  const answers = await Promise.all(addresses.map((address) => signUp(site, address)));
  expect(answers.map((response) => response.status)).toEqual(addresses.map(() => 200));
  expect(storedAddresses(site.dataDir).size).toBe(40);

  await new Promise((resolve) => setTimeout(resolve, 2500));
  expect(mailchimp.members.size).toBe(0);
  mailchimp.outage = false;
  await waitFor(() => mailchimp.members.size === 40, 30_000);
  expect([...mailchimp.created.values()].every((count) => count === 1)).toBe(true);
  await stopGently(site);
}, 60_000);
