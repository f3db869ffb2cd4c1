import Parser from "rss-parser";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { startFakeVimeo, type FakeVimeo } from "../fakes/vimeo-server";
import { restartOnFakeVimeo } from "../support/vimeo";
import { loader as podcastLoader } from "~/routes/podcast-feed";
import { loader as sitemapLoader } from "~/routes/sitemap";
import { closeDb } from "~/server/db.server";
import { forgetPodcastFeeds } from "~/features/feeds/podcast.server";
import { forgetSitemaps } from "~/features/feeds/sitemap.server";

// The served feeds against the fake Vimeo: outages, never a 5xx, never the token.
let fake: FakeVimeo;
const NOW = Date.parse("2026-11-22T20:00:00Z");

function restart({ keepDisk = false } = {}) {
  forgetPodcastFeeds();
  forgetSitemaps();
  process.env.PUBLIC_URL = "https://church.example";
  restartOnFakeVimeo(fake, "feeds", { keepDisk });
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
