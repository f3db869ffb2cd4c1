import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { Agent, EventSource, fetch, getSetCookies, type Response } from "undici";
import { chatWindowAt } from "../../app/lib/live-chat-window";
import { getContent } from "../../app/server/content.server";
import { startCaddy, type RunningCaddy } from "../../scripts/lib/caddy.mjs";
import {
  ensureBuilt,
  killHard,
  startSite,
  stopGently,
  storedAddresses,
  visitorSession,
  type SiteProcess,
} from "./server-process";

/**
 * Issue 11, "HTTPS deployment": Debian's Caddy runs the repository's own
 * deploy/Caddyfile (on private ports, with its local certificate authority)
 * in front of the built site, and visitors reach the site only through it.
 * Each visitor is an HTTPS client bound to its own loopback address, so Caddy
 * and the site see different client addresses, as on the internet.
 */

const base = Number(process.env.HTTPS_TEST_PORT_BASE ?? 4123);
const ports = { httpPort: base, httpsPort: base + 1, upstreamPort: base + 2 };

let caddy: RunningCaddy;
const sites: SiteProcess[] = [];
const agents: Agent[] = [];

beforeAll(async () => {
  ensureBuilt();
  caddy = await startCaddy(ports);
}, 180_000);

// A test that failed half-way leaves its site running: stop it, so the next test starts its own.
afterEach(async () => {
  for (const site of sites.splice(0)) await killHard(site);
});

afterAll(async () => {
  await caddy?.stop();
  for (const agent of agents) await agent.close();
});

/** A browser at `address` that trusts Caddy's local CA and keeps the XSRF cookie. */
async function visitor(address: string) {
  const dispatcher = new Agent({ localAddress: address, connect: { ca: caddy.ca } });
  agents.push(dispatcher);
  const get = (url: string, init: { redirect?: "manual"; headers?: Record<string, string> } = {}) =>
    fetch(url, { ...init, dispatcher });
  const session = await visitorSession(caddy.httpsOrigin, get);
  expect(session.token, "the site issues an XSRF token through Caddy").not.toBe("");
  const signUp = (email: string, headers: Record<string, string> = {}) =>
    fetch(`${caddy.httpsOrigin}/newsletter`, {
      method: "POST",
      dispatcher,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
        cookie: session.cookie,
        origin: caddy.httpsOrigin,
        "sec-fetch-site": "same-origin",
        // As the site's script sends it (SPEC 7.4): the cookie's token in the header.
        "x-xsrf-token": session.token,
        ...headers,
      },
      body: new URLSearchParams({ email, xsrf: session.token }).toString(),
    });
  return { get, signUp };
}

async function siteBehindCaddy(env: Record<string, string>, dataDir?: string): Promise<SiteProcess> {
  const site = await startSite({ port: ports.upstreamPort, env, dataDir });
  sites.push(site);
  return site;
}

/** max-age of a Strict-Transport-Security value (RFC 6797 6.1: directives separated by ";"). */
function hstsMaxAge(value: string | null): number {
  for (const directive of (value ?? "").split(";")) {
    const [name, argument] = directive.split("=").map((part) => part.trim().replace(/^"|"$/g, ""));
    if (name?.toLowerCase() === "max-age" && argument && /^\d+$/.test(argument)) return Number(argument);
  }
  return 0;
}

test("plain HTTP is redirected to HTTPS; HTTPS answers carry HSTS of a year or more and only Secure, SameSite cookies", async () => {
  const site = await siteBehindCaddy({});
  const browser = await visitor("127.0.0.4");

  const redirect = await browser.get(`${caddy.httpOrigin}/events?when=later`, { redirect: "manual" });
  expect([301, 308]).toContain(redirect.status);
  const target = new URL(redirect.headers.get("location") ?? "");
  expect([target.protocol, target.hostname, target.pathname, target.search]).toEqual([
    "https:",
    "127.0.0.1",
    "/events",
    "?when=later",
  ]);

  const home = await browser.get(`${caddy.httpsOrigin}/`);
  const html = await home.text();
  const asset = /\/assets\/[^"']+\.js/.exec(html)?.[0];
  expect(asset, "the home page links a script").toBeDefined();
  const answers: Response[] = [home];
  // Pages set no cookie (decision 016): /xsrf issues it, as the site's script asks for it before a write.
  for (const path of ["/events", "/privacy", "/visit", "/healthz", asset, "/no-such-page", "/xsrf"]) {
    const answer = await browser.get(`${caddy.httpsOrigin}${path}`);
    await answer.arrayBuffer();
    answers.push(answer);
  }
  answers.push(await browser.signUp("hsts-check@example.org"));
  expect(answers.at(-1)?.status).toBe(200);
  expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);

  for (const answer of answers) {
    expect(hstsMaxAge(answer.headers.get("strict-transport-security")), answer.url).toBeGreaterThanOrEqual(
      365 * 24 * 3600,
    );
  }
  const cookies = answers.flatMap((answer) => getSetCookies(answer.headers));
  expect(cookies.length, "the XSRF cookie at least").toBeGreaterThan(0);
  for (const cookie of cookies) {
    expect({
      name: cookie.name,
      secure: cookie.secure,
      sameSite: ["Strict", "Lax", "None"].includes(cookie.sameSite ?? ""),
    }).toEqual({
      name: cookie.name,
      secure: true,
      sameSite: true,
    });
  }
  await stopGently(site);
}, 60_000);

test("rate limits count each visitor's real address: separate limits for two visitors, and X-Forwarded-For cannot escape one", async () => {
  const site = await siteBehindCaddy({ RATE_LIMIT_PER_MINUTE: "5" });
  const first = await visitor("127.0.0.2");
  const second = await visitor("127.0.0.3");

  const statuses: number[] = [];
  for (let index = 0; index < 6; index += 1) statuses.push((await first.signUp(`first${index}@example.org`)).status);
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

  // Claiming another address does not make a new client: Caddy replaces the header with the real one.
  const spoofed = await first.signUp("spoofed@example.org", {
    "x-forwarded-for": "203.0.113.9",
    "x-real-ip": "203.0.113.9",
    forwarded: "for=203.0.113.9",
  });
  expect(spoofed.status).toBe(429);
  expect(Number(spoofed.headers.get("retry-after"))).toBeGreaterThan(0);

  // The second visitor has a limit of its own.
  expect((await second.signUp("second@example.org")).status).toBe(200);
  expect(storedAddresses(site.dataDir)).toEqual(
    new Set([...[0, 1, 2, 3, 4].map((index) => `first${index}@example.org`), "second@example.org"]),
  );
  await stopGently(site);
}, 60_000);

test("a systemctl-style restart (SIGTERM, then start) in the middle of sign-ups through Caddy loses no acknowledged sign-up", async () => {
  let site = await siteBehindCaddy({});
  const browser = await visitor("127.0.0.5");
  const addresses = Array.from({ length: 120 }, (_, index) => `restart${String(index).padStart(3, "0")}@example.org`);
  const acknowledged = new Set<string>();
  let inFlight = 0;
  let inFlightAtStop = -1;
  let restarted: Promise<number | null> | undefined;

  const restart = async (): Promise<number | null> => {
    const old = site;
    inFlightAtStop = inFlight;
    const exited = new Promise<number | null>((resolve) => old.child.once("exit", (code) => resolve(code)));
    old.child.kill("SIGTERM");
    const code = await exited;
    site = await siteBehindCaddy({}, old.dataDir);
    return code;
  };

  let next = 0;
  async function sender() {
    while (next < addresses.length) {
      const address = addresses[next++] as string;
      inFlight += 1;
      try {
        const response = await browser.signUp(address);
        const answer = (await response.json().catch(() => ({}))) as { ok?: boolean };
        if (response.status === 200 && answer.ok) acknowledged.add(address);
      } catch {
        // No answer: never acknowledged.
      } finally {
        inFlight -= 1;
      }
      if (acknowledged.size >= 40 && !restarted) restarted = restart();
    }
  }
  await Promise.all(Array.from({ length: 6 }, sender));
  const exitCode = await restarted;

  expect(inFlightAtStop, "sign-ups were under way when SIGTERM came").toBeGreaterThan(0);
  expect(exitCode, "the old process drained and exited cleanly").toBe(0);
  const stored = storedAddresses(site.dataDir);
  expect([...acknowledged].filter((address) => !stored.has(address))).toEqual([]);

  // Visitors whose answer never came try again: stored before (409, already signed up) or now (200).
  for (const address of addresses.filter((candidate) => !acknowledged.has(candidate))) {
    expect([200, 409]).toContain((await browser.signUp(address)).status);
  }
  expect(storedAddresses(site.dataDir).size).toBe(addresses.length);
  await stopGently(site);
}, 90_000);

test("issue 45: the live chat's stream passes through the deploy's Caddy unbuffered and never kept", async () => {
  const content = getContent();
  const streams = content.services.gatherings.filter((gathering) => gathering.streamed);
  const times = { leadMinutes: content.services.live.playerMinutesBefore, minutesAfter: 30 };
  const service = chatWindowAt(Date.now() + 7 * 24 * 60 * 60 * 1000, streams, content.church.locale.timeZone, times)!;
  const clock = { "x-test-now": new Date(service.occurrence.start + 10 * 60_000).toISOString() };
  const site = await siteBehindCaddy({ ALLOW_TEST_CLOCK: "true" });
  const browser = await visitor("127.0.0.5");
  const session = await visitorSession(caddy.httpsOrigin, browser.get);
  const base = new Agent({ localAddress: "127.0.0.6", connect: { ca: caddy.ca } });
  agents.push(base);
  const headers = { ...clock, cookie: "__Secure-chat-device=throughcaddythroughcad" };
  const dispatcher = base.compose(
    (dispatch) => (options, handler) =>
      dispatch({ ...options, headers: { ...(options.headers as Record<string, string>), ...headers } }, handler),
  );
  const seen: number[] = [];
  const source = new EventSource(`${caddy.httpsOrigin}/live-chat/stream?lang=en`, { dispatcher } as EventSourceInit);
  source.addEventListener("chat", () => seen.push(Date.now()));
  await new Promise((resolve) => source.addEventListener("state", resolve, { once: true }));
  const posted = await fetch(`${caddy.httpsOrigin}/live-chat`, {
    method: "POST",
    dispatcher: base,
    headers: {
      ...clock,
      "content-type": "application/x-www-form-urlencoded",
      accept: "application/json",
      origin: caddy.httpsOrigin,
      "sec-fetch-site": "same-origin",
      cookie: `${session.cookie}; __Secure-chat-device=writerwriterwriterwrit`,
      "x-xsrf-token": session.token,
    },
    body: new URLSearchParams({ intent: "say", name: "Caddy", text: "through the proxy", lang: "en" }).toString(),
  });
  const stored = Date.now();
  expect(posted.status, await posted.clone().text()).toBe(200);
  // Caddy flushes a text/event-stream answer at once (no flush_interval needed): the message arrives as it is
  // stored (the post is answered once it was sent to every stream), not when a buffer fills or the stream ends.
  while (seen.length === 0 && Date.now() - stored < 5000) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(seen[0]! - stored).toBeLessThan(1000);
  expect(source.readyState).toBe(EventSource.OPEN);
  const answer = await fetch(`${caddy.httpsOrigin}/live-chat/stream?lang=en`, {
    dispatcher: base,
    headers: { ...clock, "accept-encoding": "gzip, zstd" },
  });
  expect(answer.headers.get("cache-control")).toContain("no-store");
  expect(answer.headers.get("content-encoding")).toBeNull();
  await answer.body?.cancel();
  source.close();
  await stopGently(site);
}, 60_000);
