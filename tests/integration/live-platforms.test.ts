import { chromium, type Browser } from "@playwright/test";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { chromiumFlags, chromiumPath } from "../../scripts/lib/chromium.mjs";
import { ensureBuilt, root, startSite, stopGently, type SiteProcess } from "./server-process";

/**
 * Issue 26, must-show 4: the live page on the platform the church streams on.
 * One built server on a copy of the demo church; for each platform its
 * services.yaml gets that platform's player, saved on disk as a text editor
 * would, and the site's content security policy follows: Chromium shows the
 * player in the page with its address and reports no violation of the policy
 * (the `securitypolicyviolation` event, or a CSP error on the console), and
 * the policy frames that platform and nothing the content does not embed. A
 * player of a platform the site does not know is a link, not a frame.
 */

const PLAYERS = {
  vimeo: "https://vimeo.com/event/4100213/embed",
  youtube: "https://www.youtube.com/embed/live_stream?channel=UCchurch0123456789",
  facebook:
    "https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fchurch%2Fvideos%2F1%2F&show_text=false",
  other: "https://live.example-stream.net/redwood/embed",
} as const;
/** What every version of this church frames besides its live player: its Christmas page's Vimeo video and its map (OpenStreetMap at its coordinates). */
const ALWAYS = ["https://player.vimeo.com", "https://vimeo.com", "https://www.openstreetmap.org"];
const FRAMED = {
  vimeo: [],
  youtube: ["https://www.youtube-nocookie.com", "https://www.youtube.com"],
  facebook: ["https://www.facebook.com"],
  other: [],
};
// Two minutes before the Sunday 10:30 service (America/Los_Angeles, UTC-8 in November): the player shows.
const LIVE_NOW = "2026-11-29T18:28:00.000Z";
const TITLE = "Sunday Morning Service, live";

let site: SiteProcess;
let browser: Browser;
let contentDir: string;

beforeAll(async () => {
  ensureBuilt();
  contentDir = mkdtempSync(path.join(tmpdir(), "church-live-"));
  cpSync(path.join(root, "content/redwood-coast"), contentDir, { recursive: true });
  // A church's own folder, not the demo: the sermon pages (Vimeo) are off, so only the content's embeds count.
  site = await startSite({ env: { CONTENT_DIR: contentDir, ALLOW_TEST_CLOCK: "true" } });
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  if (site) await stopGently(site);
});

const frameSources = (policy: string | null) =>
  (/(?:^|;\s*)frame-src ([^;]*)/.exec(policy ?? "")?.[1] ?? "").split(" ").filter(Boolean).sort();

/** Saves services.yaml in place with this player, and waits until the site serves it (its home page's policy too). */
async function streamOn(platform: keyof typeof PLAYERS): Promise<void> {
  const file = path.join(contentDir, "services.yaml");
  const text = readFileSync(file, "utf8").replace(/^( {2}embedUrl: ).*$/m, `$1${PLAYERS[platform]}`);
  writeFileSync(file, text);
  const expected = [...ALWAYS, ...FRAMED[platform]].sort();
  const deadline = Date.now() + 10_000;
  for (;;) {
    const home = await fetch(`${site.baseUrl}/`);
    await home.arrayBuffer();
    if (JSON.stringify(frameSources(home.headers.get("content-security-policy"))) === JSON.stringify(expected)) return;
    if (Date.now() > deadline) throw new Error(`The home page's frame-src is not ${expected.join(" ")}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The live page in Chromium during the service, with the policy's violations as the browser reports them. */
async function watchLive() {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-test-now": LIVE_NOW } });
  const page = await context.newPage();
  // No internet here: each platform's player answers with a page of its own.
  await page.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Player</title><p>live</p>" }),
  );
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  const response = await page.goto(`${site.baseUrl}/watch/live`);
  return { page, context, violations, policy: response?.headers()["content-security-policy"] ?? null };
}

for (const platform of ["vimeo", "youtube", "facebook"] as const) {
  test(`a ${platform} live player plays in the page, allowed by the policy, with nothing else framed`, async () => {
    await streamOn(platform);
    const { page, context, violations, policy } = await watchLive();
    try {
      expect(frameSources(policy)).toEqual([...ALWAYS, ...FRAMED[platform]].sort());
      const player = page.getByTitle(TITLE);
      await player.waitFor({ state: "attached" });
      expect(await player.getAttribute("src")).toBe(PLAYERS[platform]);
      // The frame loaded the player's page: a frame the policy blocks shows Chromium's error page instead.
      const frame = await (await player.elementHandle())!.contentFrame();
      await expect.poll(async () => frame?.title(), { timeout: 5_000 }).toBe("Player");
      expect(frame?.url()).toBe(PLAYERS[platform]);
      await page.waitForTimeout(300);
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  }, 30_000);
}

test("a player of another platform is a link to it on the live page, and no frame the policy would block", async () => {
  await streamOn("other");
  const { page, context, violations, policy } = await watchLive();
  try {
    expect(frameSources(policy)).toEqual(ALWAYS);
    const link = page.getByRole("link", { name: "Watch Sunday Morning Service live (opens in a new tab)" });
    await link.waitFor();
    expect(await link.getAttribute("href")).toBe(PLAYERS.other);
    expect(await page.getByTitle(TITLE).count()).toBe(0);
    expect(await page.locator("iframe").count()).toBe(0);
    await page.waitForTimeout(300);
    expect(violations).toEqual([]);
  } finally {
    await context.close();
  }
}, 30_000);
