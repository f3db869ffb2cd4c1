import { afterAll, beforeAll, expect, test } from "vitest";
import { crawl, CRAWL_STARTS } from "./link-check";
import { ensureBuilt, killHard, startSite, type SiteProcess } from "./server-process";

/**
 * Nothing links to what is off (issue 26, must-show 7), for the second church (tests/fixtures/content/eastholm,
 * every service off): the demo church's crawl is link-check.test.ts.
 */

let site: SiteProcess | undefined;

beforeAll(() => ensureBuilt(), 180_000);
afterAll(async () => {
  if (site) await killHard(site);
});

test("a church with every service off: no address of the sermons, events or feeds is named", async () => {
  site = await startSite({ env: { CONTENT_DIR: "tests/fixtures/content/eastholm", DEMO: "" } });
  // The feeds of a service that is off are not served, and nothing names them (their 404 here is not a link).
  const starts = CRAWL_STARTS.filter((path) => path !== "/podcast.xml").map((path) => `${site!.baseUrl}${path}`);
  const { checked, broken } = await crawl(site.baseUrl, starts);
  expect(broken).toEqual([]);
  expect(checked).toBeGreaterThan(20);
}, 300_000);
