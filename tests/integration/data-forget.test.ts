import Database from "better-sqlite3";
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "vitest";
import { offeredServices } from "../../scripts/lib/visit-burst.mjs";
import {
  asOperator,
  freePort,
  postAsBrowser,
  root,
  signUp,
  startSite,
  stopGently,
  waitFor,
  withBuiltSiteAndFakeMailchimp,
} from "./server-process";

/**
 * `npm run data:forget -- someone@example.org`, as an operator runs it: against
 * the DATA_DIR of a running site (SQLite WAL) and of a stopped one, with
 * Mailchimp down and then back. The command prints what it did and no secret.
 */

const run = promisify(execFile);
const setup = withBuiltSiteAndFakeMailchimp();
const { running, env: mailchimpEnv } = setup;

async function forget(dataDir: string, address: string, env = mailchimpEnv()): Promise<string> {
  const { stdout, stderr } = await run(process.execPath, ["scripts/forget.mjs", address], {
    cwd: root,
    env: { ...process.env, ...env, DATA_DIR: dataDir, LOG_LEVEL: "error" },
  });
  const output = stdout + stderr;
  expect(output).not.toContain(setup.mailchimp.apiKey);
  expect(output).not.toContain(Buffer.from(`anystring:${setup.mailchimp.apiKey}`).toString("base64"));
  return output;
}

function count(dataDir: string, sql: string, ...params: string[]): number {
  const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
  try {
    return (db.prepare(sql).get(...params) as { n: number }).n;
  } finally {
    db.close();
  }
}

const isMember = (address: string) =>
  [...setup.mailchimp.members.values()].some((member) => member.email_address === address);

test("with the site running and Mailchimp down, the person is deleted at once and from Mailchimp once it is back", async () => {
  const site = await startSite({ env: mailchimpEnv() });
  running.push(site);
  for (const address of ["gone@example.org", "stays@example.org"])
    expect((await signUp(site, address)).status).toBe(200);
  await waitFor(() => isMember("gone@example.org") && isMember("stays@example.org"), 15_000);

  setup.mailchimp.outage = true;
  const output = await forget(site.dataDir, "Gone@Example.org");
  expect(output).toContain("Forgetting gone@example.org");
  expect(output).toContain("newsletter sign-ups deleted: 1");
  // Only what was done for this person: no visit plans, no giving.
  expect(output).not.toContain("visit plans");
  expect(output).not.toContain("giving");
  expect(output).toMatch(/Mailchimp: deletion queued; Mailchimp did not take it yet \(.*503.*\)/);
  expect(count(site.dataDir, "SELECT COUNT(*) AS n FROM subscribers WHERE email_address = ?", "gone@example.org")).toBe(
    0,
  );
  expect(count(site.dataDir, "SELECT COUNT(*) AS n FROM outbox WHERE payload LIKE ?", "%gone@example.org%")).toBe(0);
  expect(isMember("gone@example.org")).toBe(true);

  setup.mailchimp.outage = false;
  // The running site's outbox worker retries with its backoff.
  await waitFor(() => !isMember("gone@example.org"), 20_000);
  expect(setup.mailchimp.forgotten.has("gone@example.org")).toBe(true);
  expect(isMember("stays@example.org")).toBe(true);
  const health = (await (await fetch(`${site.baseUrl}/healthz`, asOperator)).json()) as { outbox: { pending: number } };
  expect(health.outbox.pending).toBe(0);
  await stopGently(site);
}, 60_000);

test("with the site stopped and Mailchimp up, the command deletes everywhere itself", async () => {
  const site = await startSite({ env: mailchimpEnv() });
  running.push(site);
  expect((await signUp(site, "later@example.org")).status).toBe(200);
  await waitFor(() => isMember("later@example.org"), 15_000);
  await stopGently(site);

  const output = await forget(site.dataDir, "later@example.org");
  expect(output).toContain("newsletter sign-ups deleted: 1");
  expect(output).toContain("Mailchimp: member permanently deleted (or was not on the list).");
  expect(isMember("later@example.org")).toBe(false);
}, 60_000);

test("a line that is not an address is refused and changes nothing", async () => {
  const error = await run(process.execPath, ["scripts/forget.mjs", "not-an-address"], {
    cwd: root,
    env: { ...process.env, DATA_DIR: "/nonexistent-dir-for-test" },
  }).catch((failure: { code: number; stderr: string }) => failure);
  expect(error).toMatchObject({ code: 2, stderr: expect.stringContaining("Nothing done: not an e-mail address") });
  expect(existsSync("/nonexistent-dir-for-test")).toBe(false);
});

test("a visitor's plans go with their reminders and every e-mail about them, while the mail server is down", async () => {
  // SMTP unreachable: the confirmation, the office's notice and (later) the reminder wait in the outbox.
  const port = await freePort();
  const site = await startSite({
    port,
    env: {
      SMTP_URL: "smtp://127.0.0.1:9",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      VISIT_NOTIFY_TO: "office@example.org",
    },
  });
  running.push(site);
  const [service] = await offeredServices(site.baseUrl);
  for (const email of ["plans@example.org", "stays@example.org"]) {
    const answer = await fetch(`${site.baseUrl}/plan-visit.json`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
        cookie: site.cookie,
        "x-xsrf-token": site.token,
      },
      body: new URLSearchParams({
        name: "Pat",
        email,
        adults: "1",
        childrenAges: "5",
        service: service!,
        from: "/visit",
      }),
    });
    expect(answer.status).toBe(200);
  }
  expect(count(site.dataDir, "SELECT COUNT(*) AS n FROM outbox WHERE payload LIKE ?", "%plans@example.org%")).toBe(2);

  const output = await forget(site.dataDir, "plans@example.org");
  expect(output).toContain("visit plans deleted (reminders and e-mails with them): 1");
  expect(output).toContain("queued deliveries carrying the address deleted: 2");
  expect(count(site.dataDir, "SELECT COUNT(*) AS n FROM visit_plans WHERE email = ?", "plans@example.org")).toBe(0);
  expect(count(site.dataDir, "SELECT COUNT(*) AS n FROM outbox WHERE payload LIKE ?", "%plans@example.org%")).toBe(0);
  expect(count(site.dataDir, "SELECT COUNT(*) AS n FROM visit_plans WHERE email = ?", "stays@example.org")).toBe(1);
  await stopGently(site);
}, 60_000);

test("a person who only sent a form reads only about their form submissions: nothing of giving, newsletters or Mailchimp", async () => {
  // The site's clock is the test's: the card is sent a minute after its page opened, past the form's
  // shortest fill time, whatever the machine's speed.
  const site = await startSite({ env: { ALLOW_TEST_CLOCK: "true" } });
  running.push(site);
  const opened = new Date(Date.now() - 60_000).toISOString();
  const form = await (await fetch(`${site.baseUrl}/forms/connect-card`, { headers: { "x-test-now": opened } })).text();
  const token = /name="token" value="([^"]+)"/.exec(form)?.[1];
  expect(token).toBeDefined();
  const sent = await postAsBrowser(
    site,
    "/forms/connect-card",
    { token: token!, "f.name": "Sam", "f.email": "sam@example.org", "f.visit": "first-time" },
    { "x-test-now": new Date().toISOString() },
  );
  await sent.text();
  expect(sent.status).toBe(303);
  await stopGently(site);

  const noMailchimp = { MAILCHIMP_API_KEY: "", MAILCHIMP_LIST_ID: "", MAILCHIMP_API_URL: "" };
  const lines = (await forget(site.dataDir, "sam@example.org", noMailchimp)).trim().split("\n");
  expect(lines[0]).toMatch(/^Forgetting sam@example.org \(database in .+\):$/);
  expect(lines.slice(1)).toEqual(["  form submissions deleted (with their notes and e-mails): 1"]);
  // Someone the site never heard of: it says so, and nothing else.
  const nobody = (await forget(site.dataDir, "nobody@example.org", noMailchimp)).trim().split("\n");
  expect(nobody.slice(1)).toEqual(["  nothing was stored for this address, so nothing was deleted."]);
}, 60_000);
