import { afterAll, beforeAll, expect, test } from "vitest";
import { ensureBuilt, startSite, stopGently, type SiteProcess } from "./server-process";

/**
 * The rendered-page cache shares one render between concurrent requests for a
 * page, but only within the same minute of the site's clock: the navigation's
 * live-service and Easter links depend on it (SPEC 4).
 */
let site: SiteProcess;

beforeAll(async () => {
  ensureBuilt();
  site = await startSite({ env: { ALLOW_TEST_CLOCK: "true" } });
}, 60_000);
afterAll(async () => {
  if (site) await stopGently(site);
});

const LIVE_WINDOW = "2025-04-13T10:30:00-07:00"; // Sunday, during the service
const EASTER_WEEK = "2025-04-10T09:00:00-07:00"; // Thursday before Easter 2025

async function home(now: string): Promise<string> {
  const response = await fetch(`${site.baseUrl}/`, { headers: { "X-Test-Now": now } });
  expect(response.status).toBe(200);
  return response.text();
}

test("concurrent requests at different minutes each get the page of their own minute", async () => {
  for (let round = 0; round < 5; round += 1) {
    const clocks = [LIVE_WINDOW, EASTER_WEEK, LIVE_WINDOW, EASTER_WEEK];
    const pages = await Promise.all(clocks.map(home));
    pages.forEach((html, index) => {
      const live = clocks[index] === LIVE_WINDOW;
      expect(html.includes("Watch Service Online"), `${clocks[index]} in round ${round}`).toBe(live);
      expect(html.includes('href="/easter"'), `${clocks[index]} in round ${round}`).toBe(!live);
    });
  }
}, 60_000);
