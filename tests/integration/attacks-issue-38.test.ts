import Database from "better-sqlite3";
import { connect } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { rawRequest } from "./raw-http";
import { ensureBuilt, killHard, startSite, type SiteProcess } from "./server-process";

/**
 * Issue 38, item 1, against the built server: the second audit's findings, each refused.
 * (The staff roles are staff-roles.test.ts; the sign-up holds sign-up-holds.test.ts.)
 */

let site: SiteProcess;

beforeAll(async () => {
  ensureBuilt();
  site = await startSite();
}, 120_000);
afterAll(async () => {
  if (site) await killHard(site);
});

test("the language switch never sends a visitor to another site, however `from` is written", async () => {
  for (const from of [
    "/.//evil.example/give",
    "/%2e//evil.example",
    "/%2E//evil.example/x",
    "/x/..//evil.example",
    "//evil.example",
    "/\\evil.example",
    "https://evil.example/",
  ]) {
    for (const to of ["en", "es"]) {
      const answer = await rawRequest(site.baseUrl, {
        target: `/language?${new URLSearchParams({ to, from }).toString()}`,
      });
      expect(answer.status, from).toBe(303);
      const location = String(answer.headers.location);
      // A path of this site: one slash, then neither a slash nor a backslash; resolved, the same origin.
      expect(location, from).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, site.baseUrl).origin, from).toBe(site.baseUrl);
      expect(location, from).toBe(to === "en" ? "/" : "/es/");
    }
  }
  // A path of the site still goes where it was asked.
  const fine = await rawRequest(site.baseUrl, { target: "/language?to=es&from=%2Fevents%3Fx%3D1" });
  expect(fine.headers.location).toBe("/es/events?x=1");
});

/** The text of a page with its tags and scripts taken out. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
}

test("a refused or impossible form post is a 4xx page in the site's own layout, never a 500", async () => {
  const posts: { path: string; headers?: Record<string, string>; body: string; status: number; says: string }[] = [
    // No Origin, no Referer, no form token: refused as a form that has expired.
    {
      path: "/sign-ups/confirm?registration=1&exp=1&sig=x",
      body: "a=b",
      status: 403,
      says: "This form has expired. Please go back, reload the page and try again.",
    },
    {
      path: "/es/sign-ups/confirm?registration=1&exp=1&sig=x",
      body: "a=b",
      status: 403,
      says: "Este formulario ha caducado.",
    },
    // An event that does not exist, and one that took sign-ups once but is over.
    {
      path: "/events/no-such-event/sign-up",
      headers: { origin: "" },
      body: "email=a%40example.org",
      status: 404,
      says: "We couldn't find that page",
    },
    {
      path: "/events/2020-01-01-nothing/sign-up",
      headers: { origin: "" },
      body: "email=a%40example.org",
      status: 404,
      says: "We couldn't find that page",
    },
  ];
  for (const post of posts) {
    const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
    for (const [name, value] of Object.entries(post.headers ?? {})) {
      // An empty origin stands for "the site's own": a post the write guard lets through to the action.
      headers[name] = value === "" ? site.baseUrl : value;
    }
    if (post.headers?.origin === "") headers.cookie = site.cookie;
    const answer = await fetch(`${site.baseUrl}${post.path}`, { method: "POST", headers, body: post.body });
    const html = await answer.text();
    expect(answer.status, post.path).toBe(post.status);
    expect(answer.headers.get("content-type"), post.path).toContain("text/html");
    const text = textOf(html);
    expect(text, post.path).toContain(post.says);
    // The site's layout: its navigation and its footer, with the church's name.
    expect(html, post.path).toContain('id="site-menu"');
    expect(text, post.path).toContain("Redwood Coast Church");
    expect(html, post.path).toContain('class="site-footer"');
  }
});

test("/give/manage answers a donor's address and a stranger's in the same time", async () => {
  // E-mail with links must be on for a donor's link to be written at all (an SMTP server that never answers:
  // the outbox keeps retrying in the background, as it would during an outage).
  const giving = await startSite({ env: { SMTP_URL: "smtp://127.0.0.1:9", PUBLIC_URL: "http://church.example" } });
  try {
    const ask = async (email: string) => {
      const started = performance.now();
      const answer = await fetch(`${giving.baseUrl}/give/manage`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: giving.baseUrl,
          cookie: giving.cookie,
        },
        body: new URLSearchParams({ email }).toString(),
      });
      await answer.text();
      return { status: answer.status, location: answer.headers.get("location"), ms: performance.now() - started };
    };
    // A first request makes the gift tables; then a donor's gift is written as the webhook would.
    await ask("first@example.org");
    const db = new Database(path.join(giving.dataDir, "site.db"));
    db.prepare(
      `INSERT INTO gifts (id, donor_email, donor_name, fund_id, amount_cents, currency, frequency, status, language, created_at, paid_at)
       VALUES ('gift-1', 'donor@example.org', 'Dana Donor', 'general', 2500, 'usd', 'once', 'paid', 'en', ?, ?)`,
    ).run(Date.now(), Date.now());
    db.close();

    const donor: number[] = [];
    const stranger: number[] = [];
    let donorSlower = 0;
    // Interleaved pairs, so a busy moment of the machine falls on both.
    for (let pair = 0; pair < 30; pair += 1) {
      const a = await ask("donor@example.org");
      const b = await ask(`stranger-${pair}@example.org`);
      expect(a.status).toBe(303);
      expect({ status: b.status, location: b.location }).toEqual({ status: a.status, location: a.location });
      donor.push(a.ms);
      stranger.push(b.ms);
      if (a.ms > b.ms) donorSlower += 1;
    }
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
    // Today's main: medians 15 ms against 6 ms, the donor slower in 78 % of pairs. Now both wait for the same
    // floor (300 ms, DONOR_ANSWER_FLOOR_MS), which the donor's work (~15 ms) ends well inside: no answer comes
    // sooner, and what is left is the machine's noise, the same for both (medians within 25 ms on a machine
    // loaded enough to spread single answers from 300 to 650 ms; the donor slower in no clear majority).
    expect(Math.min(...donor, ...stranger)).toBeGreaterThanOrEqual(300);
    expect(Math.abs(median(donor) - median(stranger))).toBeLessThan(25);
    expect(donorSlower / donor.length).toBeLessThan(0.8);
    // The link was written: the donor's path did its work, and still took no longer.
    const outbox = new Database(path.join(giving.dataDir, "site.db"), { readonly: true });
    const queued = outbox
      .prepare("SELECT COUNT(*) AS n FROM outbox WHERE payload LIKE '%donor@example.org%'")
      .get() as {
      n: number;
    };
    outbox.close();
    expect(queued.n).toBeGreaterThan(0);
  } finally {
    await killHard(giving);
  }
}, 120_000);

/** Sends headers promising `length` bytes, then one byte every `everyMs`; resolves when the server closes. */
function trickle(baseUrl: string, target: string, length: number, everyMs: number) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise<{ closedAfterMs: number; answer: string; sent: number }>((resolve) => {
    const started = performance.now();
    const socket = connect(Number(port), hostname);
    let answer = "";
    let sent = 0;
    socket.on("connect", () => {
      socket.write(
        `POST ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
          // From the site's own page, as a browser says: a staff post without it is refused unread (issue 43).
          `Origin: ${new URL(baseUrl).origin}\r\nContent-Length: ${length}\r\n\r\n`,
      );
      const drip = setInterval(() => {
        if (socket.destroyed || sent >= length - 1) return;
        socket.write("a");
        sent += 1;
      }, everyMs);
      socket.on("close", () => {
        clearInterval(drip);
        resolve({ closedAfterMs: performance.now() - started, answer, sent });
      });
    });
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("utf8")));
    socket.on("error", () => undefined);
  });
}

test("a request body that trickles in is cut at the limit on every route that reads one", async () => {
  const strict = await startSite({ env: { REQUEST_BODY_SECONDS: "2" } });
  try {
    // A form, the webhook, the staff area and GraphQL: each still arriving at 2 s is answered 408 and closed.
    const cut = await Promise.all(
      ["/newsletter", "/give/webhook", "/events/summer-day-camp/sign-up", "/admin/sign-in", "/graphql"].map((target) =>
        trickle(strict.baseUrl, target, 10_000, 100),
      ),
    );
    for (const each of cut) {
      // Refused, or cut: never held open past the limit and Node's one-second check (with a busy machine's
      // slack), where Node's own limit would have held it 300 s.
      expect(each.answer).toMatch(/^HTTP\/1\.1 4\d\d/);
      expect(each.closedAfterMs).toBeLessThan(6_000);
      // Still arriving at the limit: cut with a 408.
      if (each.closedAfterMs > 1_900) expect(each.answer).toMatch(/^HTTP\/1\.1 (408|415)/);
      expect(each.sent).toBeLessThan(100);
    }
    expect(cut.filter((each) => each.answer.startsWith("HTTP/1.1 408")).length).toBeGreaterThanOrEqual(3);
    // A visitor's page is served as ever meanwhile, and after.
    expect((await fetch(`${strict.baseUrl}/`)).status).toBe(200);
  } finally {
    await killHard(strict);
  }
}, 60_000);
