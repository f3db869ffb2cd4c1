import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Parser from "rss-parser";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { startFakeVimeo, type FakeVimeo } from "../fakes/vimeo-server";
import { loader as podcastLoader } from "~/routes/podcast-feed";
import { loader as sitemapLoader } from "~/routes/sitemap";
import { clearMemoryCacheForTests } from "~/server/cache.server";
import { closeDb } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";
import { resetRateLimitsForTests } from "~/server/fetch.server";
import { setSermonSourceForTests } from "~/features/sermons/sermons.server";
import { forgetPodcastFeeds } from "~/features/feeds/podcast.server";
import { forgetSitemaps } from "~/features/feeds/sitemap.server";

// The served feeds against the fake Vimeo: outages, never a 5xx, never the token.
let fake: FakeVimeo;
const NOW = Date.parse("2026-11-22T20:00:00Z");

function restart({ keepDisk = false } = {}) {
  closeDb();
  clearMemoryCacheForTests();
  resetRateLimitsForTests();
  forgetPodcastFeeds();
  forgetSitemaps();
  if (!keepDisk) process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "feeds-test-"));
  process.env.VIMEO_TOKEN = fake.token;
  process.env.VIMEO_API_URL = fake.url;
  process.env.PUBLIC_URL = "https://church.example";
  process.env.LOG_LEVEL = "silent";
  resetEnvForTests();
  setSermonSourceForTests(undefined);
}

/** Calls a resource route's loader as React Router would (the request, its params, the load context). */
function get(loader: (args: never) => Promise<Response>, url: string, params: Record<string, string> = {}) {
  const args = { request: new Request(url), params, context: { now: NOW, cspNonce: "", xsrfToken: "" } };
  return loader(args as never);
}

beforeAll(async () => {
  fake = await startFakeVimeo();
});
afterAll(async () => {
  closeDb();
  delete process.env.PUBLIC_URL;
  await fake.close();
});
beforeEach(() => {
  fake.outage = null;
  fake.delayMs = 0;
  restart();
});

test("the feed from Vimeo carries PUBLIC_URL links and never the token", async () => {
  const response = await get(podcastLoader, "http://10.0.0.5:3000/podcast.xml");
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toMatch(/^public/);
  const body = await response.text();
  expect(body).not.toContain(fake.token);
  const feed = await new Parser().parseString(body);
  expect(feed.link).toBe("https://church.example/watch");
  expect(feed.items.length).toBeGreaterThan(0);
});

test("in a Vimeo outage after a restart, the last good copy is still served", async () => {
  await get(podcastLoader, "https://church.example/podcast.xml");
  restart({ keepDisk: true });
  fake.outage = 500;
  const response = await get(podcastLoader, "https://church.example/podcast.xml");
  expect(response.status).toBe(200);
  expect((await new Parser().parseString(await response.text())).items.length).toBeGreaterThan(0);
});

test("with Vimeo down and nothing ever fetched: an empty feed and the pages-only sitemap, never kept, never 5xx", async () => {
  fake.outage = 500;
  const feed = await get(podcastLoader, "https://church.example/podcast.xml");
  expect(feed.status).toBe(200);
  expect(feed.headers.get("cache-control")).toBe("no-store");
  expect((await new Parser().parseString(await feed.text())).items).toEqual([]);
  const sitemap = await get(sitemapLoader, "https://church.example/sitemap.xml");
  expect(sitemap.status).toBe(200);
  expect(sitemap.headers.get("cache-control")).toBe("no-store");
  expect(await sitemap.text()).toContain("<loc>https://church.example/visit</loc>");
});

test("an unknown series has no feed", async () => {
  const response = await get(podcastLoader, "https://church.example/series/nope/podcast.xml", { id: "nope" });
  expect(response.status).toBe(404);
});
