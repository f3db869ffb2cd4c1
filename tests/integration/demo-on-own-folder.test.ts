import { Readable } from "node:stream";
import { parseSitemap } from "sitemap";
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import { ensureBuilt, startSite, stopGently, type SiteProcess } from "./server-process";

/**
 * DEMO=1 on a church's own folder (issue 38, item 4): the services without
 * credentials run on demo content, and nothing of it is the demo church's:
 * not its name, town, places, staff or web addresses, on any page of the
 * site map (sermons, events, the calendar feed included). Run on the suite's
 * second church (tests/fixtures/content/eastholm).
 */

const { content: demo } = inject("demoContent");
let site: SiteProcess;

beforeAll(async () => {
  ensureBuilt();
  site = await startSite({ env: { CONTENT_DIR: "tests/fixtures/content/eastholm", DEMO: "1" } });
}, 120_000);
afterAll(async () => {
  if (site) await stopGently(site);
});

/** What only the demo church says of itself. */
function demoChurchWords(): string[] {
  const words = [
    demo.church.name,
    demo.church.address.city,
    ...demo.church.staff.map((person) => person.name),
    "redwoodcoast",
    "San Luis Obispo",
    "Avila",
    "Cambria",
  ];
  return [...new Set(words.filter((word): word is string => Boolean(word)))];
}

test("no page of the site map, nor the events and sermons the demo supplies, shows the demo church", async () => {
  const xml = await (await fetch(`${site.baseUrl}/sitemap.xml`)).text();
  const paths = (await parseSitemap(Readable.from([xml]))).map((entry) => new URL(entry.url).pathname);
  // The demo's services are on: its sermons and events are listed.
  expect(paths).toContain("/events");
  expect(paths.some((path) => path.startsWith("/message/"))).toBe(true);
  const checked = [...new Set([...paths, "/events.ics"])].slice(0, 80);
  const found: string[] = [];
  for (const path of checked) {
    const response = await fetch(`${site.baseUrl}${path}`);
    const body = await response.text();
    for (const word of demoChurchWords()) if (body.includes(word)) found.push(`${path}: ${word}`);
  }
  expect(found).toEqual([]);
}, 240_000);
