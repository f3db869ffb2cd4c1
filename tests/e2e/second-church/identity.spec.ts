import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { openMenu, setClock } from "../support";
import {
  brand,
  church,
  churchTime,
  cssChannels,
  hexChannels,
  languageTag,
  navigation,
  nextWeekday,
  SECOND_CHURCH_DIR,
  servedPaths,
  services,
} from "./support";

// Issue 17, must-show 7: the second church is itself everywhere: its name, logo, colours, menu and links.

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** "#2e5e3a" as the browser computes it: "rgb(46, 94, 58)". */
function rgb(hex: string): string {
  return `rgb(${hexChannels(hex).join(", ")})`;
}

/** Whether a computed colour is `hex` darkened (or as it is): each channel the same share of the brand's. */
function isShadeOf(css: string, hex: string): boolean {
  const [red, green, blue] = cssChannels(css);
  const brand = hexChannels(hex);
  const share = red / brand[0];
  return (
    share > 0.2 &&
    share <= 1.01 &&
    [green, blue].every((value, index) => Math.abs(value - brand[index + 1]! * share) < 3)
  );
}

// A Wednesday afternoon in July: no gathering near, no season inviting.
const WEEKDAY = churchTime("2026-07-01", "14:00");

test.beforeEach(async ({ page }) => {
  await setClock(page, WEEKDAY);
});

test("its name and its own logo lead the menu, and its name and year close the footer", async ({ page }) => {
  await setClock(page, churchTime("2027-01-01", "00:30"));
  await page.goto("/about");
  const home = page.getByRole("link", { name: `${church.name} home` });
  await expect(home).toHaveAttribute("href", "/");
  await expect(home).toContainText(church.name);

  // The logo is the church's own file, served as it is.
  const logo = home.locator("img");
  const logoResponse = await page.request.get((await logo.getAttribute("src"))!);
  expect(logoResponse.status()).toBe(200);
  expect(Buffer.compare(await logoResponse.body(), readFileSync(path.join(SECOND_CHURCH_DIR, brand.logo)))).toBe(0);
  expect(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute("href", (await logo.getAttribute("src"))!);

  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(church.name);
  // The year in the church's zone: a visitor in Chicago is still in 2026.
  await expect(footer).toContainText(`© 2027 ${church.name}`);
  await expect(footer.getByRole("link", { name: church.email })).toHaveAttribute("href", `mailto:${church.email}`);
  await expect(footer.getByRole("link", { name: new RegExp(church.address.street) })).toBeVisible();
});

test("its social links, any network, are in the footer with their names", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const link of church.social) {
    const anchor = footer.locator(`a[href="${link.url}"]`);
    await expect(anchor, link.network).toHaveCount(1);
    // A network the site knows has its own name; any other carries the label church.yaml gives it.
    if (link.label) await expect(anchor).toHaveText(link.label);
    else await expect(anchor).toHaveText(new RegExp(link.network.replace(/-/g, ".?"), "i"));
  }
});

test("the menu bar and the footer wear its colours, not the demo's", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("banner")).toHaveCSS("background-color", rgb(brand.colors.primary!));
  await expect(page.getByRole("contentinfo")).toHaveCSS("background-color", rgb(brand.colors.primaryStrong!));
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", brand.colors.primary!);
  // Its highlight colour on the visitor button.
  await expect(mainNav(page).getByRole("link", { name: navigation.visitorButton!.label })).toHaveCSS(
    "background-color",
    rgb(brand.colors.highlight!),
  );
});

test("on the home page the floating bar and the banner's veil are shades of its own colour", async ({ page }) => {
  await page.goto("/");
  const bar = await page.getByRole("banner").evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(cssChannels(bar)[3]).toBeLessThan(1); // it floats over the pictures
  expect(isShadeOf(bar, brand.colors.primaryStrong!), `${bar} is not a shade of ${brand.colors.primaryStrong}`).toBe(
    true,
  );
  const veil = await page
    .getByRole("region", { name: /Welcome/ })
    .evaluate((element) => getComputedStyle(element, "::after").backgroundImage);
  for (const stop of veil.match(/(rgba?|color)\([^)]*\)/g) ?? ["none"]) {
    expect(
      isShadeOf(stop, brand.colors.primaryStrong!),
      `${stop} is not a shade of ${brand.colors.primaryStrong}`,
    ).toBe(true);
  }
});

test("on a day it gathers, the visitor button rings in its highlight colour", async ({ page }) => {
  const gatheringDay = nextWeekday("2026-07-01", services.gatherings[0]!.weekday);
  await setClock(page, churchTime(gatheringDay, "07:00"));
  await page.goto("/about");
  const button = page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: navigation.visitorButton!.label });
  const ring = await button.evaluate((element) => getComputedStyle(element).boxShadow);
  const [red, green, blue] = cssChannels(ring);
  const highlight = hexChannels(brand.colors.highlight!);
  expect(
    [red, green, blue].every((value, index) => Math.abs(value - highlight[index]!) < 2),
    ring,
  ).toBe(true);
});

test("the menu lists its pages in its order: Missions there, no youth, no sermons, no events", async ({ page }) => {
  await page.goto("/about");
  await openMenu(page);
  const nav = mainNav(page);
  // What navigation.yaml lists, less what this church does not serve (its services are off).
  const expected = navigation.menu
    .filter((entry) => !entry.items && (entry.href || servedPaths.has(entry.page!)))
    .map((entry) => entry.label!);
  const shown = (await nav.locator(":scope > ul > li > a").allTextContents()).map((text) => text.trim());
  expect(shown).toEqual([...expected, navigation.visitorButton!.label]);

  const missions = navigation.menu.find((entry) => entry.label === "Missions")!;
  await expect(nav.getByRole("link", { name: "Missions", exact: true })).toHaveAttribute("href", missions.page!);
  // The submenu of sermon pages is gone with Vimeo, and no link leads to a page the church does not have.
  await expect(nav.getByRole("button")).toHaveCount(0);
  for (const gone of ["/ministries/youth", "/watch", "/watch/search", "/events"]) {
    await expect(page.locator(`a[href="${gone}"]`), gone).toHaveCount(0);
  }
  await expect(page.getByRole("link", { name: /youth/i })).toHaveCount(0);
});

test("the web manifest, icons and share card are drawn from its name and colours", async ({ page }) => {
  await page.goto("/");
  const manifest = await (await page.request.get("/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({ name: church.name, theme_color: brand.colors.primary, lang: languageTag });
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const response = await page.request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()["content-type"]).toBe(icon.type);
  }
  const card = await page.request.get((await page.locator('meta[property="og:image"]').getAttribute("content"))!);
  expect(card.status()).toBe(200);
  expect(card.headers()["content-type"]).toBe("image/jpeg");
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", new RegExp(church.name));
  await expect(page.locator('meta[name="twitter:image:alt"]')).toHaveAttribute("content", new RegExp(church.name));
});
