import { expect, test } from "@playwright/test";
import { siteMapPaths } from "./site-map";

/**
 * The breadcrumb trail looks the same on every kind of page that has one, in both languages, at a phone's
 * width (390 px): a row of links without numbers. A content page once showed "1. Inicio 2. Ministerios
 * 3. Serve" because the trail's style was in the sermon pages' stylesheet alone.
 */

test.use({ viewport: { width: 390, height: 844 } });

test("the breadcrumb trail is one unnumbered row on content, sermon and search pages, in both languages", async ({
  page,
  request,
}) => {
  const paths = await siteMapPaths(request);
  const first = (prefix: string) => paths.find((path) => path.startsWith(prefix))!;
  const pages = [
    "/ministries/serve",
    "/es/ministries/serve",
    "/ministries/kids",
    "/es/ministries/youth",
    first("/series/"),
    first("/es/series/"),
    first("/message/"),
    "/watch/search?q=prayer",
    "/es/watch/scripture",
  ];
  for (const path of pages) {
    await test.step(path, async () => {
      await page.goto(path);
      const trail = page.getByRole("navigation", { name: /^(Breadcrumb|Ruta de navegación)$/ });
      await expect(trail).toHaveCount(1);
      const list = trail.getByRole("list");
      await expect(list).toHaveCSS("list-style-type", "none");
      await expect(list).toHaveCSS("display", "flex");
      await expect(list).toHaveCSS("padding-left", "0px");
      // The ministry pages' trails are short: Home › Ministries › name sits on one line.
      if (path.includes("/ministries/")) {
        const tops = await list
          .getByRole("listitem")
          .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
        expect(tops.length).toBe(3);
        expect(new Set(tops).size, `${path}: ${tops.join(", ")}`).toBe(1);
      }
    });
  }
});
