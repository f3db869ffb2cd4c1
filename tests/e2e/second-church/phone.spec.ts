import { expect, test } from "@playwright/test";
import { openMenu, setClock } from "../support";
import { church, churchTime, clockTime, navigation, services } from "./support";

// The few things of the second church that depend on the width: the drawer of a phone, and the home page's
// service times in a band of their own below 900 px (SPEC 2.2 and 2.3).

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

test.beforeEach(async ({ page }) => {
  await setClock(page, churchTime("2026-07-01", "14:00"));
});

test("on a phone, the drawer holds its menu: Missions there, no youth or sermons", async ({ page }) => {
  await page.goto("/");
  await openMenu(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  const missions = navigation.menu.find((entry) => entry.label === "Missions")!;
  await expect(nav.getByRole("link", { name: "Missions", exact: true })).toBeVisible();
  await nav.getByRole("link", { name: "Missions", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${missions.page}$`));
  await openMenu(page);
  await expect(nav.getByRole("link", { name: navigation.visitorButton!.label })).toBeVisible();
  await expect(nav.getByRole("link", { name: /youth|sermons/i })).toHaveCount(0);
  await expect(nav.getByRole("button")).toHaveCount(0);
});

test("on a phone, the home page gives its service times and address in a band below the banner", async ({ page }) => {
  await page.goto("/");
  const band = page.getByRole("region", { name: "Service time and address" });
  await expect(band).toBeVisible();
  for (const gathering of services.gatherings) await expect(band).toContainText(clockTime(gathering.start));
  await expect(band.getByRole("link", { name: new RegExp(church.address.street) })).toBeVisible();
});
