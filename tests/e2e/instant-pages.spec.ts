import { expect, test } from "@playwright/test";
import { openTab, type Tab } from "../../scripts/lib/chromium-tab.mjs";
import { nextWeekday } from "./content";
import { demo } from "./demo";
import { secondsFrom, streamed } from "./demo-words";

/**
 * Issue 39: pages ready before the tap, and back and forward from memory, in
 * Chromium itself. Playwright's own browser turns both off (it attaches the way
 * that makes Chromium refuse to prerender, and launches it without the
 * back/forward cache), so these journeys drive a tab over the DevTools
 * protocol (scripts/lib/chromium-tab.mjs), by the links a visitor sees.
 */
test.describe.configure({ mode: "serial" });

let tab: Tab;
let base = "";
test.beforeEach(async ({ baseURL }) => {
  base = baseURL!;
  // No internet here: the map's and the players' frames fail at once rather than keep the page loading.
  tab = await openTab({ extraArgs: ["--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"] });
});
test.afterEach(async () => {
  await tab.close();
});

/** The site's clock for this tab: a header for its pages' requests, a cookie for the browser's fetches ahead. */
async function setClock(iso: string): Promise<void> {
  await tab.setHeaders({ "x-test-now": iso });
  await tab.setCookie("test-now", iso, base);
}

/** What Chromium would do with each of `paths` linked from the page it shows: prerender, prefetch, or nothing. */
async function speculationFor(paths: string[]): Promise<Record<string, string>> {
  const sources = tab.waitFor(
    (message) =>
      message.method === "Preload.preloadingAttemptSourcesUpdated" &&
      message.params.preloadingAttemptSources.some((source: { key: { url: string } }) =>
        source.key.url.endsWith("/__probe-end"),
      ),
  );
  await tab.evaluate(`(() => {
    const list = document.createElement("nav");
    for (const path of ${JSON.stringify([...paths, "/__probe-end"])}) {
      const link = document.createElement("a");
      link.href = path;
      link.textContent = path;
      list.append(link);
    }
    document.body.append(list);
  })()`);
  const attempts = (await sources).params.preloadingAttemptSources as { key: { url: string; action: string } }[];
  const actions: Record<string, string> = {};
  for (const path of paths) {
    const found = attempts.filter((attempt) => attempt.key.url === new URL(path, base).href).map((a) => a.key.action);
    actions[path] = found.includes("Prerender") ? "prerender" : found.includes("Prefetch") ? "prefetch" : "none";
  }
  return actions;
}

test("reading pages are prerendered on intent; forms, a visitor's own pages and no-store pages only fetched ahead; staff pages and the switch never", async ({
  request,
}) => {
  await tab.goto(`${base}/`);
  const reading = ["/", "/about", "/visit", "/events", "/groups", "/watch", "/es/", "/es/visit", "/es/events"];
  const formsAndOwnPages = [
    // Content pages that hold one of the church's forms (contact.yaml and baptism.yaml): each visitor's own.
    "/contact",
    "/es/contact",
    "/baptism",
    "/give",
    "/es/give",
    "/plan-visit",
    "/events/summer-day-camp/sign-up",
    "/es/events/summer-day-camp/sign-up",
    "/my-visit?visit=1",
    "/my-registration?r=1",
    "/groups/join?group=1",
    "/forms/prayer",
    "/es/forms/contact",
    "/watch/live",
    "/watch/search?q=grace",
  ];
  const never = [
    "/admin",
    "/admin/forms",
    "/language?to=es&from=/",
    "/es/language?to=en",
    "/podcast.xml",
    "/events.ics",
  ];
  const actions = await speculationFor([...reading, ...formsAndOwnPages, ...never]);
  expect(actions).toEqual({
    ...Object.fromEntries(reading.map((path) => [path, "prerender"])),
    ...Object.fromEntries(formsAndOwnPages.map((path) => [path, "prefetch"])),
    ...Object.fromEntries(never.map((path) => [path, "none"])),
  });

  // The staff area speculates about nothing at all.
  const signIn = await (await request.get("/admin/sign-in")).text();
  expect(signIn).not.toContain("speculationrules");
});

test("a page prerendered on hover is the page shown on the click, drawn before it", async () => {
  await tab.goto(`${base}/`);
  await tab.hover('.nav-bar a[href="/visit"]');
  await tab.waitFor(
    (message) =>
      message.method === "Preload.prerenderStatusUpdated" &&
      message.params.key.url === `${base}/visit` &&
      message.params.status === "Ready",
  );
  await tab.click('.nav-bar a[href="/visit"]');
  await tab.waitForPath("/visit");
  const shown = await tab.evaluate<{ activationStart: number; heading: string }>(`({
    activationStart: performance.getEntriesByType("navigation")[0].activationStart,
    heading: document.querySelector("h1")?.textContent ?? "",
  })`);
  expect(shown.activationStart).toBeGreaterThan(0);
  expect(shown.heading).toMatch(/visit/i);
});

test("a page prerendered before the live service's notice and shown after it names the live service in its menu", async () => {
  const [gathering] = streamed;
  const day = nextWeekday("2026-11-22", gathering!.weekday);
  // The menu names the live service from noticeMinutesBefore (30 minutes, services.yaml's default) before it.
  const start = demo.churchTime(day, gathering!.start);
  const before = secondsFrom(start, -(30 * 60 + 3));
  await setClock(before);
  await tab.goto(`${base}/`);
  const liveLink = `.nav-bar a[href="/watch/live"]`;
  expect(await tab.evaluate(`document.querySelectorAll(${JSON.stringify(liveLink)}).length`)).toBe(0);
  await tab.hover('.nav-bar a[href="/about"]');
  await tab.waitFor(
    (message) =>
      message.method === "Preload.prerenderStatusUpdated" &&
      message.params.key.url === `${base}/about` &&
      message.params.status === "Ready",
  );
  // Four seconds unseen: the prerendered page's minute (drawn at 29:57 before the start) is over.
  await new Promise((resolve) => setTimeout(resolve, 4_000));
  await setClock(secondsFrom(start, -(30 * 60 - 1)));
  await tab.click('.nav-bar a[href="/about"]');
  await tab.waitForPath("/about");
  expect(await tab.evaluate(`performance.getEntriesByType("navigation")[0].activationStart`)).toBeGreaterThan(0);
  await expect
    .poll(() =>
      tab.evaluate(`[...document.querySelectorAll(${JSON.stringify(liveLink)})].map((link) => link.textContent)`),
    )
    .toEqual(["Watch Service Online"]);
});

test("five public pages come back from the back/forward cache", async () => {
  const steps: [string, string][] = [
    ["/", "/visit"],
    ["/about", "/events"],
    ["/events", "/groups"],
    ["/watch", "/about"],
    ["/es/", "/es/visit"],
  ];
  const notKept: string[] = [];
  for (const [from, link] of steps) {
    await tab.goto(`${base}${from}`);
    // Settled: a page still loading (a frame, an image) is not kept, whatever the page does.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await tab.evaluate(
      `window.__kept = true; addEventListener("pageshow", (event) => { window.__persisted = event.persisted; })`,
    );
    tab.events.length = 0;
    await tab.click(`a[href="${link}"]`);
    await tab.waitForPath(link);
    await tab.back();
    await tab.waitForPath(from);
    const restored = await tab.evaluate<{ kept?: boolean; persisted?: boolean }>(
      `new Promise((resolve) => setTimeout(() => resolve({ kept: window.__kept, persisted: window.__persisted }), 100))`,
    );
    const reasons = tab.events
      .filter((event) => event.method === "Page.backForwardCacheNotUsed")
      .flatMap((event) => event.params.notRestoredExplanations.map((why: { reason: string }) => why.reason));
    if (!restored.kept || !restored.persisted) notKept.push(`${from}: ${reasons.join(", ") || "no reason given"}`);
  }
  expect(notKept).toEqual([]);
});
