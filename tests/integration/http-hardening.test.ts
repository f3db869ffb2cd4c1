import Database from "better-sqlite3";
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import path from "node:path";
import { Parser } from "htmlparser2";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, test } from "vitest";
import { sendPlans } from "../../scripts/lib/visit-burst.mjs";
import { rawRequest } from "./raw-http";
import {
  ADMIN_TOKEN,
  asOperator,
  ensureBuilt,
  freePort,
  killHard,
  root,
  startSite,
  storedAddresses,
  visitorSession,
  waitFor,
  type SiteProcess,
} from "./server-process";

/**
 * Issue 25, against the built server: no spoofing (TRUST_PROXY), no leaks
 * (addresses in logs and stored errors, TRACE and bad Hosts, /healthz, the
 * operator's token), and a policy that names only the scripts the code wrote.
 */

const running: SiteProcess[] = [];
let site: SiteProcess;

beforeAll(async () => {
  ensureBuilt();
  site = await startSite();
  running.push(site);
}, 120_000);
afterAll(async () => {
  for (const each of running) await killHard(each);
});

async function signUpFrom(target: SiteProcess, email: string, forwardedFor: string): Promise<number> {
  const response = await fetch(`${target.baseUrl}/newsletter`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      accept: "application/json",
      cookie: target.cookie,
      "x-xsrf-token": target.token,
      "x-forwarded-for": forwardedFor,
    },
    body: new URLSearchParams({ email }).toString(),
  });
  await response.text();
  return response.status;
}

test("a client that is not a trusted proxy cannot pass the post limit by rotating X-Forwarded-For", async () => {
  const untrusting = await startSite({ env: { TRUST_PROXY: "10.0.0.0/8", RATE_LIMIT_PER_MINUTE: "5" } });
  running.push(untrusting);
  const statuses: number[] = [];
  for (let index = 0; index < 12; index += 1) {
    statuses.push(await signUpFrom(untrusting, `rotating-${index}@example.org`, `203.0.113.${index + 1}`));
  }
  expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  expect(storedAddresses(untrusting.dataDir).size).toBe(5);
  await killHard(untrusting);
}, 60_000);

test("by default the proxy on this machine (Caddy) is trusted: each forwarded client has its own limit", async () => {
  const behindCaddy = await startSite({ env: { RATE_LIMIT_PER_MINUTE: "3" } });
  running.push(behindCaddy);
  const first = [];
  for (let index = 0; index < 4; index += 1)
    first.push(await signUpFrom(behindCaddy, `a-${index}@example.org`, "203.0.113.7"));
  expect(first).toEqual([200, 200, 200, 429]);
  expect(await signUpFrom(behindCaddy, "b@example.org", "203.0.113.8")).toBe(200);
  await killHard(behindCaddy);
}, 60_000);

test("TRACE, TRACK and malformed Host headers get a 4xx, never a 500", async () => {
  for (const method of ["TRACE", "TRACK"]) {
    const answer = await rawRequest(site.baseUrl, { method, target: "/" });
    expect(answer.status, method).toBeGreaterThanOrEqual(400);
    expect(answer.status, method).toBeLessThan(500);
  }
  for (const host of ["x.", "a@b", ""]) {
    const answer = await rawRequest(site.baseUrl, { target: "/", headers: { host } });
    expect(answer.status, JSON.stringify(host)).toBe(400);
  }
});

test("/healthz says only that the site is up without the operator's token, and everything with it", async () => {
  const anyone = await fetch(`${site.baseUrl}/healthz`);
  expect(anyone.status).toBe(200);
  expect(await anyone.json()).toEqual({ status: "ok" });
  const operator = (await (await fetch(`${site.baseUrl}/healthz`, asOperator)).json()) as Record<string, unknown>;
  expect(operator).toMatchObject({ status: "ok", version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  expect(operator).toHaveProperty("upstreams.vimeo.mode", "demo");
  expect(operator).toHaveProperty("outbox.pending");
});

test("guesses at the operator's token are limited: after ten wrong ones, even the right one is refused", async () => {
  const guessed = await startSite();
  running.push(guessed);
  const statuses: number[] = [];
  for (let index = 0; index < 12; index += 1) {
    const answer = await fetch(`${guessed.baseUrl}/healthz`, { headers: { authorization: `Bearer guess-${index}` } });
    statuses.push(answer.status);
    expect(await answer.text()).not.toContain("upstreams");
  }
  expect(statuses.slice(10)).toEqual([429, 429]);
  const right = await fetch(`${guessed.baseUrl}/healthz`, asOperator);
  expect(right.status).toBe(429);
  expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
  // A visitor's page is not an operator's request: it is served as ever.
  expect((await fetch(`${guessed.baseUrl}/`)).status).toBe(200);
  await killHard(guessed);
}, 60_000);

test("an ADMIN_TOKEN under 32 characters stops the start, naming the setting and never its value", async () => {
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", PORT: "0", ADMIN_TOKEN: "short-operator-secret" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  expect(code).not.toBe(0);
  expect(output).toContain("ADMIN_TOKEN");
  expect(output).toContain("32 characters");
  expect(output).not.toContain("short-operator-secret");
  expect(ADMIN_TOKEN.length).toBeGreaterThanOrEqual(32);
}, 30_000);

test("a mail server's refusal naming the visitor's address reaches neither the log nor the stored error", async () => {
  const refusing = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = Object.assign(new Error(`<${address.address}>: Recipient address rejected: User unknown`), {
        responseCode: 550,
      });
      callback(refusal);
    },
  });
  await new Promise<void>((resolve) => refusing.listen(0, "127.0.0.1", resolve));
  const smtpPort = (refusing.server.address() as { port: number }).port;
  const errorLog: string[] = [];
  const port = await freePort();
  const mailing = await startSite({
    port,
    errorLog,
    env: {
      // Visit e-mails carry the change-or-cancel link, so they are sent only with the site's address set.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      VISIT_NOTIFY_TO: "office-inbox@example.org",
    },
  });
  running.push(mailing);
  try {
    const sent = await sendPlans({ baseUrl: mailing.baseUrl, plans: 1 });
    const visitor = [...sent.acknowledged][0] as string;
    expect(visitor).toMatch(/@example\.org$/);
    const db = new Database(path.join(mailing.dataDir, "site.db"), { readonly: true });
    const storedErrors = () =>
      (db.prepare("SELECT last_error FROM outbox WHERE last_error IS NOT NULL").all() as { last_error: string }[]).map(
        (row) => row.last_error,
      );
    try {
      await waitFor(() => storedErrors().length >= 1, 30_000);
      const stored = storedErrors().join("\n");
      expect(stored).toContain("Recipient address rejected");
      expect(stored).not.toContain(visitor);
      expect(stored).not.toContain("office-inbox@example.org");
    } finally {
      db.close();
    }
    const log = errorLog.join("");
    expect(log).toContain("outbox delivery failed");
    expect(log).not.toContain(visitor);
    expect(log).not.toContain("office-inbox@example.org");
  } finally {
    await killHard(mailing);
    await new Promise<void>((resolve) => refusing.close(() => resolve()));
  }
}, 60_000);

test("a page's policy names exactly its inline scripts, all of which the code wrote", async () => {
  const response = await fetch(`${site.baseUrl}/`);
  const policy = response.headers.get("content-security-policy") ?? "";
  const scriptSource = /script-src ([^;]*)/.exec(policy)?.[1]?.split(" ") ?? [];
  const named = scriptSource.filter((source) => source.startsWith("'sha256-"));
  const inline: string[] = [];
  let current: { text: string; counted: boolean } | undefined;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name !== "script") return;
      current = { text: "", counted: !attributes.src && !/json$/i.test(attributes.type ?? "") };
    },
    ontext(text) {
      if (current) current.text += text;
    },
    onclosetag(name) {
      if (name === "script" && current?.counted) inline.push(current.text);
      current = undefined;
    },
  });
  parser.end(await response.text());
  const hashes = inline.map((text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`);
  expect(hashes.length).toBeGreaterThan(0);
  expect(new Set(named)).toEqual(new Set(hashes));
  expect(scriptSource).not.toContain("'unsafe-inline'");
  // Sessions are unaffected: a visitor still gets the write token the forms need.
  expect((await visitorSession(site.baseUrl)).token).not.toBe("");
});
