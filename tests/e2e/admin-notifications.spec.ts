import { expect, test } from "@playwright/test";
import { demo } from "./demo";
import { actAsClient, clientAddress, inviteByCommand, signInWithLink, staffAddress } from "./staff";
import { expectNoSeriousA11yViolations } from "./support";

/**
 * Issue 44, the staff's side of notices to phones: an editor finds Notifications in the menu, writes an
 * announcement in both languages, sees it as a phone shows it, is told what to fix, schedules it for
 * tomorrow morning (church time) and cancels it; every screen passes axe at both widths. On the real clock:
 * nothing here waits for a moment to come.
 */

test.describe.configure({ timeout: 90_000 });

/** Tomorrow at 10:00 on the church's clock, as a datetime-local field takes it, and as the list writes the day. */
function tomorrowMorning(): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: demo.church.locale.timeZone }).format(
    Date.now() + 86_400_000,
  );
  return `${day}T10:00`;
}

test("an editor writes an announcement in both languages, previews it on a phone, schedules it and cancels it @widths", async ({
  page,
}, testInfo) => {
  const editor = staffAddress(testInfo, "notices");
  const link = await inviteByCommand(editor, "editor");
  await actAsClient(page, clientAddress(testInfo, "notices"));
  await signInWithLink(page, link);
  await page.goto("/admin/notifications");
  await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "We’re live" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: "Write an announcement" }).click();
  await expect(page.getByRole("heading", { name: "Write an announcement" })).toBeVisible();
  const english = page.getByRole("group", { name: "In English" });
  const spanish = page.getByRole("group", { name: "In Spanish" });
  await english.getByLabel("Title").fill("Meal train for the Garcias");
  await english.getByLabel("Text").fill("Sign up to bring a meal this week.");
  await page.getByLabel("Page it opens").fill("/forms/contact");
  // The Spanish left empty: the form says so beside it, and nothing is sent.
  await page.getByRole("button", { name: "Send" }).click();
  await expect(spanish.getByText("Write a title in Spanish.")).toBeVisible();
  await expect(english.getByLabel("Title")).toHaveValue("Meal train for the Garcias");
  await expectNoSeriousA11yViolations(page);

  await spanish.getByLabel("Title").fill("Comidas para los García");
  await spanish.getByLabel("Text").fill("Inscríbete para llevar una comida esta semana.");
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("region", { name: "How it looks on a phone" });
  await expect(preview.getByRole("figure", { name: "English: the notice on a phone" })).toContainText(
    "Meal train for the Garcias",
  );
  await expect(preview.getByRole("figure", { name: "Spanish: the notice on a phone" })).toContainText(
    "Inscríbete para llevar una comida esta semana.",
  );
  await expect(preview.getByRole("link", { name: /\/es\/forms\/contact$/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel("At a time").check();
  await page.getByLabel("Date and time").fill(tomorrowMorning());
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("status")).toContainText("“Meal train for the Garcias” will go on");
  const row = page.getByRole("row").filter({ hasText: "Meal train for the Garcias" }).first();
  await expect(row).toContainText("Scheduled");
  await expectNoSeriousA11yViolations(page);
  await row.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("status")).toContainText("“Meal train for the Garcias” is cancelled");
  await expect(page.getByRole("row").filter({ hasText: "Meal train for the Garcias" }).first()).toContainText(
    "Cancelled",
  );
});
