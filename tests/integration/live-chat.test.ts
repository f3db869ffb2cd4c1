import Database from "better-sqlite3";
import { Parser } from "htmlparser2";
import { gunzipSync } from "node:zlib";
import path from "node:path";
import { Agent, EventSource, request, type Dispatcher } from "undici";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Role } from "../../app/features/auth/roles";
import { ensureBuilt, killHard, startSite, stopGently, type SiteProcess } from "./server-process";
import { signedInStaff } from "./staff-session";

/**
 * Issue 45 against the built server: the chat's stream as a browser gets it (undici's EventSource, a real
 * reader of the format that resumes with Last-Event-ID), its headers (never kept, never compressed, never
 * buffered), the write guard on every post, host actions refused to anyone but a host, and a stream that
 * survives the server's restart without losing or repeating a message. On the real clock: a host opens the
 * next service's chat early, as the staff page lets them.
 */

let site: SiteProcess;
let hostCookie = "";
const signedIn = (role: Role) => signedInStaff(site, role, `${role}-chat@example.org`, `${role} person`);

function dispatcher(headers: Record<string, string>): Dispatcher {
  return new Agent().compose(
    (dispatch) => (options, handler) =>
      dispatch({ ...options, headers: { ...(options.headers as Record<string, string>), ...headers } }, handler),
  );
}

function listen(url: string, headers: Record<string, string>) {
  const seen: { id: string; kind: string; text?: string }[] = [];
  const source = new EventSource(url, { dispatcher: dispatcher(headers) } as EventSourceInit);
  source.addEventListener("chat", (event) => {
    const data = JSON.parse((event as MessageEvent).data);
    seen.push({ id: (event as MessageEvent).lastEventId, kind: data.kind, text: data.line?.text });
  });
  const states: unknown[] = [];
  source.addEventListener("state", (event) => states.push(JSON.parse((event as MessageEvent).data)));
  const until = async (test: () => boolean, ms = 15_000) => {
    const deadline = Date.now() + ms;
    while (!test()) {
      if (Date.now() > deadline) throw new Error(`timed out; seen ${JSON.stringify(seen)}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  return { source, seen, states, until };
}

/** A script's post, as the chat's elements send it: form fields, asking for JSON, with the write guard's token. */
function post(to: string, cookie: string, fields: Record<string, string>, extra: Record<string, string> = {}) {
  return fetch(`${site.baseUrl}${to}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      accept: "application/json",
      origin: site.baseUrl,
      cookie: `${site.cookie}; ${cookie}`,
      "x-xsrf-token": site.token,
      ...extra,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

function say(text: string, device: string, extra: Record<string, string> = {}, to = "/live-chat") {
  const fields = { intent: "say", name: "Test", text, lang: "en" };
  return post(to, `chat-device=${device.padEnd(22, "x")}`, fields, { "sec-fetch-site": "same-origin", ...extra });
}

const storedTexts = () => {
  const db = new Database(path.join(site.dataDir, "site.db"), { readonly: true });
  try {
    return (
      db.prepare("SELECT body FROM live_chat_events WHERE kind = 'say' AND body IS NOT NULL").all() as {
        body: string;
      }[]
    ).map((row) => JSON.parse(row.body).line.text as string);
  } finally {
    db.close();
  }
};

/** A host opens the chat of the next streamed service now, on the real clock: the staff session is real too. */
async function openChatNow(): Promise<void> {
  const opened = await fetch(`${site.baseUrl}/admin/live`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: site.baseUrl, cookie: hostCookie },
    body: "intent=open",
  });
  expect(opened.headers.get("location")).toBe("/admin/live?done=open");
}

beforeAll(async () => {
  ensureBuilt();
  site = await startSite();
  hostCookie = await signedIn("host");
  await openChatNow();
}, 120_000);
afterAll(async () => {
  if (site) await killHard(site);
});

test("the stream is never kept, compressed or buffered; it names the device to the chat alone", async () => {
  const answer = await fetch(`${site.baseUrl}/live-chat/stream?lang=en`, {
    headers: { "accept-encoding": "gzip, br" },
  });
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-type")).toBe("text/event-stream");
  expect(answer.headers.get("cache-control")).toContain("no-store");
  expect(answer.headers.get("x-accel-buffering")).toBe("no");
  expect(answer.headers.get("content-encoding")).toBeNull();
  const cookie = answer.headers.get("set-cookie")!;
  expect(cookie).toMatch(/^chat-device=[\w-]{22}; Max-Age=31536000; Path=\/live-chat; HttpOnly; SameSite=Strict$/);
  await answer.body?.cancel();
  // The live page itself sets no cookie, as before: the same for everyone.
  const page = await fetch(`${site.baseUrl}/watch/live`);
  expect(page.headers.get("set-cookie")).toBeNull();
  expect(await page.text()).toContain("The chat beside the stream needs JavaScript");
});

/** The page's scripts (by address, inline ones by what they name) and the chat launcher's `data-script`. */
async function scriptsOf(pagePath: string): Promise<{ named: string[]; chatScript: string | undefined }> {
  const named: string[] = [];
  let chatScript: string | undefined;
  let inScript = false;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === "live-chat") chatScript = attributes["data-script"];
      if (name === "link" && attributes.href?.endsWith(".js")) named.push(attributes.href);
      if (name !== "script") return;
      if (attributes.src) named.push(attributes.src);
      inScript = true;
    },
    ontext(text) {
      if (inScript) named.push(...(text.match(/\/assets\/[\w.-]+\.js/g) ?? []));
    },
    onclosetag(name) {
      if (name === "script") inScript = false;
    },
  });
  parser.end(await (await fetch(`${site.baseUrl}${pagePath}`)).text());
  return { named, chatScript };
}

test("the chat's script is 12 KB gzip at most, and no page loads it itself: the live page's launcher does", async () => {
  const live = await scriptsOf("/watch/live");
  expect(live.chatScript).toMatch(/^\/assets\/elements-liveChat-[\w-]+\.js$/);
  expect(live.named.some((script) => /elements-live-/.test(script))).toBe(true);
  for (const pagePath of ["/watch/live", "/es/watch/live", "/", "/watch", "/plan-visit"]) {
    const { named } = await scriptsOf(pagePath);
    expect(
      named.filter((script) => script.includes("liveChat")),
      pagePath,
    ).toEqual([]);
    if (!pagePath.endsWith("/watch/live")) expect(named.join(" "), pagePath).not.toMatch(/elements-live-/);
  }
  // What goes over the wire to a browser that takes gzip (undici's request leaves it compressed), read back.
  const sent = await request(`${site.baseUrl}${live.chatScript}`, { headers: { "accept-encoding": "gzip" } });
  expect(sent.headers["content-encoding"]).toBe("gzip");
  const wire = Buffer.from(await sent.body.arrayBuffer());
  expect(gunzipSync(wire).toString("utf8")).toContain("customElements");
  expect(wire.byteLength).toBeLessThanOrEqual(12 * 1024);
});

test("every post passes the write guard: no token or another site's page is refused, and nothing is stored", async () => {
  expect((await say("no token", "guard", { "x-xsrf-token": "" })).status).toBe(403);
  expect(
    (await say("elsewhere", "guard", { origin: "https://evil.example", "sec-fetch-site": "cross-site" })).status,
  ).toBe(403);
  expect((await say("fine", "guard")).status).toBe(200);
  expect(storedTexts()).toEqual(["fine"]);
});

test("host actions are refused to a visitor and to staff who do not host; a host's reach every viewer", async () => {
  const viewer = listen(`${site.baseUrl}/live-chat/stream?lang=es`, { cookie: "chat-device=viewerviewerviewervie" });
  await viewer.until(() => viewer.states.length === 1);
  const troll = await (await say("troll words", "troll")).json();
  const remove = (cookie: string) =>
    post("/admin/live-chat", cookie, { intent: "remove", id: String(troll.id), lang: "en" });
  // No staff session: sent to sign in. A contributor: refused. Neither changes anything.
  expect((await remove("chat-device=trolltrolltrolltrollxx")).headers.get("location")).toContain("/admin/sign-in");
  expect((await remove(await signedIn("contributor"))).status).toBe(403);
  expect(storedTexts()).toContain("troll words");
  expect((await fetch(`${site.baseUrl}/admin/live-chat`, { headers: { cookie: hostCookie } })).status).toBe(200);
  expect((await remove(hostCookie)).status).toBe(200);
  await viewer.until(() => viewer.seen.some((event) => event.kind === "remove"));
  expect(storedTexts()).not.toContain("troll words");
  viewer.source.close();
});

test("a stream open while the server restarts resumes: nothing lost, nothing repeated", async () => {
  const viewer = listen(`${site.baseUrl}/live-chat/stream?lang=en`, { cookie: "chat-device=restartrestartrestartx" });
  await viewer.until(() => viewer.states.length === 1);
  await say("before 1", "writer");
  await say("before 2", "writer");
  await viewer.until(() => viewer.seen.length === 2);
  await stopGently(site);
  const port = new URL(site.baseUrl).port;
  site = await startSite({ dataDir: site.dataDir, port: Number(port) });
  // Written while the viewer's browser is still away or coming back: it gets them on resuming.
  await say("after 1", "writer");
  await say("after 2", "writer");
  await viewer.until(() => viewer.seen.length >= 4, 30_000);
  await say("after 3", "writer");
  await viewer.until(() => viewer.seen.length >= 5);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(viewer.seen.map((event) => event.text)).toEqual(["before 1", "before 2", "after 1", "after 2", "after 3"]);
  const ids = viewer.seen.map((event) => Number(event.id));
  expect(ids).toEqual([...ids].sort((a, b) => a - b));
  // It resumed: one state at the start, none after the restart.
  expect(viewer.states).toHaveLength(1);
  viewer.source.close();
}, 90_000);
