import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, isPhone, openMenu, setClock, waitForElements } from "./support";

const CHURCH = "Redwood Coast Church";

const internalLinks: [string, string][] = [
  ["About", "/about"],
  ["Events", "/events"],
  ["Groups", "/groups"],
  ["Resources", "/resources"],
  ["Contact", "/contact"],
  ["I'm New", "/visit"],
];
const ministries: [string, string][] = [
  ["RC Kids", "/ministries/kids"],
  ["Youth", "/ministries/youth"],
  ["Adults", "/ministries/adults"],
  ["Worship", "/ministries/worship"],
  ["Serve", "/ministries/serve"],
];

function mainNav(page: Page) {
  return page.getByRole("navigation", { name: "Main" });
}

const sermons: [string, string][] = [
  ["All Sermons", "/watch"],
  ["Search Sermons", "/watch/search"],
  ["Scripture Index", "/watch/scripture"],
];

async function expandMinistries(page: Page, name = "Ministries") {
  const toggle = mainNav(page).getByRole("button", { name });
  if (isPhone(page)) await toggle.click();
  else await toggle.hover();
}

test("the navigation bar links every section, with Give and Baptism leaving the site @widths", async ({ page }) => {
  await page.goto("/");
  await waitForElements(page);
  await openMenu(page);
  const nav = mainNav(page);
  await expect(page.getByRole("link", { name: `${CHURCH} home` })).toHaveAttribute("href", "/");
  for (const [name, href] of internalLinks) {
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await expect(nav.getByRole("link", { name: "Give", exact: true })).toHaveAttribute("href", /^https:\/\//);
  await expect(nav.getByRole("link", { name: "Baptism", exact: true })).toHaveAttribute("href", /^https:\/\//);
  await expandMinistries(page);
  for (const [name, href] of ministries) {
    const link = nav.getByRole("link", { name, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", href);
  }
  await expandMinistries(page, "Sermons");
  for (const [name, href] of sermons) {
    const link = nav.getByRole("link", { name, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", href);
  }
});

test("every route answers inside the shell with a '{church}: X' title", async ({ page }) => {
  test.slow(); // twenty-one pages in one journey
  const paths = [
    "/about",
    "/events",
    "/connect",
    "/groups",
    "/ministries/kids",
    "/ministries/youth",
    "/ministries/adults",
    "/ministries/worship",
    "/ministries/serve",
    "/watch",
    "/watch/live",
    "/watch/search",
    "/watch/scripture",
    "/resources",
    "/contact",
    "/give",
    "/baptism",
    "/visit",
    "/christmas",
    "/easter",
    "/privacy",
  ];
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page, path).toHaveTitle(new RegExp(`^${CHURCH}: .+`));
    await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
    await expect(page.getByRole("heading", { name: "Join our email list" }), path).toBeAttached();
    await expect(page.getByRole("contentinfo"), path).toContainText(CHURCH);
  }
  await page.goto("/");
  await expect(page).toHaveTitle(`${CHURCH}: Sent People with Renovated Lives`);
});

test("/ministries/serve shows the connect screen", async ({ page }) => {
  await page.goto("/connect");
  const connectHeading = await page.getByRole("heading", { level: 1 }).textContent();
  await page.goto("/ministries/serve");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(connectHeading ?? "");
});

test("old and unknown addresses answer with real HTTP redirects", async ({ request }) => {
  const cases: [string, string][] = [
    ["/vbs", "/events"],
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

test("the footer shows the address, privacy policy, social links, office e-mail and this year", async ({ page }) => {
  await setClock(page, "2027-01-02T09:00:00-08:00");
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: /San Luis Obispo, CA 93401/ })).toHaveAttribute("href", /maps/);
  await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  await expect(footer.getByRole("link", { name: "Facebook" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Instagram" })).toBeVisible();
  await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  await expect(footer).toContainText(`© 2027 ${CHURCH}`);
  // Styled as the church's dark band (brand.yaml's primaryStrong, #0f2c52), in near-white text.
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
  expect(background).toEqual([15, 44, 82]);
  expect(Math.min(...text)).toBeGreaterThan(220);
});

test.describe("live-service link", () => {
  const liveLink = (page: Page) => mainNav(page).getByRole("link", { name: "Watch Service Online" });
  const easterLink = (page: Page) => mainNav(page).getByRole("link", { name: "Easter" });

  test("shows on Sunday from 10:00 in California, and links to the live page", async ({ page }) => {
    await setClock(page, "2026-11-22T10:00:00-08:00");
    await page.goto("/");
    await openMenu(page);
    await expect(liveLink(page)).toHaveAttribute("href", "/watch/live");
    await expect(easterLink(page)).toHaveCount(0);
  });

  test("is gone from 12:00, before 10:00 and on weekdays", async ({ page }) => {
    for (const time of ["2026-11-22T12:00:00-08:00", "2026-11-22T09:59:00-08:00", "2026-11-24T10:30:00-08:00"]) {
      await setClock(page, time);
      await page.goto("/about");
      await waitForElements(page);
      await openMenu(page);
      await expect(liveLink(page), time).toHaveCount(0);
    }
  });

  test("the Easter link shows instead while the Easter flag holds", async ({ page }) => {
    await setClock(page, "2025-04-10T09:00:00-07:00");
    await page.goto("/");
    await waitForElements(page);
    await openMenu(page);
    await expect(easterLink(page)).toHaveAttribute("href", "/easter");
    await expect(liveLink(page)).toHaveCount(0);
  });

  test("during the Easter season, Sunday's live window still shows the live link", async ({ page }) => {
    await setClock(page, "2025-04-13T10:30:00-07:00");
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
    // 1:30 pm in New York is 10:30 am at the church.
    await setClock(page, "2026-11-22T13:30:00-05:00");
    await page.goto("/");
    await waitForElements(page);
    await openMenu(page);
    await expect(mainNav(page).getByRole("link", { name: "Watch Service Online" })).toBeVisible();
  });
});

test("the I'm New button looks different on Sundays", async ({ page }) => {
  const background = async (time: string) => {
    await setClock(page, time);
    await page.goto("/about");
    await waitForElements(page);
    await openMenu(page);
    return mainNav(page)
      .getByRole("link", { name: "I'm New" })
      .evaluate((element) => getComputedStyle(element).backgroundColor);
  };
  const saturday = await background("2026-11-21T15:00:00-08:00");
  const sunday = await background("2026-11-22T15:00:00-08:00");
  expect(sunday).not.toBe(saturday);
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
    const ministriesToggle = mainNav(page).getByRole("button", { name: "Ministries" });
    await expect(ministriesToggle).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page).getByRole("link", { name: "RC Kids" })).toBeHidden();
    await ministriesToggle.click();
    await expect(ministriesToggle).toHaveAttribute("aria-expanded", "true");
    await mainNav(page).getByRole("link", { name: "RC Kids" }).click();
    await expect(page).toHaveURL(/\/ministries\/kids$/);
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
    await expect(mainNav(page).getByRole("link", { name: "About" })).toBeFocused();
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
    await expect(mainNav(page).getByRole("link", { name: "RC Kids" })).toBeVisible();
    await mainNav(page).getByRole("link", { name: "Events" }).click();
    await expect(page).toHaveURL(/\/events$/);
    await context.close();
  });
});

test.describe("desktop bar @desktop", () => {
  test("the Ministries submenu opens on hover and on keyboard focus", async ({ page }) => {
    await page.goto("/");
    await waitForElements(page);
    const kids = mainNav(page).getByRole("link", { name: "RC Kids" });
    await expect(kids).toBeHidden();
    await mainNav(page).getByRole("button", { name: "Ministries" }).hover();
    await expect(kids).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(kids).toBeHidden();
    await mainNav(page).getByRole("button", { name: "Ministries" }).focus();
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
  await mainNav(page).getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(800);
});
