import Database from "better-sqlite3";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { ensureBuilt, freePort, killHard, startSite, stopGently, type SiteProcess } from "./server-process";

/**
 * Issue 35's promise, against the real built server: once a form's page said
 * "thank you", a SIGKILL loses nothing; and the same form sent again (its
 * one-time token) after the restart stores nothing twice.
 */

const running: SiteProcess[] = [];
beforeAll(() => ensureBuilt(), 120_000);
afterAll(async () => {
  for (const site of running) await killHard(site);
});

const FORMS = 200;

/**
 * The site's clock is the test's (ALLOW_TEST_CLOCK): the pages are opened a minute before the forms are sent,
 * past the form's shortest fill time, as a person takes longer than that, without the test waiting it out.
 */
const opened = () => ({ "x-test-now": new Date(Date.now() - 60_000).toISOString() });
const testClock = { ALLOW_TEST_CLOCK: "true" };

/** The contact form's page: its one-time token, as the visitor's browser gets it. */
async function tokenOf(site: SiteProcess): Promise<string> {
  const html = await (await fetch(`${site.baseUrl}/forms/contact`, { headers: opened() })).text();
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error("no token on the form's page");
  return token;
}

/** A plain post of the form, as a browser without JavaScript sends it from the site's own page. */
function send(site: SiteProcess, token: string, index: number) {
  const body = new URLSearchParams({
    token,
    website: "",
    "f.name": `Person ${String(index).padStart(3, "0")}`,
    "f.email": `person${index}@example.org`,
    "f.topic": "general",
    "f.message": "Hello from the durability test.",
  });
  return fetch(`${site.baseUrl}/forms/contact`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: site.baseUrl,
      "x-test-now": new Date().toISOString(),
    },
    body: body.toString(),
    redirect: "manual",
  });
}

function storedNames(dataDir: string): string[] {
  const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
  try {
    return (db.prepare("SELECT name FROM form_submissions WHERE form_id = 'contact'").all() as { name: string }[]).map(
      (row) => row.name,
    );
  } finally {
    db.close();
  }
}

test("a server killed with SIGKILL in the middle of 200 forms keeps every one it thanked; sent again, none is doubled", async () => {
  const port = await freePort();
  let site = await startSite({ port, env: testClock });
  running.push(site);
  const tokens: string[] = [];
  for (let index = 0; index < FORMS; index += 1) tokens.push(await tokenOf(site));

  const thanked = new Set<number>();
  let next = 0;
  let killed: Promise<void> | undefined;
  async function visitor() {
    while (next < FORMS) {
      const index = next++;
      try {
        const response = await send(site, tokens[index]!, index);
        // Thanked: sent on to the thank-you page once stored.
        if (response.status === 303 && response.headers.get("location")?.includes("sent=1")) thanked.add(index);
      } catch {
        // The server is gone: this one was never thanked.
      }
      if (thanked.size === 100 && !killed) killed = killHard(site);
    }
  }
  await Promise.all(Array.from({ length: 8 }, visitor));
  await killed;
  expect(thanked.size).toBeGreaterThanOrEqual(100);
  expect(thanked.size).toBeLessThan(FORMS);

  const name = (index: number) => `Person ${String(index).padStart(3, "0")}`;
  const afterKill = new Set(storedNames(site.dataDir));
  expect([...thanked].filter((index) => !afterKill.has(name(index)))).toEqual([]);

  // Restarted on the same data, every visitor presses Send again with the page they had: one each.
  site = await startSite({ port, dataDir: site.dataDir, env: testClock });
  running.push(site);
  for (let index = 0; index < FORMS; index += 1) {
    const response = await send(site, tokens[index]!, index);
    expect(response.status).toBe(303);
  }
  const stored = storedNames(site.dataDir);
  expect(stored.length).toBe(FORMS);
  expect(new Set(stored).size).toBe(FORMS);
  await stopGently(site);
}, 120_000);
