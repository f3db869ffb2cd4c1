import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, expect, test } from "@playwright/test";
import sharp from "sharp";
import { chromiumFlags, chromiumPath } from "../../scripts/lib/chromium.mjs";
import { controlledBy } from "./church-app";
import { church, demo } from "./demo";

/**
 * Issue 44, "installable": a web app manifest per language with the church's
 * name, colours and icons drawn from its logo, which Chromium parses and
 * reports installable; /app tells a member in plain words how to add the
 * church to a phone's home screen; its script and the service worker stay
 * within their budgets, and no other public page loads them.
 */

test("/app says how to add the church to a phone, with pictures described in words, in both languages @widths", async ({
  page,
}) => {
  await page.goto("/app");
  await expect(page.getByRole("heading", { level: 1, name: "The church on your phone" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "iPhone or iPad" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Tap the Share button" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "tap “Add to Home Screen”" })).toBeVisible();
  await expect(page.getByRole("img", { name: /^An iPhone with this page open in Safari/ })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Tap “Install app”" })).toBeVisible();
  await expect(page.getByRole("img", { name: /^An Android phone with this page open in Chrome/ })).toBeVisible();
  // Where a member looks for it: the footer of every page.
  await page.goto("/visit");
  await page.getByRole("contentinfo").getByRole("link", { name: "The church on your phone" }).click();
  await expect(page).toHaveURL(/\/app$/);

  await page.goto("/es/app");
  await expect(page.getByRole("heading", { level: 1, name: "La iglesia en su teléfono" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Agregar a inicio" })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Un teléfono Android/ })).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/es/manifest.webmanifest");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the install steps stand alone, and the page says notifications need JavaScript @widths", async ({ page }) => {
    await page.goto("/app");
    await expect(page.getByRole("heading", { name: "Add it to your home screen" })).toBeVisible();
    await expect(page.getByText(/^Notifications need JavaScript, which is off in this browser/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Turn on notifications" })).toBeDisabled();
  });
});

test("a notification's page carries the line without JavaScript, in English at its English address", async ({
  request,
}) => {
  const html = await (await request.get("/visit?notice=n1")).text();
  expect(html).toContain("You opened this page from one of our notifications.");
  expect(html).toMatch(/<a href="\/app#notifications"[^>]*>Notifications: change or switch off<\/a>/);
  expect(await (await request.get("/visit")).text()).not.toContain(
    "You opened this page from one of our notifications.",
  );
});

test("/app loads its own small script, no other public page loads it, and the worker is within 10 KB", async ({
  request,
}) => {
  const app = await (await request.get("/app")).text();
  const script = /"(\/assets\/elements-app-[\w-]+\.js)"/.exec(app)?.[1];
  expect(script).toBeTruthy();
  const bundle = await (await request.get(script!)).body();
  expect(gzipSync(bundle, { level: 9 }).length).toBeLessThanOrEqual(6 * 1024);
  for (const path of ["/", "/visit", "/events"])
    expect(await (await request.get(path)).text(), path).not.toContain("elements-app");
  const worker = await request.get("/sw.js");
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  expect(worker.headers()["content-type"]).toBe("text/javascript; charset=utf-8");
  expect(gzipSync(await worker.body(), { level: 9 }).length).toBeLessThanOrEqual(10 * 1024);
});

test("each language's manifest parses in Chromium, which reports the site installable, with icons at their sizes @desktop", async ({
  baseURL,
  request,
}) => {
  test.slow();
  // A profile on disk: Chromium never installs from an incognito profile, which a Playwright context is.
  const context = await chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), "church-app-profile-")), {
    executablePath: chromiumPath,
    args: chromiumFlags,
    baseURL,
  });
  try {
    for (const [address, start, lang] of [
      ["/app", "/", "en-US"],
      ["/es/app", "/es/", "es-US"],
    ] as const) {
      const page = await context.newPage();
      await page.goto(address);
      await controlledBy(page);
      const devtools = await context.newCDPSession(page);
      const manifest = await devtools.send("Page.getAppManifest");
      expect(manifest.errors, address).toEqual([]);
      expect(manifest.url).toBe(`${baseURL}${start === "/" ? "" : "/es"}/manifest.webmanifest`);
      expect(await devtools.send("Page.getInstallabilityErrors"), address).toEqual({ installabilityErrors: [] });
      const parsed = JSON.parse(manifest.data!) as Record<string, unknown>;
      expect(parsed).toMatchObject({
        id: start,
        start_url: start,
        scope: "/",
        display: "standalone",
        lang,
        name: church.name,
        theme_color: demo.brand.colors.primary,
      });
      await page.close();
    }
  } finally {
    await context.close();
  }

  // The icons Android and iOS ask for, drawn from the logo: read as the PNGs they are.
  const manifest = (await (await request.get("/manifest.webmanifest")).json()) as {
    icons: { src: string; sizes: string; purpose: string; type: string }[];
  };
  const picture = async (src: string) => {
    const answer = await request.get(src);
    expect(answer.status(), src).toBe(200);
    return sharp(await answer.body());
  };
  for (const icon of manifest.icons.filter((each) => each.type === "image/png")) {
    const { width, height, format } = await (await picture(icon.src)).metadata();
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    expect(format).toBe("png");
  }
  const maskable = manifest.icons.find((icon) => icon.purpose === "maskable");
  expect(maskable?.sizes).toBe("512x512");
  // Drawn to the edges (a launcher crops it to any shape holding the centre circle of 80 % of its width): outside
  // that circle, every pixel is the corner's opaque surface, so no crop cuts the logo or shows a hole.
  const { data } = await (await picture(maskable!.src)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  expect(data[3]).toBe(255);
  const outside = [...Array(512 * 512).keys()].filter(
    (at) => Math.hypot((at % 512) - 255.5, Math.floor(at / 512) - 255.5) > 0.4 * 512,
  );
  const unlikeCorner = outside.filter((at) => [0, 1, 2, 3].some((channel) => data[at * 4 + channel] !== data[channel]));
  expect(unlikeCorner, "pixels outside the maskable safe zone that are not the background").toEqual([]);
  // A notification's badge: the logo's shape, white on transparent (Android draws only its alpha).
  const badge = manifest.icons.find((icon) => icon.sizes === "192x192")!.src.replace("icon-192", "badge-96");
  const pixels = await (await picture(badge)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  expect(pixels.info).toMatchObject({ width: 96, height: 96, channels: 4 });
  const shown = [...Array(96 * 96).keys()].filter((at) => pixels.data[at * 4 + 3]! > 0);
  expect(shown.length).toBeGreaterThan(96 * 96 * 0.1);
  expect(shown.every((at) => pixels.data[at * 4] === 255 && pixels.data[at * 4 + 1] === 255)).toBe(true);
  const home = await (await request.get("/")).text();
  const touchIcon = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(home)?.[1];
  expect(await (await picture(touchIcon!)).metadata()).toMatchObject({ width: 180, height: 180 });
  // iOS paints a transparent home-screen icon's holes black: the touch icon is opaque throughout.
  expect((await (await picture(touchIcon!)).ensureAlpha().stats()).channels[3]!.min).toBe(255);
  expect(home).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
  expect(home).toContain(`<meta name="theme-color" content="${demo.brand.colors.primary}"/>`);
});
