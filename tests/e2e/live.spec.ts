import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, setClock } from "./support";

/** No internet here: the live-event player answers with an empty page. */
test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\/(player\.)?vimeo\.com\//, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><html lang='en'><title>Vimeo live</title></html>",
    }),
  );
});

const countdown = (page: Page) => page.getByRole("timer");

/** "29:58" or "1:02:03" as a number of seconds. */
function seconds(text: string | null): number {
  return (text ?? "").split(":").reduce((total, part) => total * 60 + Number(part), 0);
}

test.describe("a visitor in California", () => {
  test.use({ timezoneId: "America/Los_Angeles" });

  test("on a weekday: next Sunday's service and the current series, no countdown", async ({ page }) => {
    await setClock(page, "2026-11-18T18:00:00Z"); // Wednesday 10:00
    await page.goto("/watch/live");
    await expect(page).toHaveTitle("Redwood Coast Church: Live");
    await expect(page.getByRole("heading", { name: "Next Up: Sunday Morning Service" })).toBeVisible();
    await expect(page.getByText("Sunday, Nov 22, 2026 @ 10:30 AM")).toBeVisible();
    await expect(page.getByText("your time")).toHaveCount(0);
    await expect(page.getByText("Pacific Standard Time", { exact: true })).toBeVisible();
    await expect(page.getByRole("img", { name: "Current series: Renovated Lives" })).toBeVisible();
    await expect(page.getByText("Service will begin in:")).toBeHidden();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Connect with us" })).toHaveAttribute("href", /connect-card/);
    await expect(main.getByRole("link", { name: "Give" })).toHaveAttribute("href", /giving/);
    await expect(main.getByRole("link", { name: "Previous sermons" })).toHaveAttribute("href", "/watch");
    await expectNoSeriousA11yViolations(page);
  });

  test("Sunday 10:00: 'Service will begin in:' counts down each second", async ({ page }) => {
    await setClock(page, "2026-11-22T18:00:00Z");
    await page.goto("/watch/live");
    await expect(page.getByText("Service will begin in:")).toBeVisible();
    await expect(countdown(page)).toHaveText(/^(30:00|29:5\d)$/);
    const first = seconds(await countdown(page).textContent());
    // The page's clock runs on from the server's: a second or two later it has ticked down.
    await expect.poll(async () => seconds(await countdown(page).textContent())).toBeLessThan(first);
    await expect(countdown(page)).toHaveText(/^29:[45]\d$/);
    await expectNoSeriousA11yViolations(page);
  });

  test("Sunday 8:00: hours show while more than an hour remains", async ({ page }) => {
    await setClock(page, "2026-11-22T16:00:00Z");
    await page.goto("/watch/live");
    await expect(countdown(page)).toHaveText(/^2:(30:00|29:5\d)$/);
  });

  test("Sunday 10:26: the live player on black replaces the text and the image", async ({ page }) => {
    await setClock(page, "2026-11-22T18:26:00Z");
    await page.goto("/watch/live");
    const player = page.getByTitle("Sunday Morning Service, live");
    await expect(player).toHaveAttribute("src", /^https:\/\/vimeo\.com\/event\/\d+\/embed/);
    await expect(page.getByRole("heading", { name: "Next Up: Sunday Morning Service" })).toHaveCount(0);
    await expect(page.getByRole("img", { name: /Current series/ })).toHaveCount(0);
    const stage = page.getByRole("region", { name: "Sunday Morning Service, live now" });
    await expect(stage).toHaveCSS("background-color", "rgb(0, 0, 0)");
    await expect(page.getByRole("link", { name: "Previous sermons" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("Sunday 10:24:57: the page goes live at the 10:25 minute check", async ({ page }) => {
    await setClock(page, "2026-11-22T18:24:57Z");
    await page.goto("/watch/live");
    await expect(page.getByRole("heading", { name: "Next Up: Sunday Morning Service" })).toBeVisible();
    await expect(page.getByTitle("Sunday Morning Service, live")).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole("heading", { name: "Next Up: Sunday Morning Service" })).toHaveCount(0);
  });

  test("Saturday 23:59:58: the countdown appears as the service day begins @desktop", async ({ page }) => {
    await setClock(page, "2026-11-22T07:59:58Z");
    await page.goto("/watch/live");
    await expect(page.getByText("Service will begin in:")).toBeHidden();
    await expect(page.getByText("Service will begin in:")).toBeVisible({ timeout: 10_000 });
    await expect(countdown(page)).toHaveText(/^10:(30:00|29:5\d)$/);
  });

  test("Sunday 11:59:55, live: at noon the stage counts to next Sunday, from the server's fresh page @desktop", async ({
    page,
  }) => {
    await setClock(page, "2026-11-22T19:59:55Z");
    await page.goto("/watch/live");
    await expect(page.getByTitle("Sunday Morning Service, live")).toBeAttached();
    // The server's clock moves on too (the stage asks it for the page again at noon).
    await setClock(page, "2026-11-22T20:00:10Z");
    await expect(page.getByText("Sunday, Nov 29, 2026 @ 10:30 AM")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTitle("Sunday Morning Service, live")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Next Up: Sunday Morning Service" })).toBeVisible();
  });

  test("Sunday 12:00: the service is over, next Sunday is next", async ({ page }) => {
    await setClock(page, "2026-11-22T20:00:00Z");
    await page.goto("/watch/live");
    await expect(page.getByText("Sunday, Nov 29, 2026 @ 10:30 AM")).toBeVisible();
    await expect(page.getByText("Service will begin in:")).toBeHidden();
  });
});

test.describe("a visitor in New York", () => {
  test.use({ timezoneId: "America/New_York" });

  test("sees the church's time and their own beside it", async ({ page }) => {
    await setClock(page, "2026-11-18T18:00:00Z");
    await page.goto("/watch/live");
    await expect(page.getByText("Sunday, Nov 22, 2026 @ 10:30 AM")).toBeVisible();
    await expect(page.getByText("(Sunday, Nov 22, 2026 @ 1:30 PM your time)")).toBeVisible();
    // Their time takes the place of the zone's name: nothing on the page moved for it.
    await expect(page.getByText("Pacific Standard Time")).toHaveCount(0);
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            resolve(list.getEntries().reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0));
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(0), 500);
        }),
    );
    expect(shifted).toBe(0);
  });
});

test.describe("a visitor in Sydney", () => {
  test.use({ timezoneId: "Australia/Sydney" });

  test("on their Monday morning, sees the church's Sunday countdown", async ({ page }) => {
    await setClock(page, "2026-11-22T18:00:00Z"); // Monday 05:00 in Sydney
    await page.goto("/watch/live");
    await expect(page.getByText("(Monday, Nov 23, 2026 @ 5:30 AM your time)")).toBeVisible();
    await expect(countdown(page)).toHaveText(/^(30:00|29:5\d)$/);
  });
});
