import { expect, test } from "@playwright/test";
import { siteMapPaths } from "./site-map";
import { church } from "./demo";

/**
 * Issue 20: every page is drawn by the server, and works before (or without)
 * the page's script: on a phone with JavaScript off, each page of the site
 * map, one series and one message read in full, inside the shell, and the
 * menu opens. The forms' journeys without JavaScript are beside their
 * features: the sign-up (newsletter.spec.ts), the search (search.spec.ts),
 * plan-a-visit (plan-visit.spec.ts).
 */
test.use({ javaScriptEnabled: false });

test("every page reads in full on a phone without JavaScript, and its menu opens @phone", async ({ page, request }) => {
  test.slow(); // every page of the site map
  const paths = await siteMapPaths(request);
  // The default language's pages (their English words are checked here); the Spanish twins (`/es/…`)
  // are read in languages.spec.ts and scanned in accessibility.spec.ts.
  const pages = [
    ...paths.filter((path) => !/^\/(series|message)\//.test(path) && !/^\/[a-z]{2}\//.test(path)),
    paths.find((path) => path.startsWith("/series/")),
    paths.find((path) => path.startsWith("/message/")),
  ].filter((path): path is string => path !== undefined);
  expect(pages.length).toBeGreaterThan(20);

  for (const path of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }), path).toBeAttached();
    expect((await page.getByRole("main").innerText()).length, path).toBeGreaterThan(40);
    await expect(page.getByRole("textbox", { name: "Email Address" }), path).toBeVisible();
    await expect(page.getByRole("contentinfo"), path).toContainText(church.name);
    await page.getByRole("link", { name: "Menu" }).click();
    await expect(page.getByRole("navigation", { name: "Main" }), path).toBeVisible();
  }
});
