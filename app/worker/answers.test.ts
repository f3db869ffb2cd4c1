import { expect, test } from "vitest";
import { answer } from "./answers";
import { cacheName, deleteOldCaches, keepOfflinePages, MAX_PAGES, type WorkerDeps } from "./copies";
import { requestKind } from "./rules";
import {
  demoConfig,
  fileRequest,
  MemoryCaches,
  navigation,
  ORIGIN,
  PRIVATE_PAGE,
  PUBLIC_PAGE,
  siteAnswer,
} from "./test-support";

/**
 * The worker's answers, run against Request and Response objects and the Cache API in memory: online every page
 * comes from the network; offline, the person's copy of a kept page (marked as a saved copy, dated in the church's
 * zone: these tests run in Asia/Kolkata), else the offline page in the page's language; never a form, a signed
 * link or a private answer.
 */

// Sunday 6 December 2026, 21:01 in San Luis Obispo (05:01 UTC on the 7th).
const SAVED_AT = Date.UTC(2026, 11, 7, 5, 1);

interface Site {
  deps: WorkerDeps;
  caches: MemoryCaches;
  /** What the server answers each path with now; "down" when the network fails. */
  pages: Map<string, Response | (() => Response)>;
  network: "up" | "down";
  fetched: string[];
}

function site(): Site {
  const caches = new MemoryCaches();
  const state: Site = {
    caches,
    pages: new Map(),
    network: "up",
    fetched: [],
    deps: undefined as unknown as WorkerDeps,
  };
  state.deps = {
    caches: caches as unknown as CacheStorage,
    now: () => SAVED_AT,
    config: demoConfig(),
    fetch: async (request) => {
      const url = new URL(typeof request === "string" ? request : request.url, ORIGIN);
      state.fetched.push(url.pathname + url.search);
      if (state.network === "down") throw new TypeError("Failed to fetch");
      const page = state.pages.get(url.pathname + url.search);
      const response = typeof page === "function" ? page() : page?.clone();
      // A clone is a Response made here again: it is this site's answer, as the one it copies.
      if (response) Object.defineProperty(response, "type", { value: "basic" });
      return response ?? siteAnswer("not found", PUBLIC_PAGE, 404);
    },
  };
  return state;
}

const page = (text: string, headers: Record<string, string> = PUBLIC_PAGE) =>
  siteAnswer(`<!doctype html><html><body class="x"><main><h1>${text}</h1></main></body></html>`, headers);

/** What the worker answers a request with, once every copy it keeps on the way is kept. */
async function read(state: Site, request: Request): Promise<Response> {
  const later: Promise<unknown>[] = [];
  const kind = requestKind(request, ORIGIN, state.deps.config);
  if (kind === "ignore") throw new Error(`the worker leaves ${request.url} alone`);
  const response = await answer({ request, kind, later: (work) => later.push(work) }, state.deps);
  await Promise.all(later);
  return response;
}

async function installed(): Promise<Site> {
  const state = site();
  state.pages.set("/offline", page("You are offline"));
  state.pages.set("/es/offline", page("No tiene conexión"));
  await keepOfflinePages(state.deps);
  return state;
}

test("online, a kept page comes from the network every time, and its copy is the newest answer", async () => {
  const state = await installed();
  let version = 1;
  state.pages.set("/visit", () => page(`Visit, version ${version}`));
  expect(await (await read(state, navigation("/visit"))).text()).toContain("version 1");
  version = 2;
  expect(await (await read(state, navigation("/visit"))).text()).toContain("version 2");
  expect(state.fetched.filter((path) => path === "/visit")).toHaveLength(2);

  state.network = "down";
  const offline = await (await read(state, navigation("/visit"))).text();
  expect(offline).toContain("version 2");
  // The church's zone (the test runs in Asia/Kolkata, where it was already the 7th); Intl writes what joins date and time.
  expect(offline).toMatch(
    /<body class="x"><p class="site-alert" data-level="warning" role="note">Saved copy from December 6, 2026\D+9:01\sPM: you are offline\.<\/p>/,
  );
});

test("offline, a Spanish page read before says it is a saved copy in Spanish; one never read gives the offline page", async () => {
  const state = await installed();
  state.pages.set("/es/events", page("Eventos"));
  await read(state, navigation("/es/events"));
  state.network = "down";
  const events = await (await read(state, navigation("/es/events"))).text();
  expect(events).toContain("Eventos");
  expect(events).toMatch(/Copia guardada el 6 de diciembre de 2026\D+9:01\sp\.\s?m\.: sin conexión\./);
  const unread = await read(state, navigation("/es/about"));
  expect(unread.status).toBe(200);
  expect(await unread.text()).toContain("No tiene conexión");
  expect(await (await read(state, navigation("/about"))).text()).toContain("You are offline");
});

test("a form, a signed link and a private answer are never kept: offline they give the offline page", async () => {
  const state = await installed();
  state.pages.set("/forms/prayer", page("Prayer request form"));
  state.pages.set("/my-visit?visit=v1&exp=9&sig=s", page("Your visit, Ana", PRIVATE_PAGE));
  state.pages.set("/prayer-wall", page("The prayer wall", PRIVATE_PAGE));
  // A kept kind of page answered "no-store" (the live countdown, an "unavailable right now" apology).
  state.pages.set("/watch", page("Unavailable right now", PRIVATE_PAGE));
  for (const path of state.pages.keys()) await read(state, navigation(path));
  expect(state.caches.urls(cacheName("pages", state.deps.config))).toEqual([]);

  state.network = "down";
  for (const path of ["/forms/prayer", "/my-visit?visit=v1&exp=9&sig=s", "/prayer-wall", "/watch"]) {
    const text = await (await read(state, navigation(path))).text();
    expect(text, path).toContain("You are offline");
    expect(text, path).not.toMatch(/Prayer request form|Ana|prayer wall|Unavailable/);
  }
});

test("the last 30 pages read are kept; reading one again keeps it longer", async () => {
  const state = await installed();
  const paths = Array.from({ length: MAX_PAGES + 1 }, (_, index) => `/message/sermon-${index}`);
  for (const path of paths) state.pages.set(path, page(path));
  for (const path of paths.slice(0, MAX_PAGES)) await read(state, navigation(path));
  await read(state, navigation(paths[0]!));
  await read(state, navigation(paths[MAX_PAGES]!));
  const kept = state.caches.urls(cacheName("pages", state.deps.config));
  expect(kept).toHaveLength(MAX_PAGES);
  expect(kept).toContain(paths[0]);
  expect(kept).not.toContain(paths[1]);
  expect(kept.at(-1)).toBe(paths[MAX_PAGES]);
});

test("the answer the browser fetched while the worker woke up is used, not a second request", async () => {
  const state = await installed();
  const kind = requestKind(navigation("/"), ORIGIN, state.deps.config);
  if (kind !== "kept-page") throw new Error(`the home page is a kept page, not ${kind}`);
  const later: Promise<unknown>[] = [];
  const response = await answer(
    {
      request: navigation("/"),
      kind,
      preloaded: Promise.resolve(page("Home, preloaded")),
      later: (work) => later.push(work),
    },
    state.deps,
  );
  await Promise.all(later);
  expect(await response.text()).toContain("Home, preloaded");
  expect(state.fetched).not.toContain("/");
  expect(state.caches.urls(cacheName("pages", state.deps.config))).toEqual(["/"]);
});

test("a picture read online is there offline; one never read fails as the network does", async () => {
  const state = await installed();
  state.pages.set(
    "/media/hero-640.webp",
    siteAnswer("webp", { "Cache-Control": "public, max-age=31536000, immutable" }),
  );
  await read(state, fileRequest("/media/hero-640.webp"));
  state.network = "down";
  expect(await (await read(state, fileRequest("/media/hero-640.webp"))).text()).toBe("webp");
  expect((await read(state, fileRequest("/media/other-640.webp"))).type).toBe("error");
});

test("a new release's worker deletes the caches of the release before", async () => {
  const state = await installed();
  state.pages.set("/", page("Home"));
  await read(state, navigation("/"));
  const next = { ...state.deps, config: demoConfig("r2") };
  await keepOfflinePages(next);
  await deleteOldCaches(next);
  expect(await state.caches.keys()).toEqual(["offline-r2"]);
});
