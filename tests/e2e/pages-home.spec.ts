import { expect, test } from "@playwright/test";
import { isPhone, waitForElements } from "./support";

const CHURCH = "Redwood Coast Church";

test("home: title, welcome, service time, visit button and the five hero pictures @widths", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(`${CHURCH}: Sent People with Renovated Lives`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(`Welcome to ${CHURCH}`);
  await expect(main.getByRole("heading", { level: 1 })).toHaveCount(1);

  // SPEC 2.3: five pictures, cross-fading on a 50 s cycle, 10 s apart.
  const slides = page.locator(".hero-carousel img");
  await expect(slides).toHaveCount(5);
  const timing = await slides.evaluateAll((images) =>
    images.map((image) => ({ duration: getComputedStyle(image).animationDuration, delay: getComputedStyle(image).animationDelay })),
  );
  expect(timing.map((slide) => slide.duration)).toEqual(["50s", "50s", "50s", "50s", "50s"]);
  const delays = timing.map((slide) => Number.parseFloat(slide.delay));
  expect(delays.slice(1).map((delay, index) => delay - (delays[index] ?? 0))).toEqual([10, 10, 10, 10]);
  await expect(slides.first()).toHaveAttribute("fetchpriority", "high");
  await expect(slides.first()).toHaveAttribute("alt", /\w/);
  for (const slide of await slides.all()) {
    await expect(slide).toHaveAttribute("width", /\d+/);
    await expect(slide).toHaveAttribute("height", /\d+/);
    await expect(slide).toHaveAttribute("srcset", /1280w/);
  }

  // Below 900 px the service time has its own section; from 900 px it sits in the banner.
  const serviceSection = main.getByRole("region", { name: "Service time and address" });
  const banner = main.getByRole("region", { name: `Welcome to ${CHURCH}` });
  if (isPhone(page)) {
    await expect(serviceSection).toBeVisible();
    await expect(serviceSection).toContainText("Sundays @ 10:30 am");
    await expect(serviceSection).toContainText("1480 Harbor View Road, San Luis Obispo, CA 93401");
    await expect(banner.getByText("Sundays @ 10:30 am")).toBeHidden();
  } else {
    await expect(serviceSection).toBeHidden();
    await expect(banner.getByText("Sundays @ 10:30 am")).toBeVisible();
    await expect(banner.getByRole("link", { name: /1480 Harbor View Road/ })).toHaveAttribute("href", /google\.com\/maps/);
  }
  await expect(banner.getByRole("link", { name: "Plan a visit" })).toHaveAttribute("href", "/visit");
});

test("home: the down arrow scrolls to the mission statement, even without JavaScript", async ({ page }) => {
  await page.goto("/");
  const arrow = page.getByRole("link", { name: "Skip down to our mission" });
  await expect(arrow).toHaveAttribute("href", "#mission");
  await arrow.click();
  await expect(page).toHaveURL(/#mission$/);
  await expect(page.getByText(/equip people to be authentic followers of Jesus/)).toBeInViewport();
});

test("home: discover, connect and the three highlight cards lead to the right places", async ({ page }) => {
  await page.goto("/");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Discover What Is Happening" })).toBeVisible();
  await expect(main.getByRole("link", { name: /See what's happening/ })).toHaveAttribute("href", /^https:\/\/redwoodcoast\.churchcenter\.example\//);
  await expect(main.getByRole("link", { name: "Find your next step" })).toHaveAttribute("href", "/connect");

  const cards = main.getByRole("region", { name: "Start here" }).getByRole("listitem");
  await expect(cards).toHaveCount(3);
  await expect(main.getByRole("heading", { level: 3 })).toHaveText(["Watch Sermons", "Want Prayer?", "What to Expect"]);
  await expect(main.getByRole("link", { name: "Watch recent sermons" })).toHaveAttribute("href", "/watch");
  await expect(main.getByRole("link", { name: "Send us a prayer request" })).toHaveAttribute("href", /churchcenter\.example\/people\/forms\/prayer-request/);
  await expect(main.getByRole("link", { name: "Learn what to expect on a Sunday" })).toHaveAttribute("href", "/visit");
  await main.getByRole("link", { name: "Watch recent sermons" }).click();
  await expect(page).toHaveURL(/\/watch$/);
});

test("home: the intro plays on the first home load of the session only, counting every load", async ({ page }) => {
  await page.goto("/");
  await waitForElements(page);
  const hero = page.locator(".home-hero");
  await expect(hero).toHaveAttribute("data-intro", "play");
  expect(await page.evaluate(() => sessionStorage.getItem("homeVisits"))).toBe("1");

  await page.reload();
  await waitForElements(page);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("homeVisits"))).toBe("2");
  await expect(hero).not.toHaveAttribute("data-intro", "play");
});

test("home: readable without JavaScript, and a still picture under reduced motion", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(/equip people to be authentic followers of Jesus/)).toBeVisible();
  const slides = page.locator(".hero-carousel img");
  await expect(slides.first()).toBeVisible();
  expect(await slides.first().evaluate((image) => getComputedStyle(image).animationName)).toBe("none");
  for (const slide of (await slides.all()).slice(1)) await expect(slide).toBeHidden();
  await context.close();
});

test("home: the first load transfers at most 600 KB", async ({ page }) => {
  await page.goto("/", { waitUntil: "networkidle" });
  const bytes = await page.evaluate(() =>
    [...performance.getEntriesByType("navigation"), ...performance.getEntriesByType("resource")].reduce(
      (sum, entry) => sum + (entry as PerformanceResourceTiming).transferSize,
      0,
    ),
  );
  expect(bytes).toBeGreaterThan(10_000);
  expect(bytes).toBeLessThanOrEqual(600 * 1024);
  test.info().annotations.push({ type: "first-load bytes", description: String(bytes) });
});
