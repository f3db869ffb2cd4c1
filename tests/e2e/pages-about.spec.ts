import { expect, test } from "@playwright/test";
import { setClock } from "./support";

const CHURCH = "Redwood Coast Church";

test("about: mission, verse, five values, beliefs PDF and three pastors", async ({ page, request }) => {
  await page.goto("/about");
  await expect(page).toHaveTitle(`${CHURCH}: About Us`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(`About ${CHURCH}`);
  await expect(main.getByText(/equip people to be authentic followers of Jesus living as sent people with renovated lives/)).toBeVisible();
  await expect(main.getByText("John 20:21")).toBeVisible();

  const values = main.getByRole("region", { name: "Our values" }).getByRole("heading", { level: 3 });
  await expect(values).toHaveText(["Transformational", "Relational", "Intergenerational", "Missional", "Generous"]);

  const pdfLink = main.getByRole("link", { name: /statements of belief/ });
  await expect(pdfLink).toHaveAttribute("href", "/files/statements-of-belief.pdf");
  await expect(pdfLink).toHaveAttribute("rel", "noopener noreferrer");
  const pdf = await request.get("/files/statements-of-belief.pdf");
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  const pastors = main.getByRole("region", { name: "Our pastors" });
  await expect(pastors.getByRole("heading", { level: 3 })).toHaveText(["Jordan Avery", "Sam Okafor", "Riley Chen"]);
  await expect(pastors.getByRole("img")).toHaveCount(3);
  await expect(pastors.getByText("Lead Pastor")).toBeVisible();
  await expect(pastors.getByText("Worship Pastor")).toBeVisible();
  await expect(pastors.getByText("Family Pastor")).toBeVisible();
});

test("about: years in the bios count from the start year, on the church's calendar", async ({ page }) => {
  // 1 June 2025: Jordan since 2009 (16 years), Sam since September 2015 (9), Riley since 2018 (7).
  await setClock(page, "2025-06-01T17:00:00Z");
  await page.goto("/about");
  const pastors = page.getByRole("region", { name: "Our pastors" });
  await expect(pastors.getByText(/for 16 years/)).toBeVisible();
  await expect(pastors.getByText(/for 9 years/)).toBeVisible();
  await expect(pastors.getByText(/for 7 years/)).toBeVisible();

  // A day before Jordan's 17th year turns over, in the church's zone.
  await setClock(page, "2025-12-31T20:00:00Z");
  await page.goto("/about");
  await expect(pastors.getByText(/for 16 years/)).toBeVisible();
});
