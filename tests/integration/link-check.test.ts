import { afterAll, beforeAll, expect, test } from "vitest";
import { crawl } from "./link-check";
import { ensureBuilt, killHard, startSite, type SiteProcess } from "./server-process";

/**
 * Nothing links to what is off (issue 26, must-show 7): the built server, crawled from its home page, its site
 * map, feeds and calendar, names no address of its own that answers 404 (or redirects to one), for the demo
 * church (every service in demo) and for the second church (tests/fixtures/content/eastholm, every service off).
 */

const running: SiteProcess[] = [];

beforeAll(() => ensureBuilt(), 180_000);
afterAll(async () => {
  for (const site of running) await killHard(site);
});

const STARTS = ["/", "/sitemap.xml", "/robots.txt", "/manifest.webmanifest", "/events.ics", "/podcast.xml", "/privacy"];

test("the demo church (DEMO=true): every address its pages, feeds and calendar name answers", async () => {
  const site = await startSite({ env: { DEMO: "true" } });
  running.push(site);
  const { checked, broken } = await crawl(
    site.baseUrl,
    STARTS.map((path) => `${site.baseUrl}${path}`),
  );
  expect(broken).toEqual([]);
  // The crawl reached the sermons, events and pages, not only the home page.
  expect(checked).toBeGreaterThan(100);
}, 300_000);

test("a church with every service off: no address of the sermons, events or feeds is named", async () => {
  const site = await startSite({ env: { CONTENT_DIR: "tests/fixtures/content/eastholm", DEMO: "" } });
  running.push(site);
  // The feeds of a service that is off are not served, and nothing names them (their 404 here is not a link).
  const starts = STARTS.filter((path) => path !== "/podcast.xml").map((path) => `${site.baseUrl}${path}`);
  const { checked, broken } = await crawl(site.baseUrl, starts);
  expect(broken).toEqual([]);
  expect(checked).toBeGreaterThan(20);
}, 300_000);
