import { expect, type Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";

/**
 * Shared helpers for the journeys. Find elements by role, label and visible
 * text; scan every page with axe.
 */

/** axe-core's script, the very copy @axe-core/playwright brings (and ran here before). */
const axeSource = (
  createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright"))("axe-core") as { source: string }
).source;

/** What a scan reads of axe in the page. */
type Axe = {
  run(
    context: Document,
    options: { resultTypes: string[] },
  ): Promise<{ violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[] }>;
};

/**
 * Fails on any serious or critical accessibility violation of the page as it is now.
 * axe runs once in the page, as @axe-core/playwright's legacy mode ran it (frames included, the same rules),
 * but its script is sent to each frame once: the builder sent it to the page twice for every scan, a
 * fifth of a scan here. The default (non-legacy) mode opened a second page for every scan to merge its
 * results, about 1.5 s more a scan. The rules are every rule axe runs by default: the builder's tag list
 * was always replaced by its options (`.options()` after `.withTags()`), so that is what ran before too.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const configure = `axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: "playwright" } })`;
  await page.mainFrame().evaluate(axeSource);
  await page.mainFrame().evaluate(configure);
  // As the builder did: a frame within the page that does not take the script in a second is left out.
  for (const frame of page.frames().filter((each) => each !== page.mainFrame())) {
    const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error("Script Timeout")), 1000));
    await Promise.race([frame.evaluate(axeSource), timeout])
      .then(() => frame.evaluate(configure))
      .catch(() => undefined);
  }
  // Only the violations are listed: every rule still runs on every element (this saved a fifth of each scan).
  const results = await page.evaluate(() =>
    (window as unknown as { axe: Axe }).axe.run(document, { resultTypes: ["violations"] }),
  );
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  const summary = serious.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .map((node) => node.target.join(" "))
        .slice(0, 5)
        .join("\n    ")}`,
  );
  expect(summary, summary.join("\n")).toEqual([]);
}

/**
 * Sets the site's clock to `iso` for this page, before the first navigation.
 * The server honours the X-Test-Now header (ALLOW_TEST_CLOCK), and the page's
 * elements follow the server's clock (app/elements/support/server-clock.ts), so
 * time then runs on from `iso` in both. Do not use page.clock.install: its fake Date breaks
 * @date-fns/tz's TZDate (a Date subclass), so church-zone times go wrong.
 */
export async function setClock(page: Page, iso: string): Promise<void> {
  await page.setExtraHTTPHeaders({ "x-test-now": new Date(iso).toISOString() });
}

/**
 * Opens the form at `url` on the site's clock now, then moves the clock a minute on, as a person reads before
 * sending (the form token's minimum time); `withScript` waits for the page's elements first.
 */
export async function openForm(page: Page, url: string, withScript: boolean): Promise<void> {
  const now = Date.now();
  await setClock(page, new Date(now).toISOString());
  await page.goto(url);
  if (withScript) await waitForElements(page);
  await setClock(page, new Date(now + 60_000).toISOString());
}

/** True for the phone-width project (the navigation is always a drawer there). */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 1024;
}

/**
 * Opens the navigation drawer where the menu is one: on phones, and on a wider screen that has no room for the
 * church's longest menu in this language beside its mark (issue 43: app/styles/nav-modes.css); a no-op where
 * the bar shows the menu.
 */
export async function openMenu(page: Page): Promise<void> {
  // The menu's names in the page's language: English, or Spanish under /es/ (issue 27).
  const name = /^(Menu|Menú)$/;
  if (!isPhone(page)) {
    // A link until the pages' script makes it a button: either shows only where the menu is a drawer.
    const toggle = page.getByRole("button", { name }).or(page.getByRole("link", { name }));
    if (!(await toggle.first().isVisible())) return;
  }
  await page.getByRole("button", { name }).click();
  await expect(page.getByRole("navigation", { name: /^(Main|Principal)$/ })).toBeVisible();
}

/**
 * Waits until every custom element of the page (app/elements/) has taken over
 * the server's markup: each marks itself `data-enhanced` when it connects.
 */
export async function waitForElements(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const elements = [...document.querySelectorAll("*")].filter((element) => element.localName.includes("-"));
    return elements.length > 0 && elements.every((element) => element.hasAttribute("data-enhanced"));
  });
}

/** The pages' script (app/elements/, built with hashed names). */
const ELEMENT_BUNDLE = /\/assets\/elements-[\w-]+\.js$/;

/**
 * Holds the pages' script back, as a slow phone's link would: the page is
 * read and filled in while it is on its way. The script arrives when the
 * returned function is called. Load pages with `waitUntil: "commit"`: the
 * page's load event waits for the script.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(ELEMENT_BUNDLE, async (route) => {
    await released;
    // The page that asked may be gone by then (the form was posted): nothing to answer.
    await route.continue().catch(() => {});
  });
  return release;
}

/**
 * What the server under test has stored, read as an operator reads it: `npm
 * run subscribers:export` or `visits:export` against its data folder
 * (E2E_DATA_DIR, playwright.config.ts), parsed as CSV.
 */
export function exportedRows(which: "subscribers" | "visits"): Record<string, string>[] {
  const csv = execFileSync(process.execPath, ["scripts/export.mjs", which], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    encoding: "utf8",
  });
  return parse(csv, { columns: true, skip_empty_lines: true });
}
