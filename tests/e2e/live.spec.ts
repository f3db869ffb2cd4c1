import { expect, test, type Page } from "@playwright/test";
import { addDays, minutesFrom, nextWeekday, wallClockIn } from "./content";
import { church, demo, services, timeZone } from "./demo";
import {
  countdownBetween,
  escaped,
  PLAYER,
  secondsFrom,
  serviceDate,
  streamAt,
  streamed,
  zoneName,
} from "./demo-words";
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

// The streamed gathering (services.yaml) in the week of Sunday 2026-11-22, and the instants around it, on the church's clock.
const { churchTime } = demo;
const [gathering] = streamed;
if (!gathering) throw new Error("services.yaml streams no gathering: the live page has nothing to count down to");
const DAY = nextWeekday("2026-11-22", gathering.weekday);
const START = churchTime(DAY, gathering.start);
const END = secondsFrom(START, gathering.minutes * 60);
/** `minutes` from the gathering's start (negative: before it), on its day. */
const fromStart = (minutes: number) => churchTime(DAY, minutesFrom(gathering.start, minutes));
/** A weekday four days before it, at 10:00: not its day, so no countdown yet. */
const WEEKDAY = churchTime(addDays(DAY, -4), "10:00");
/** The countdown reads `minutes` to the start, or up to ten seconds less. */
const countdownAt = (minutes: number) => countdownBetween(minutes * 60, minutes * 60 - 10);
const heading = (name: string) => `Next Up: ${name}`;

test.describe("a visitor in the church's zone", () => {
  test.use({ timezoneId: timeZone });

  test("on a weekday: the next service and the current series, no countdown", async ({ page }) => {
    const next = streamAt(WEEKDAY);
    expect(next.day).not.toBe(wallClockIn(WEEKDAY, timeZone).day);
    await setClock(page, WEEKDAY);
    await page.goto("/watch/live");
    await expect(page).toHaveTitle(`${church.name}: Live`);
    await expect(page.getByRole("heading", { name: heading(next.gathering.name) })).toBeVisible();
    await expect(page.getByText(serviceDate(next.day, next.gathering.start))).toBeVisible();
    await expect(page.getByText("your time")).toHaveCount(0);
    await expect(page.getByText(zoneName(next.start), { exact: true })).toBeVisible();
    await expect(page.getByRole("img", { name: "Current series: Renovated Lives" })).toBeVisible();
    await expect(page.getByText("Service will begin in:")).toBeHidden();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Connect with us" })).toHaveAttribute(
      "href",
      // Issue 35: the demo's own connect card (forms/connect-card.yaml), opened beside the stream.
      "/forms/connect-card",
    );
    await expect(main.getByRole("link", { name: "Give" })).toHaveAttribute("href", church.links.giving!);
    await expect(main.getByRole("link", { name: "Previous sermons" })).toHaveAttribute("href", "/watch");
    await expectNoSeriousA11yViolations(page);
  });

  test("half an hour before the service: 'Service will begin in:' counts down each second", async ({ page }) => {
    await setClock(page, fromStart(-30));
    await page.goto("/watch/live");
    await expect(page.getByText("Service will begin in:")).toBeVisible();
    await expect(countdown(page)).toHaveText(countdownAt(30));
    const first = seconds(await countdown(page).textContent());
    // The page's clock runs on from the server's: a second or two later it has ticked down.
    await expect.poll(async () => seconds(await countdown(page).textContent())).toBeLessThan(first);
    await expect(countdown(page)).toHaveText(countdownBetween(30 * 60 - 1, 30 * 60 - 20));
    await expectNoSeriousA11yViolations(page);
  });

  test("two and a half hours before: hours show while more than an hour remains", async ({ page }) => {
    await setClock(page, fromStart(-150));
    await page.goto("/watch/live");
    await expect(countdown(page)).toHaveText(countdownAt(150));
  });

  test("minutes before the service: the live player on black replaces the text and the image", async ({ page }) => {
    await setClock(page, fromStart(-(PLAYER - 1)));
    await page.goto("/watch/live");
    const player = page.getByTitle(`${gathering.name}, live`);
    await expect(player).toHaveAttribute("src", new RegExp(`^${escaped(services.live.embedUrl!)}`));
    await expect(page.getByRole("heading", { name: heading(gathering.name) })).toHaveCount(0);
    await expect(page.getByRole("img", { name: /Current series/ })).toHaveCount(0);
    const stage = page.getByRole("region", { name: `${gathering.name}, live now` });
    await expect(stage).toHaveCSS("background-color", "rgb(0, 0, 0)");
    await expect(page.getByRole("link", { name: "Previous sermons" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test(`3 seconds before the player's minute (${PLAYER} minutes before): the page goes live at the minute check`, async ({
    page,
  }) => {
    await setClock(page, secondsFrom(fromStart(-PLAYER), -3));
    await page.goto("/watch/live");
    await expect(page.getByRole("heading", { name: heading(gathering.name) })).toBeVisible();
    await expect(page.getByTitle(`${gathering.name}, live`)).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole("heading", { name: heading(gathering.name) })).toHaveCount(0);
  });

  test("2 seconds before the service day: the countdown appears as the day begins @desktop", async ({ page }) => {
    await setClock(page, churchTime(addDays(DAY, -1), "23:59:58"));
    await page.goto("/watch/live");
    await expect(page.getByText("Service will begin in:")).toBeHidden();
    await expect(page.getByText("Service will begin in:")).toBeVisible({ timeout: 10_000 });
    const [hour, minute] = gathering.start.split(":").map(Number) as [number, number];
    await expect(countdown(page)).toHaveText(countdownAt(hour * 60 + minute));
  });

  test("5 seconds before the end, live: at the end the stage counts to the next service, from the server's fresh page @desktop", async ({
    page,
  }) => {
    const next = streamAt(END);
    await setClock(page, secondsFrom(END, -5));
    await page.goto("/watch/live");
    await expect(page.getByTitle(`${gathering.name}, live`)).toBeAttached();
    // The server's clock moves on too (the stage asks it for the page again at the end).
    await setClock(page, secondsFrom(END, 10));
    await expect(page.getByText(serviceDate(next.day, next.gathering.start))).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTitle(`${gathering.name}, live`)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: heading(next.gathering.name) })).toBeVisible();
  });

  test("at its end: the service is over, the next one is next", async ({ page }) => {
    const next = streamAt(END);
    expect(next.start).not.toBe(START);
    await setClock(page, END);
    await page.goto("/watch/live");
    await expect(page.getByText(serviceDate(next.day, next.gathering.start))).toBeVisible();
    await expect(page.getByText("Service will begin in:")).toBeHidden();
  });
});

test.describe("a visitor in New York", () => {
  test.use({ timezoneId: "America/New_York" });

  test("sees the church's time and their own beside it", async ({ page }) => {
    expect(timeZone).not.toBe("America/New_York");
    const next = streamAt(WEEKDAY);
    const theirs = wallClockIn(next.start, "America/New_York");
    await setClock(page, WEEKDAY);
    await page.goto("/watch/live");
    await expect(page.getByText(serviceDate(next.day, next.gathering.start))).toBeVisible();
    await expect(page.getByText(`(${serviceDate(theirs.day, theirs.time)} your time)`)).toBeVisible();
    // Their time takes the place of the zone's name: nothing on the page moved for it.
    await expect(page.getByText(zoneName(next.start))).toHaveCount(0);
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

  test("on their next day's morning, sees the church's countdown", async ({ page }) => {
    const theirs = wallClockIn(START, "Australia/Sydney");
    // Already the next day in Sydney: the visitor's line names another day than the church's.
    expect(theirs.day).not.toBe(DAY);
    await setClock(page, fromStart(-30));
    await page.goto("/watch/live");
    await expect(page.getByText(`(${serviceDate(theirs.day, theirs.time)} your time)`)).toBeVisible();
    await expect(countdown(page)).toHaveText(countdownAt(30));
  });
});
