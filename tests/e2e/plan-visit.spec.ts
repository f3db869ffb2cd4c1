import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, setClock, waitForElements } from "./support";

/** Issue 6: a plan-a-visit request from a seasonal page is received, with and without JavaScript. */

// A month before Easter 2027 and Christmas Eve 2026, so both seasons invite.
test.beforeEach(async ({ page }) => {
  await setClock(page, "2026-12-01T10:00:00-08:00");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Easter form posts and the page says the plan was received", async ({ page }, testInfo) => {
    await page.goto("/easter");
    const section = page.getByRole("region", { name: "Plan your visit" });
    await section.getByLabel("Your name").fill("Ann Lee");
    await section.getByLabel("E-mail").fill(`ann.${testInfo.project.name}@example.org`);
    await section.getByLabel("Which service?").selectOption("10:30 AM");
    await section.getByLabel("Number of children").fill("2");
    await section.getByRole("button", { name: "Plan my visit" }).click();
    await expect(page).toHaveURL(/\/easter\?visit=received#plan-visit$/);
    await expect(section.getByRole("status")).toContainText("Thank you");
  });
});

test("the answer page a script-less visitor lands on is accessible", async ({ page }) => {
  // axe runs as a script, so the page the no-JavaScript journey lands on is scanned here.
  await page.goto("/easter?visit=received#plan-visit");
  await expect(page.getByRole("region", { name: "Plan your visit" }).getByRole("status")).toContainText("Thank you");
  await expectNoSeriousA11yViolations(page);
});

test("with JavaScript the dialog's form answers in place, and a bad address is named", async ({ page }, testInfo) => {
  await page.goto("/christmas");
  await waitForElements(page);
  await page.getByRole("button", { name: "Open the plan-your-visit form" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Your name").fill("Ben Ortiz");
  await dialog.getByLabel("E-mail").fill("ben@localhost");
  await dialog.getByLabel("Which service?").selectOption("6:00 PM");
  await dialog.getByRole("button", { name: "Plan my visit" }).click();
  await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();

  await dialog.getByLabel("E-mail").fill(`ben.${testInfo.project.name}@example.org`);
  await dialog.getByRole("button", { name: "Plan my visit" }).click();
  await expect(dialog.getByRole("status")).toContainText("Thank you");
  await expectNoSeriousA11yViolations(page);
});

test("arriving at the form itself (#plan-visit), it stays in its section once the script runs: nothing moves @desktop", async ({
  page,
}) => {
  await page.goto("/easter#plan-visit");
  await waitForElements(page);
  const section = page.getByRole("region", { name: "Plan your visit" });
  await expect(section.getByLabel("Your name")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
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

// Issue 11: never invite to the past. The page was opened before the 4:30 service and sent after it began.
const BEFORE_FIRST_SERVICE = "2026-12-24T16:00:00-08:00";
const DURING_FIRST_SERVICE = "2026-12-24T16:45:00-08:00";
const PAST = "That service has already taken place. Please choose one that is still to come.";

test("a service that began while the form was open is refused with a clear message, and the later one is taken", async ({
  page,
}, testInfo) => {
  await setClock(page, BEFORE_FIRST_SERVICE);
  await page.goto("/christmas");
  await waitForElements(page);
  await page.getByRole("button", { name: "Open the plan-your-visit form" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Which service?").locator("option:not([disabled])")).toHaveText([
    "4:30 PM",
    "6:00 PM",
  ]);
  await dialog.getByLabel("Your name").fill("Cam Late");
  await dialog.getByLabel("E-mail").fill(`cam.${testInfo.project.name}@example.org`);
  await dialog.getByLabel("Which service?").selectOption("4:30 PM");

  await setClock(page, DURING_FIRST_SERVICE);
  await dialog.getByRole("button", { name: "Plan my visit" }).click();
  await expect(dialog.getByText(PAST)).toBeVisible();
  await expect(dialog.getByLabel("Which service?")).toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousA11yViolations(page);

  await dialog.getByLabel("Which service?").selectOption("6:00 PM");
  await dialog.getByRole("button", { name: "Plan my visit" }).click();
  await expect(dialog.getByRole("status")).toContainText("Thank you");

  // A fresh page at that moment offers only the service still to come.
  await page.reload();
  await page.getByRole("button", { name: "Open the plan-your-visit form" }).click();
  await expect(page.getByRole("dialog").getByLabel("Which service?").locator("option:not([disabled])")).toHaveText([
    "6:00 PM",
  ]);
});

test.describe("without JavaScript, a past service", () => {
  test.use({ javaScriptEnabled: false });

  test("is refused and the page says why", async ({ page }, testInfo) => {
    await setClock(page, BEFORE_FIRST_SERVICE);
    await page.goto("/christmas");
    const section = page.getByRole("region", { name: "Plan your visit" });
    await section.getByLabel("Your name").fill("Dee Late");
    await section.getByLabel("E-mail").fill(`dee.${testInfo.project.name}@example.org`);
    await section.getByLabel("Which service?").selectOption("4:30 PM");
    await setClock(page, DURING_FIRST_SERVICE);
    await section.getByRole("button", { name: "Plan my visit" }).click();
    await expect(page).toHaveURL(/\/christmas\?visit=past#plan-visit$/);
    await expect(section.getByRole("alert")).toContainText(PAST);
  });
});
