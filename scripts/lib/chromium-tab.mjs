// One Chromium tab driven over the DevTools protocol through its TAB target,
// for what Playwright cannot show (issue 39): Playwright attaches to pages the
// old way, and Chromium then turns off prerendering ("PrerenderingDisabledBy-
// DevTools") and Playwright's launch turns off the back/forward cache. Attached
// to the tab, a client sees the prerendered page become the tab's page on
// activation, and the back/forward cache's reasons when a page is not kept.
// Used by the instant-pages journey (tests/e2e/instant-pages.spec.ts) and
// `npm run bench navigation`.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import WebSocket from "ws";
import { chromiumFlags, chromiumPath } from "./chromium.mjs";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts a headless Chromium with one tab; `extraArgs` are more command-line switches. */
export async function openTab({ width = 1280, height = 800, extraArgs = [] } = {}) {
  const profile = mkdtempSync(path.join(tmpdir(), "church-tab-"));
  const browser = spawn(
    chromiumPath,
    [
      ...chromiumFlags,
      "--headless",
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      ...extraArgs,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  let endpoint;
  for (let attempt = 0; attempt < 200 && !endpoint; attempt += 1) {
    await sleep(50);
    try {
      const [port, wsPath] = readFileSync(path.join(profile, "DevToolsActivePort"), "utf8").trim().split("\n");
      endpoint = `ws://127.0.0.1:${port}${wsPath}`;
    } catch {
      // Not started yet.
    }
  }
  if (!endpoint) throw new Error("Chromium did not start");
  const socket = new WebSocket(endpoint, { perMessageDeflate: false });
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
  const tab = new Tab(socket, browser, profile);
  await tab.attach(width, height);
  return tab;
}

class Tab {
  #socket;
  #browser;
  #profile;
  #nextId = 0;
  #pending = new Map();
  #listeners = new Set();
  /** The session of the page the tab shows now (it changes when a prerendered page is activated). */
  session = "";
  /** targetId → sessionId of every page the tab holds (the shown one and its prerenders). */
  #pages = new Map();
  /** What the protocol told, in order: prerender statuses, back/forward cache reasons. */
  events = [];

  constructor(socket, browser, profile) {
    this.#socket = socket;
    this.#browser = browser;
    this.#profile = profile;
    socket.on("message", (data) => this.#receive(JSON.parse(String(data))));
  }

  #receive(message) {
    if (message.id !== undefined) {
      const waiting = this.#pending.get(message.id);
      this.#pending.delete(message.id);
      if (message.error) waiting?.reject(new Error(`${waiting.method}: ${message.error.message}`));
      else waiting?.resolve(message.result);
      return;
    }
    if (message.method === "Target.attachedToTarget" && message.params.targetInfo.type === "page") {
      const { sessionId, targetInfo } = message.params;
      this.#pages.set(targetInfo.targetId, sessionId);
      // Each page waits for its set-up (the test clock's header above all) before its first request: the
      // session runs commands in order, so the set-up is sent, then the page is let go, without waiting.
      void this.#preparePage(sessionId);
      void this.send("Runtime.runIfWaitingForDebugger", {}, sessionId).catch(() => {});
    }
    if (message.method?.startsWith("Preload.") || message.method === "Page.backForwardCacheNotUsed") {
      this.events.push({ method: message.method, params: message.params, at: Date.now() });
    }
    for (const listener of this.#listeners) listener(message);
  }

  /** Sends a command to `session` (the shown page's by default; "" for the browser). */
  send(method, params = {}, session = this.session) {
    this.#nextId += 1;
    const id = this.#nextId;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject, method });
      this.#socket.send(JSON.stringify({ id, method, params, ...(session ? { sessionId: session } : {}) }));
    });
  }

  /** The next protocol message `matches` accepts (within `timeoutMs`). */
  waitFor(matches, timeoutMs = 10_000) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#listeners.delete(listener);
        reject(new Error("timed out waiting for the browser"));
      }, timeoutMs);
      const listener = (message) => {
        if (!matches(message)) return;
        clearTimeout(timer);
        this.#listeners.delete(listener);
        resolve(message);
      };
      this.#listeners.add(listener);
    });
  }

  async attach(width, height) {
    this.size = { width, height };
    const { targetInfos } = await this.send("Target.getTargets", { filter: [{ type: "tab" }] }, "");
    const { sessionId } = await this.send(
      "Target.attachToTarget",
      { targetId: targetInfos[0].targetId, flatten: true },
      "",
    );
    const first = this.waitFor((message) => message.method === "Target.attachedToTarget");
    await this.send(
      "Target.setAutoAttach",
      { autoAttach: true, waitForDebuggerOnStart: true, flatten: true },
      sessionId,
    );
    this.session = (await first).params.sessionId;
    await this.#preparePage(this.session);
  }

  #headers = {};

  async #preparePage(session) {
    await Promise.all([
      this.send("Page.enable", {}, session),
      this.send("Runtime.enable", {}, session),
      this.send("Preload.enable", {}, session),
      this.send("Network.enable", {}, session),
      this.send("Network.setExtraHTTPHeaders", { headers: this.#headers }, session),
      this.send("Emulation.setDeviceMetricsOverride", { ...this.size, deviceScaleFactor: 1, mobile: false }, session),
    ]).catch(() => {});
  }

  /** Sends `headers` with every request of every page of the tab, prerendered ones included (the test clock). */
  async setHeaders(headers) {
    this.#headers = headers;
    await Promise.all(
      [...this.#pages.values()].map((session) =>
        this.send("Network.setExtraHTTPHeaders", { headers }, session).catch(() => {}),
      ),
    );
  }

  /** Goes to `url` and waits for its load. */
  async goto(url) {
    const loaded = this.waitFor(
      (message) => message.method === "Page.loadEventFired" && message.sessionId === this.session,
    );
    await this.send("Page.navigate", { url });
    await loaded;
  }

  /** `expression`'s value in the shown page. */
  async evaluate(expression) {
    const { result, exceptionDetails } = await this.send("Runtime.evaluate", {
      expression,
      returnByValue: true,
      awaitPromise: true,
    });
    if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
    return result.value;
  }

  /** The middle of the first visible element `selector` finds. */
  async centreOf(selector) {
    const box = await this.evaluate(`(() => {
      // Seen as a person sees it: a closed drawer's links have boxes, but are visibility: hidden.
      const element = [...document.querySelectorAll(${JSON.stringify(selector)})].find((found) =>
        found.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
      );
      if (!element) return null;
      element.scrollIntoView({ block: "center", behavior: "instant" });
      const box = element.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    })()`);
    if (!box) throw new Error(`no visible ${selector}`);
    return box;
  }

  async hover(selector) {
    const { x, y } = await this.centreOf(selector);
    await this.send("Input.dispatchMouseEvent", { type: "mouseMoved", x, y });
  }

  /** Presses on `selector`, holds `holdMs` (a finger's tap lasts about 100 ms), lets go. */
  async click(selector, { holdMs = 0 } = {}) {
    const { x, y } = await this.centreOf(selector);
    await this.send("Input.dispatchMouseEvent", { type: "mouseMoved", x, y });
    await this.send("Input.dispatchMouseEvent", { type: "mousePressed", x, y, button: "left", clickCount: 1 });
    if (holdMs > 0) await sleep(holdMs);
    await this.send("Input.dispatchMouseEvent", { type: "mouseReleased", x, y, button: "left", clickCount: 1 });
  }

  /** Waits until the tab shows a page at `pathname` (a prerendered page's own session once activated). */
  async waitForPath(pathname, timeoutMs = 10_000) {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const { targetInfos } = await this.send("Target.getTargets", {}, "");
      for (const info of targetInfos) {
        if (info.type !== "page" || info.subtype === "prerender" || !this.#pages.has(info.targetId)) continue;
        if (!URL.canParse(info.url) || new URL(info.url).pathname !== pathname) continue;
        this.session = this.#pages.get(info.targetId);
        try {
          if ((await this.evaluate("document.readyState")) !== "loading") return;
        } catch {
          // The page is still being swapped in.
        }
      }
      await sleep(10);
    }
    const { targetInfos } = await this.send("Target.getTargets", {}, "");
    const pages = targetInfos
      .filter((info) => info.type === "page")
      .map((info) => `${info.url} (${info.subtype ?? "shown"})`);
    throw new Error(`the tab never showed ${pathname}; it holds ${pages.join(", ")}`);
  }

  /** A cookie of `url`'s site, sent with every request to it, the browser's own fetches ahead included. */
  async setCookie(name, value, url) {
    await this.send("Network.setCookie", { name, value, url });
  }

  async back() {
    const { currentIndex, entries } = await this.send("Page.getNavigationHistory");
    await this.send("Page.navigateToHistoryEntry", { entryId: entries[currentIndex - 1].id });
  }

  async close() {
    const exited = new Promise((resolve) =>
      this.#browser.exitCode === null ? this.#browser.once("exit", resolve) : resolve(),
    );
    // The browser closes itself and its helpers (Debian's `chromium` is a script: a signal would stop only it).
    await Promise.race([this.send("Browser.close", {}, "").catch(() => {}), sleep(5_000)]);
    this.#socket.close();
    await Promise.race([exited, sleep(5_000)]);
    this.#browser.kill("SIGKILL");
    rmSync(this.#profile, { recursive: true, force: true, maxRetries: 5 });
  }
}
