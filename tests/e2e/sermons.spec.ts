import { expect, test, type Page } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/lib/free-port.mjs";
import { startFakeVimeo, type FakeVimeo } from "../fakes/vimeo-server";
import { church } from "./demo";
import { firstStreamFrom, minutesAfter, NOTICE, PLAYER } from "./demo-words";
import { expectNoSeriousA11yViolations, setClock, waitForElements } from "./support";

/** The streamed gathering of services.yaml in the week of Monday 16 November 2026 (Sunday the 22nd's service). */
const STREAM = firstStreamFrom("2026-11-16");
/** Inside the watch page's notice window, before the player opens ("Sunday 10:12" for a 10:30 service). */
const IN_NOTICE_WINDOW = minutesAfter(STREAM.startsAt, -Math.round((NOTICE + PLAYER) / 2));
/** As the notice window opens ("Sunday 10:00"): the live page counts down the notice's minutes. */
const NOTICE_OPENS = minutesAfter(STREAM.startsAt, -NOTICE);

/** `minutes` as the live page's countdown writes them: "30:00", or "1:30:00" from an hour. */
function countdownOf(minutes: number): string {
  const mmss = `${String(minutes % 60).padStart(2, "0")}:00`;
  return minutes >= 60 ? `${Math.floor(minutes / 60)}:${mmss}` : mmss;
}

/** No internet here: Vimeo's players answer with an empty page. */
async function stubVimeoPlayers(page: Page) {
  await page.route(/^https:\/\/(player\.)?vimeo\.com\//, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><html lang='en'><title>Vimeo player</title></html>",
    }),
  );
}

test.beforeEach(async ({ page }) => {
  await stubVimeoPlayers(page);
});

test("watch → series → message → the next sermon in the playlist", async ({ page }) => {
  await setClock(page, "2026-11-18T18:00:00Z"); // a Wednesday
  await page.goto("/watch");
  await expect(page).toHaveTitle(`${church.name}: Sermons`);
  await expect(page.getByText("Looking for today's livestream?")).toHaveCount(0);

  const latest = page.getByRole("region", { name: "Latest Sermon" });
  await expect(latest.getByRole("heading", { name: "Renovated Lives: Moving In" })).toBeVisible();
  await expect(latest.getByText("Nov 15, 2026")).toBeVisible();
  await expect(latest.getByTitle("Renovated Lives: Moving In")).toHaveAttribute(
    "src",
    /^https:\/\/player\.vimeo\.com\/video\//,
  );

  const grid = page.getByRole("region", { name: "Explore Other Series" });
  await expect(grid.getByRole("link")).toHaveCount(6);
  await expect(grid.getByRole("link", { name: "Coming Soon: Acts" })).toHaveCount(0);

  await waitForElements(page);
  await grid.getByRole("link", { name: "The Gospel of Mark" }).click();
  await expect(page).toHaveURL(/\/series\/the-gospel-of-mark$/);
  await expect(page.getByRole("heading", { level: 1, name: "The Gospel of Mark" })).toBeVisible();
  await expect(page).toHaveTitle(`${church.name}: The Gospel of Mark`);
  const seriesCrumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(seriesCrumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(seriesCrumbs.getByRole("link", { name: "Series" })).toHaveAttribute("href", "/watch");
  await expect(seriesCrumbs.getByText("The Gospel of Mark")).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("February 8, 2026 – August 30, 2026")).toBeVisible();
  // All 30 sermons, past Vimeo's default page of 25.
  await expect(page.getByRole("region", { name: "Sermons in This Series" }).getByRole("link")).toHaveCount(30);

  await page.getByRole("link", { name: "Mark 3: Parables of the Kingdom" }).click();
  await expect(page).toHaveURL(/\/message\/mark-3-parables-of-the-kingdom$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mark 3: Parables of the Kingdom" })).toBeVisible();
  await expect(page.getByText("February 22, 2026")).toBeVisible();
  const messageCrumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(messageCrumbs.getByRole("link", { name: "Messages" })).toHaveAttribute("href", "/watch");
  // The page's own player is there at once, no click needed.
  await expect(page.getByTitle("Mark 3: Parables of the Kingdom")).toHaveAttribute(
    "src",
    /player\.vimeo\.com\/video\/900000303/,
  );

  const playlist = page.getByRole("complementary", { name: "In This Series" });
  const current = playlist.getByRole("listitem").filter({ hasText: "Mark 3: Parables of the Kingdom" });
  await expect(current).toHaveAttribute("aria-current", "true");
  await expect(current.getByRole("link")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await playlist.getByRole("link", { name: "Mark 4: Calming the Storm" }).click();
  await expect(page).toHaveURL(/\/message\/mark-4-calming-the-storm$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mark 4: Calming the Storm" })).toBeVisible();
  await expect(playlist.getByRole("link", { name: "Mark 3: Parables of the Kingdom" })).toBeVisible();
});

test("a description keeps its line breaks and only web addresses become links", async ({ page }) => {
  await page.goto("/message/renovated-lives-windows-and-light");
  const notes = page.getByRole("link", { name: /https:\/\/example\.org\/notes\/windows/ });
  await expect(notes).toHaveAttribute("href", "https://example.org/notes/windows");
  await expect(notes).toHaveAttribute("rel", /noopener/);
  await expect(page.locator(".sermon-description br")).toHaveCount(1);
});

test("on Sunday morning the watch page points to the live stream", async ({ page }) => {
  await setClock(page, IN_NOTICE_WINDOW);
  await page.goto("/watch");
  await waitForElements(page);
  await page.getByRole("link", { name: "Click here" }).click();
  await expect(page).toHaveURL(/\/watch\/live$/);
});

for (const [kind, url, heading] of [
  ["message", "/message/no-such-sermon", "We couldn't find that message"],
  ["series", "/series/no-such-series", "We couldn't find that series"],
  ["hidden empty series", "/series/coming-soon-acts", "We couldn't find that series"],
] as const) {
  test(`a bad ${kind} id answers 404 inside the shell, with a way back to /watch`, async ({ page }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse all sermons" })).toHaveAttribute("href", "/watch");
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await waitForElements(page);
    await page.getByRole("link", { name: "Browse all sermons" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Sermons" })).toBeVisible();
  });
}

test("the sermon pages run their scripts without errors, on a Sunday morning too", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  await setClock(page, IN_NOTICE_WINDOW);
  for (const pathname of [
    "/watch",
    "/series/renovated-lives",
    "/message/renovated-lives-moving-in",
    "/watch/live",
    "/message/no-such-sermon",
  ]) {
    await page.goto(pathname);
    await waitForElements(page);
  }
  expect(errors.filter((error) => !error.includes("404"))).toEqual([]);
});

test("the players start loading only after the page's first paint, and stay once the scripts run", async ({ page }) => {
  for (const path of ["/watch", "/message/renovated-lives-moving-in"]) {
    await page.goto(path);
    const player = page.getByRole("main").getByTitle("Renovated Lives: Moving In");
    await expect(player).toHaveAttribute("src", /^https:\/\/player\.vimeo\.com\/video\/900000106$/);
    await waitForElements(page);
    await expect(page.getByRole("main").locator("iframe")).toHaveCount(1);
    await expect(player).toHaveAttribute("src", /^https:\/\/player\.vimeo\.com\/video\/900000106$/);
    // The player's request began after the first contentful paint (a third-party
    // frame no longer shares the phone's link with the page's first paint). The
    // frame's timing entry appears once it has loaded.
    await page.waitForFunction(() =>
      performance.getEntriesByType("resource").some((entry) => entry.name.startsWith("https://player.vimeo.com/")),
    );
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      player: performance
        .getEntriesByType("resource")
        .find((entry) => entry.name.startsWith("https://player.vimeo.com/"))?.startTime,
    }));
    expect(timing.paint, `${path}: first contentful paint`).toBeGreaterThan(0);
    expect(timing.player, `${path}: the player's request`).toBeGreaterThanOrEqual(timing.paint!);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every sermon page reads in full", async ({ page }) => {
    await setClock(page, NOTICE_OPENS);
    await page.goto("/watch");
    await expect(page.getByRole("heading", { name: "Renovated Lives: Moving In" })).toBeVisible();
    await expect(page.getByText("Loading...")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Explore Other Series" }).getByRole("link")).toHaveCount(6);
    // The players are plain iframes the browser loads as it parses.
    await expect(
      page.getByRole("region", { name: "Latest Sermon" }).getByTitle("Renovated Lives: Moving In"),
    ).toHaveAttribute("src", /^https:\/\/player\.vimeo\.com\/video\/900000106$/);
    await page.goto("/message/renovated-lives-moving-in");
    await expect(page.getByRole("heading", { level: 1, name: "Renovated Lives: Moving In" })).toBeVisible();
    await expect(page.getByRole("main").getByTitle("Renovated Lives: Moving In")).toBeVisible();
    await expect(page.getByRole("main").locator("iframe")).toHaveAttribute(
      "src",
      /player\.vimeo\.com\/video\/900000106$/,
    );
    await page.goto("/watch/live");
    await expect(page.getByRole("timer")).toHaveText(countdownOf(NOTICE));
  });
});

// ── Against a fake Vimeo: the token stays on the server; an outage is kind ──

async function startSite(fake: FakeVimeo): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "sermons-token-")),
      LOG_LEVEL: "error",
      VIMEO_TOKEN: fake.token,
      VIMEO_API_URL: fake.url,
    },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error("the site did not start");
}

test("with Vimeo down and nothing cached the page still answers; the token never reaches the browser", async () => {
  test.setTimeout(60_000);
  const fake = await startFakeVimeo({ token: "vimeo-secret-token-4b1d9c" });
  fake.outage = 500;
  const site = await startSite(fake);
  try {
    const down = await fetch(`${site.url}/watch`);
    expect(down.status).toBe(200);
    expect(await down.text()).toContain("Sermons are unavailable right now.");
    const seriesDown = await fetch(`${site.url}/series/the-gospel-of-mark`);
    expect(seriesDown.status).toBe(200);
    expect(seriesDown.headers.get("cache-control")).toContain("no-store");
    expect(await seriesDown.text()).toContain("Sermons are unavailable right now.");

    fake.outage = null;
    const bodies = new Map<string, string>();
    for (const pathname of [
      "/watch.data",
      "/series/the-gospel-of-mark",
      "/series/the-gospel-of-mark.data",
      "/message/renovated-lives-moving-in",
      "/message/renovated-lives-moving-in.data",
      "/message/mark-1-week-1",
      "/message/no-such-sermon",
      "/watch/live",
      "/watch/live.data",
      "/healthz",
    ]) {
      const response = await fetch(`${site.url}${pathname}`);
      const body = await response.text();
      expect(body, pathname).not.toContain(fake.token);
      expect([...response.headers.values()].join("\n"), pathname).not.toContain(fake.token);
      bodies.set(pathname, body);
    }
    // The pages really came from the fake, through the token; the series page
    // that apologised during the outage was not kept.
    expect(bodies.get("/watch.data")).toContain("Renovated Lives: Moving In");
    expect(bodies.get("/series/the-gospel-of-mark")).toContain("Mark 30: Week 30");
    expect(bodies.get("/message/mark-1-week-1")).toContain("Mark 1: Week 1");
    expect(fake.requests.length).toBeGreaterThan(0);
    expect(fake.requests.every((request) => request.headers.authorization === `bearer ${fake.token}`)).toBe(true);
  } finally {
    site.child.kill("SIGTERM");
    await fake.close();
  }
});
