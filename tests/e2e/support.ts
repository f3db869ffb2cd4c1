import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Shared helpers for the journeys. Find elements by role, label and visible
 * text; scan every page with axe.
 */

/** Fails on any serious or critical accessibility violation of the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  const summary = serious.map((violation) => `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 5).join("\n    ")}`);
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

/** True for the phone-width project (the navigation is a drawer there). */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 1024;
}

/** Opens the navigation drawer on phones; a no-op on the desktop bar. */
export async function openMenu(page: Page): Promise<void> {
  if (!isPhone(page)) return;
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
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
