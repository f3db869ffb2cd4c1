import { existsSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { createDemoSermonSource } from "./demo-sermons";

/**
 * The demo's artwork is local (public/images/sermons): a picture the demo names but the folder lacks is
 * an unknown path, which SPEC's rule sends to the home page, so the page drew a broken picture and the
 * browser fetched the home page as an image (the Spanish live page's "Vida de oración" did).
 */
test("every picture the demo series and sermons list is a file the site serves", async () => {
  const source = createDemoSermonSource();
  const series = await source.listSeries();
  const sermons = (await Promise.all(series.map((entry) => source.listSermons(entry.uri)))).flat();
  const links = new Set([...series, ...sermons].flatMap((entry) => entry.pictures.map((picture) => picture.src)));
  expect(links.size).toBeGreaterThan(series.length - 2);
  const missing = [...links].filter((link) => !existsSync(path.join("public", new URL(link, "http://x").pathname)));
  expect(missing).toEqual([]);
});
