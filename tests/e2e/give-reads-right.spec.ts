import { expect, test } from "@playwright/test";
import { setClock } from "./support";

/**
 * Giving reads right (issue 38, item 3): the card fee in money before paying, the demo's /give without a
 * "coming soon" above its working form, and the year a donor most likely wants offered first.
 */

test("the card fee is said in money: for each preset, then for the amount posted, in both languages", async ({
  page,
}) => {
  await page.goto("/give");
  const main = page.getByRole("main");
  await expect(main).not.toContainText("coming soon");
  // 2.9 % + $0.30, grossed up so the church nets the gift: $25 → $1.06, $50 → $1.81, $100 → $3.30, $250 → $7.78.
  const checkbox = page.getByRole("checkbox", { name: /Cover the card fee/ });
  await expect(checkbox).toHaveAccessibleDescription(
    "So the church receives the whole gift, add $1.06 to $25.00, $1.81 to $50.00, $3.30 to $100.00, $7.78 to $250.00.",
  );

  // Posted with the name left out: the form comes back with the fee for the amount chosen.
  await page.getByRole("radio", { name: "$100", exact: true }).check();
  await page.getByLabel("Your e-mail").fill("fee-reader@example.org");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByText("Please enter your name.")).toBeVisible();
  await expect(checkbox).toHaveAccessibleDescription("Add $3.30 so the church receives $100.00.");

  await page.goto("/es/give");
  await expect(page.getByRole("main")).not.toContainText("llegarán pronto");
  await expect(page.getByRole("checkbox", { name: /Cubrir la comisión/ })).toHaveAccessibleDescription(
    /^Para que la iglesia reciba la ofrenda completa, agregue .*3[.,]30.* a .*100[.,]00/,
  );
});

test("the statement form offers last year's until tax day in the church's zone, then this year's", async ({ page }) => {
  // 15 April, 8 p.m. in California (already the 16th in UTC): still last year's.
  await setClock(page, "2027-04-16T03:00:00Z");
  await page.goto("/give/statement");
  await expect(page.getByLabel("Year")).toHaveValue("2026");
  await setClock(page, "2027-04-16T09:00:00Z");
  await page.goto("/give/statement");
  await expect(page.getByLabel("Year")).toHaveValue("2027");
  await setClock(page, "2027-01-10T18:00:00Z");
  await page.goto("/es/give/statement");
  await expect(page.getByLabel("Año")).toHaveValue("2026");
});
