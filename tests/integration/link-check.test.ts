import { afterAll, beforeAll, expect, test } from "vitest";
import { crawl, CRAWL_STARTS } from "./link-check";
import { ensureBuilt, killHard, startSite, type SiteProcess } from "./server-process";

/**
 * Nothing links to what is off (issue 26, must-show 7): the built server, crawled from its home page, its site
 * map, feeds and calendar, names no address of its own that answers 404 (or redirects to one), for the demo
 * church (every service in demo) here, and for the second church (every service off) in
 * link-check-services-off.test.ts: two files, so two of Vitest's workers crawl side by side.
 */

let site: SiteProcess | undefined;

beforeAll(() => ensureBuilt(), 180_000);
afterAll(async () => {
  if (site) await killHard(site);
});

test("the demo church (DEMO=true): every address its pages, feeds and calendar name answers", async () => {
  site = await startSite({ env: { DEMO: "true" } });
  const { checked, broken } = await crawl(
    site.baseUrl,
    CRAWL_STARTS.map((path) => `${site!.baseUrl}${path}`),
  );
  expect(broken).toEqual([]);
  // The crawl reached the sermons, events and pages, not only the home page.
  expect(checked).toBeGreaterThan(100);
}, 300_000);
