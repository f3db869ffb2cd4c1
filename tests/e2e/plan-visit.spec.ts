import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support";

/** Issue 6: a plan-a-visit request from a seasonal page is received, with and without JavaScript. */

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
  await expect(page.locator("header.site-header[data-js='on']")).toBeAttached();
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
