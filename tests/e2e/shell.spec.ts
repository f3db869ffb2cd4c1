import { expect, test, type Page } from "@playwright/test";
import { addDays, minutesFrom, nextWeekday } from "./content";
import { church, demo, navigation, titleOf } from "./demo";
import {
  dayWithoutGathering,
  escaped,
  inLiveWindow,
  invitesTo,
  labelOf,
  menuExternals,
  menuGroups,
  menuLinks,
  menuLinkTo,
  NOTICE,
  seasonAt,
  seasonDay,
  seasonLinkLabel,
  streamed,
} from "./demo-words";
import { expectNoSeriousA11yViolations, isPhone, openMenu, setClock, waitForElements } from "./support";

const { brand, churchTime } = demo;

/** The menu's links to pages of the site (navigation.yaml), with the visitor button. */
const internalLinks: [string, string][] = [
  ...menuLinks.map((entry): [string, string] => [labelOf(entry), entry.page]),
  ...(navigation.visitorButton
    ? [[labelOf(navigation.visitorButton), navigation.visitorButton.page] as [string, string]]
    : []),
];
/** The first submenu (the ministries) and its first page. */
const [firstGroup] = menuGroups;
const firstGroupPage = firstGroup?.items.find((item) => "page" in item);

function mainNav(page: Page) {
  return page.getByRole("navigation", { name: "Main" });
}

async function expandSubmenu(page: Page, name: string) {
  const toggle = mainNav(page).getByRole("button", { name });
  if (isPhone(page)) await toggle.click();
  else await toggle.hover();
}

test("the navigation bar links every section, with the links to other sites leaving the site @widths", async ({
  page,
}) => {
  expect(internalLinks.length).toBeGreaterThan(0);
  // The demo's menu links no other site since its Baptism became the church's own form (issue 35, decision
  // 051); a menu entry to another site (navigation.yaml's href) is still checked here when a church has one.
  expect(menuGroups.length).toBeGreaterThan(0);
  await page.goto("/");
  await waitForElements(page);
  await openMenu(page);
  const nav = mainNav(page);
  await expect(page.getByRole("link", { name: `${church.name} home` })).toHaveAttribute("href", "/");
  for (const [name, href] of internalLinks) {
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  for (const { label, href } of menuExternals) {
    expect(href).toMatch(/^https:\/\//);
    await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
  }
  for (const group of menuGroups) {
    await expandSubmenu(page, group.label);
    for (const item of group.items) {
      const link = nav.getByRole("link", { name: "page" in item ? labelOf(item) : item.label, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", "page" in item ? item.page : item.href);
    }
  }
});

test("every route answers inside the shell with a '{church}: X' title", async ({ page }) => {
  test.slow(); // every page of the content folder and the site's own screens in one journey
  // The content folder's pages (and the addresses they are also at), each with its own title.
  const folderPages = [...demo.pages.entries()]
    .filter(([path]) => path !== "/")
    .flatMap(([path, file]): [string, string][] => [
      [path, titleOf(path)],
      ...file.alsoAt.map((also): [string, string] => [also, titleOf(path)]),
    ]);
  expect(folderPages.length).toBeGreaterThan(0);
  // The site's own screens.
  const screens = ["/events", "/watch", "/watch/live", "/watch/search", "/watch/scripture", "/privacy"];
  const titled = new RegExp(`^${escaped(church.name)}: .+`);
  for (const [path, title] of [...folderPages, ...screens.map((path): [string, RegExp] => [path, titled])]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page, path).toHaveTitle(title);
    await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
    await expect(page.getByRole("heading", { name: "Join our email list" }), path).toBeAttached();
    await expect(page.getByRole("contentinfo"), path).toContainText(church.name);
  }
  await page.goto("/");
  await expect(page).toHaveTitle(titleOf("/"));
});

test("/ministries/serve shows the connect screen", async ({ page }) => {
  await page.goto("/connect");
  const connectHeading = await page.getByRole("heading", { level: 1 }).textContent();
  await page.goto("/ministries/serve");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(connectHeading ?? "");
});

test("old and unknown addresses answer with real HTTP redirects", async ({ request }) => {
  // The church's own (navigation.yaml), and the site's.
  expect(navigation.redirects.length).toBeGreaterThan(0);
  const cases: [string, string][] = [
    ...navigation.redirects.map(({ from, to }): [string, string] => [from, to]),
    ["/watch/anything-else", "/watch"],
    ["/watch/a/b", "/watch"],
    ["/no-such-page", "/"],
    ["/about/unknown", "/"],
  ];
  for (const [from, to] of cases) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(302);
    expect(new URL(response.headers().location ?? "", "http://x").pathname, from).toBe(to);
  }
  // Inside a part of the site that has pages, a page that is not there is not found
  // (issue 17: a church that removes a ministry removes its page), never the home page.
  const missing = await request.get("/ministries/unknown", { maxRedirects: 0 });
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain("We couldn&#x27;t find that page");
});

/** How the site names a social network that church.yaml gives no label. */
const NETWORK_NAMES: Record<string, string> = { facebook: "Facebook", instagram: "Instagram", youtube: "YouTube" };

test("the footer shows the address, privacy policy, social links, office e-mail and this year", async ({ page }) => {
  // Early on 2 January in the church's zone: the year is the new one there.
  await setClock(page, churchTime("2027-01-02", "09:00"));
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const { street, city, region, postalCode } = church.address;
  const addressLine = [street, city, [region, postalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  // The map link of church.yaml's own map, or OpenStreetMap at its coordinates (issue 26), else a Google Maps search.
  const mapLink = church.mapUrl ?? (church.geo ? "https://www.openstreetmap.org/" : "https://www.google.com/maps");
  const mapHref = await footer.getByRole("link", { name: addressLine }).getAttribute("href");
  expect(mapHref?.startsWith(mapLink), `${mapHref} starts with ${mapLink}`).toBe(true);
  await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  expect(church.social.length).toBeGreaterThan(0);
  for (const { network, url, label } of church.social) {
    const link = footer.getByRole("link", { name: label ?? NETWORK_NAMES[network] ?? network, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", url);
  }
  await expect(footer.getByRole("link", { name: church.email })).toHaveAttribute("href", `mailto:${church.email}`);
  await expect(footer).toContainText(`© 2027 ${church.name}`);
  // Styled as the church's dark band (brand.yaml's primaryStrong), in near-white text.
  const [background, text] = await footer.evaluate((element) => {
    // The browser's own reading of each colour, as 0-255 channels (color-mix computes to color(srgb …)).
    const channels = (css: string) => {
      const canvas = document.createElement("canvas").getContext("2d")!;
      canvas.fillStyle = css;
      canvas.fillRect(0, 0, 1, 1);
      return [...canvas.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    return [channels(getComputedStyle(element).backgroundColor), channels(getComputedStyle(element).color)];
  });
  const primaryStrong = brand.colors.primaryStrong;
  expect(background).toEqual([1, 3, 5].map((at) => Number.parseInt(primaryStrong.slice(at, at + 2), 16)));
  expect(Math.min(...text)).toBeGreaterThan(220);
});

// The streamed gathering (services.yaml) in the week of Sunday 2026-11-22, on the church's clock.
const [gathering] = streamed;
if (!gathering) throw new Error("services.yaml streams no gathering: the menu has no live link");
const DAY = nextWeekday("2026-11-22", gathering.weekday);
/** The live link opens NOTICE minutes before the gathering and closes at its end. */
const OPENS = minutesFrom(gathering.start, -NOTICE);
const ENDS = minutesFrom(gathering.start, gathering.minutes);
/** The season marked inMenu (Easter) in 2025, by its page's date rule. */
const EASTER = seasonDay("/easter", 2025);

test.describe("live-service link", () => {
  const liveLink = (page: Page) => mainNav(page).getByRole("link", { name: "Watch Service Online" });
  const easterLink = (page: Page) => mainNav(page).getByRole("link", { name: seasonLinkLabel("/easter") });

  test(`shows from ${NOTICE} minutes before the streamed gathering, and links to the live page`, async ({ page }) => {
    await setClock(page, churchTime(DAY, OPENS));
    await page.goto("/");
    await openMenu(page);
    await expect(liveLink(page)).toHaveAttribute("href", "/watch/live");
    await expect(easterLink(page)).toHaveCount(0);
  });

  test("is gone from its end, the minute before it opens and on a day without a gathering", async ({ page }) => {
    const otherDay = dayWithoutGathering(addDays(DAY, 1), 1);
    for (const time of [
      churchTime(DAY, ENDS),
      churchTime(DAY, minutesFrom(OPENS, -1)),
      churchTime(otherDay, gathering.start),
    ]) {
      expect(inLiveWindow(time), `${time} should fall outside every streamed gathering's window`).toBe(false);
      await setClock(page, time);
      await page.goto("/about");
      await waitForElements(page);
      await openMenu(page);
      await expect(liveLink(page), time).toHaveCount(0);
    }
  });

  test("the Easter link shows instead while the Easter flag holds", async ({ page }) => {
    // Ten days before Easter, in the morning: the page invites, and no gathering is streamed.
    const time = churchTime(addDays(EASTER, -10), "09:00");
    expect(seasonAt("/easter").inMenu).toBe(true);
    expect(invitesTo("/easter", EASTER, time)).toBe(true);
    expect(inLiveWindow(time)).toBe(false);
    await setClock(page, time);
    await page.goto("/");
    await waitForElements(page);
    await openMenu(page);
    await expect(easterLink(page)).toHaveAttribute("href", "/easter");
    await expect(liveLink(page)).toHaveCount(0);
  });

  test("during the Easter season, the live window of the week before still shows the live link", async ({ page }) => {
    const time = churchTime(nextWeekday(addDays(EASTER, -7), gathering.weekday), gathering.start);
    expect(invitesTo("/easter", EASTER, time)).toBe(true);
    expect(inLiveWindow(time)).toBe(true);
    await setClock(page, time);
    await page.goto("/");
    await waitForElements(page);
    await openMenu(page);
    await expect(liveLink(page)).toBeVisible();
    await expect(easterLink(page)).toHaveCount(0);
  });
});

test.describe("for a viewer in New York", () => {
  test.use({ timezoneId: "America/New_York" });

  test("the live link follows the church's clock, not the viewer's", async ({ page }) => {
    // The gathering's start at the church (three hours later on a New York clock).
    await setClock(page, churchTime(DAY, gathering.start));
    await page.goto("/");
    await waitForElements(page);
    await openMenu(page);
    await expect(mainNav(page).getByRole("link", { name: "Watch Service Online" })).toBeVisible();
  });
});

test("the visitor button looks different on the days the church gathers", async ({ page }) => {
  const visitorButton = navigation.visitorButton;
  expect(visitorButton).toBeDefined();
  const background = async (time: string) => {
    await setClock(page, time);
    await page.goto("/about");
    await waitForElements(page);
    await openMenu(page);
    return mainNav(page)
      .getByRole("link", { name: labelOf(visitorButton!) })
      .evaluate((element) => getComputedStyle(element).backgroundColor);
  };
  const dayBefore = await background(churchTime(dayWithoutGathering(addDays(DAY, -1), -1), "15:00"));
  const gatheringDay = await background(churchTime(DAY, "15:00"));
  expect(gatheringDay).not.toBe(dayBefore);
});

test("the skip link jumps past the navigation to the page", async ({ page }) => {
  await page.goto("/about");
  await waitForElements(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
});

test("the shell passes an accessibility scan @widths", async ({ page }) => {
  await page.goto("/");
  await waitForElements(page);
  await expectNoSeriousA11yViolations(page);
  if (isPhone(page)) {
    await openMenu(page);
    await expectNoSeriousA11yViolations(page);
  }
});

// Tagged tests run in one project only (see playwright.config.ts): the drawer exists below 1024 px.
test.describe("phone drawer @phone", () => {
  test("opens and closes by mouse: hamburger, overlay, and any link", async ({ page }) => {
    await page.goto("/");
    await waitForElements(page);
    const toggle = page.getByRole("button", { name: "Menu" });
    await expect(mainNav(page)).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(mainNav(page)).toBeVisible();
    await page.mouse.click(20, 400); // the overlay, left of the drawer
    await expect(mainNav(page)).toBeHidden();

    await toggle.click();
    const ministriesToggle = mainNav(page).getByRole("button", { name: firstGroup!.label });
    const kids = mainNav(page).getByRole("link", { name: labelOf(firstGroupPage!), exact: true });
    await expect(ministriesToggle).toHaveAttribute("aria-expanded", "false");
    await expect(kids).toBeHidden();
    await ministriesToggle.click();
    await expect(ministriesToggle).toHaveAttribute("aria-expanded", "true");
    await kids.click();
    await expect(page).toHaveURL(new RegExp(`${escaped(firstGroupPage!.page)}$`));
    await expect(mainNav(page)).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("works by keyboard: Enter opens, focus moves in and stays, Escape closes and returns focus", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForElements(page);
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(mainNav(page)).toBeVisible();
    // The menu's first entry (navigation.yaml).
    const [first] = navigation.menu;
    expect(first && "page" in first).toBe(true);
    await expect(
      mainNav(page).getByRole("link", { name: labelOf(first as { page: string }), exact: true }),
    ).toBeFocused();
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(
        () =>
          !!document.activeElement?.closest("#site-menu") || document.activeElement?.classList.contains("menu-toggle"),
      );
      expect(inside).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(mainNav(page)).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("without JavaScript, the menu link still opens the drawer", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("link", { name: "Menu" }).click();
    await expect(mainNav(page)).toBeVisible();
    await expect(mainNav(page).getByRole("link", { name: labelOf(firstGroupPage!), exact: true })).toBeVisible();
    const events = menuLinkTo("/events");
    await mainNav(page)
      .getByRole("link", { name: labelOf(events), exact: true })
      .click();
    await expect(page).toHaveURL(/\/events$/);
    await context.close();
  });
});

test.describe("desktop bar @desktop", () => {
  test("the Ministries submenu opens on hover and on keyboard focus", async ({ page }) => {
    await page.goto("/");
    await waitForElements(page);
    const kids = mainNav(page).getByRole("link", { name: labelOf(firstGroupPage!), exact: true });
    await expect(kids).toBeHidden();
    await mainNav(page).getByRole("button", { name: firstGroup!.label }).hover();
    await expect(kids).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(kids).toBeHidden();
    await mainNav(page).getByRole("button", { name: firstGroup!.label }).focus();
    await expect(kids).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(kids).toBeFocused();
  });
});

test("the page's script is fetched only once the page has painted, and the home page's hero with it @desktop", async ({
  page,
}) => {
  for (const path of ["/", "/about", "/events"]) {
    await page.goto(path);
    await waitForElements(page);
    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      return {
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        // The home page's first hero picture (from the content folder, under /media/).
        hero: resources.find(
          (entry) => entry.name === document.querySelector<HTMLImageElement>("home-intro img")?.currentSrc,
        )?.responseEnd,
        script: resources.find((entry) => /\/assets\/elements-[\w-]+\.js$/.test(entry.name))?.startTime,
      };
    });
    expect(timing.paint, `${path}: first contentful paint`).toBeGreaterThan(0);
    expect(timing.script, `${path}: the script's request`).toBeGreaterThanOrEqual(timing.paint!);
    if (path === "/") expect(timing.script).toBeGreaterThanOrEqual(timing.hero!);
  }
});

test("pages run their scripts without errors in the console", async ({ page }) => {
  test.slow();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  for (const path of [
    "/",
    "/about",
    "/events",
    "/groups",
    "/watch",
    "/watch/live",
    "/visit",
    "/easter",
    "/christmas",
    "/contact",
  ]) {
    await page.goto(path);
    await waitForElements(page);
  }
  expect(errors).toEqual([]);
});

test("no page scrolls sideways at desktop and tablet widths, at 200 % zoom or on a 320 px phone @desktop", async ({
  page,
}) => {
  test.slow();
  const paths = [
    "/",
    "/about",
    "/events",
    "/connect",
    "/groups",
    "/ministries/kids",
    "/ministries/youth",
    "/ministries/adults",
    "/ministries/worship",
    "/watch",
    "/watch/live",
    "/resources",
    "/contact",
    "/give",
    "/baptism",
    "/visit",
    "/christmas",
    "/easter",
    "/privacy",
  ];
  // Each page is loaded once and laid out at each width in turn: the layout follows the viewport.
  for (const path of paths) {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto(path);
    for (const width of [1280, 1024, 640, 320]) {
      await page.setViewportSize({ width, height: 600 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
    }
  }
});

test("the navigation bar comes in blue, light (seasonal pages) and floating over the home page's hero @widths", async ({
  page,
}) => {
  const bar = async (path: string) => {
    await page.goto(path);
    return page.locator("header.site-header").evaluate((header) => {
      const style = getComputedStyle(header);
      const [r, g, b] = (style.backgroundColor.match(/\d+(\.\d+)?/g) ?? []).map(Number);
      return { luminance: 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0), position: style.position };
    });
  };
  const primary = await bar("/about");
  const inverse = await bar("/easter");
  const floating = await bar("/");
  expect(primary.luminance).toBeLessThan(100);
  expect(inverse.luminance).toBeGreaterThan(200);
  expect(primary.position).toBe("sticky");
  expect(floating.position).toBe("absolute");
  await page.goto("/easter");
  await expectNoSeriousA11yViolations(page);
});

test("going back restores the scroll position; a new page starts at the top", async ({ page }) => {
  await page.goto("/privacy");
  await waitForElements(page);
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
  // Opening the menu or focusing the bar must not move the page behind it.
  await openMenu(page);
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(900);
  await mainNav(page)
    .getByRole("link", { name: labelOf(menuLinkTo("/contact")), exact: true })
    .click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(800);
});
