import { expect, test, type Locator, type Page } from "@playwright/test";
import { actAsClient, clientAddress, inviteByCommand, signInWithLink, staffAddress } from "./staff";
import { expectNoSeriousA11yViolations } from "./support";

/**
 * Staff → Insights on a phone, as a first staff user found it (issue 47): the range links fit the screen, each
 * whole on its line, the current one marked; and the charts' words (their axis numbers, days and names) follow
 * the reader's text size: twice the root font size, twice the words, still within the screen and their charts.
 */

test.describe.configure({ timeout: 90_000 });

/** Each element's box on the screen; an empty one for an element not drawn (display: none). */
async function boxes(locators: Locator[]) {
  return Promise.all(
    locators.map(async (locator) => (await locator.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 }),
  );
}

/** Nothing of the page reaches past the screen's right edge. */
async function noSidewaysScroll(page: Page, label: string) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect.soft(scroll, `${label}: no sideways scroll`).toBeLessThanOrEqual(width);
}

/** The range links each wholly on screen; at the usual text size, each on one line (at twice it the longest may wrap). */
async function rangeLinksFit(page: Page, label: string, oneLineEach: boolean) {
  const links = [
    page.getByRole("link", { name: "Last 7 days" }),
    page.getByRole("link", { name: "Last 30 days" }),
    page.getByRole("link", { name: /^12 months: / }),
  ];
  const width = page.viewportSize()!.width;
  const found = await boxes(links);
  const oneLine = Math.min(...found.map((box) => box.height));
  for (const [index, box] of found.entries()) {
    expect.soft(box.x, `${label}: range link ${index} starts on screen`).toBeGreaterThanOrEqual(0);
    expect.soft(box.x + box.width, `${label}: range link ${index} ends on screen`).toBeLessThanOrEqual(width);
    if (oneLineEach) expect.soft(box.height, `${label}: range link ${index} on one line`).toBeLessThan(oneLine * 1.5);
  }
}

/** The size of a chart's words: as computed, and as drawn on the screen (a box's height). */
async function wordSizes(chart: Locator) {
  const word = chart.locator("svg text, .chart-label").first();
  const computed = await word.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
  return { computed, drawn: (await word.boundingBox())!.height };
}

/** Every word of a chart's picture lies within its chart (nothing spills out of its box, or off the screen). */
async function wordsWithin(chart: Locator, label: string) {
  const frame = (await chart.boundingBox())!;
  const words = await chart.locator("svg text, .chart-label").all();
  for (const [index, box] of (await boxes(words)).entries()) {
    if (box.width === 0) continue; // a word the chart leaves out at this width (display: none)
    expect.soft(box.x, `${label}: word ${index} within its chart`).toBeGreaterThanOrEqual(frame.x - 0.5);
    expect
      .soft(box.x + box.width, `${label}: word ${index} within its chart`)
      .toBeLessThanOrEqual(frame.x + frame.width + 0.5);
  }
}

test("on a phone the range links fit, and the charts' words grow with the text size @phone", async ({
  page,
}, testInfo) => {
  await actAsClient(page, clientAddress(testInfo, "editor"));
  await signInWithLink(page, await inviteByCommand(staffAddress(testInfo, "editor"), "editor"));
  await expect(page.getByRole("heading", { name: "Security" })).toBeVisible();
  await page.goto("/admin/insights?range=year");
  await expect(page.getByRole("link", { name: /^12 months: / })).toHaveAttribute("aria-current", "true");
  await noSidewaysScroll(page, "375 px");
  await rangeLinksFit(page, "375 px", true);

  const line = page.getByRole("figure", { name: "Visitors and page views" });
  const weekdays = page.getByRole("figure", { name: "Visitors by day of the week" });
  const before = { line: await wordSizes(line), weekdays: await wordSizes(weekdays) };
  await page.evaluate(() => {
    document.documentElement.style.fontSize = "200%";
  });
  const after = { line: await wordSizes(line), weekdays: await wordSizes(weekdays) };
  for (const chart of ["line", "weekdays"] as const) {
    expect(after[chart].computed, `${chart}: font size doubles`).toBeCloseTo(before[chart].computed * 2, 0);
    expect(after[chart].drawn, `${chart}: words drawn larger`).toBeGreaterThan(before[chart].drawn * 1.6);
  }
  // The whole page, the staff bar with the person's e-mail address included.
  await noSidewaysScroll(page, "375 px at 200 %");
  await rangeLinksFit(page, "375 px at 200 %", false);
  for (const [name, chart] of Object.entries({ line, weekdays })) await wordsWithin(chart, `${name} at 200 %`);
  // The numbers stay a table for a screen reader.
  await expect(weekdays.getByRole("table", { name: "Visitors by day of the week" }).getByRole("row")).toHaveCount(8);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath("insights-375-200.png"), fullPage: true });
});
