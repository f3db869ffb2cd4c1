import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { readFileSync } from "node:fs";
import { ensureGivingTables, linkIn, seedGifts } from "./giving";
import { actAsClient, clientAddress, inviteByCommand, mailTo, signInWithLink, staffAddress } from "./staff";
import { expectNoSeriousA11yViolations } from "./support";

/**
 * Issue 30 for the treasurer: a new role that sees every gift, by date, fund
 * and donor, with refunds and failures shown, the totals by fund and month,
 * a CSV a bookkeeper imports (read by csv-parse), and the January step that
 * e-mails every donor their statement. Owners read each view and export in
 * the activity log; an editor sees no giving at all.
 */

test.describe.configure({ timeout: 90_000 });

const thisYear = new Date().getUTCFullYear();
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

function donorAddress(testInfo: TestInfo, label: string): string {
  return `${label}.${testInfo.project.name}.${testInfo.testId.slice(0, 8)}@example.org`;
}

async function signedIn(page: Page, testInfo: TestInfo, role: "treasurer" | "owner" | "editor", name: string) {
  const email = staffAddress(testInfo, role);
  const link = await inviteByCommand(email, role, name);
  await actAsClient(page, clientAddress(testInfo, role));
  await signInWithLink(page, link);
  await expect(page.getByRole("heading", { name: "Security" })).toBeVisible();
  return email;
}

test.beforeEach(async ({ request, baseURL }) => {
  await ensureGivingTables(request, baseURL!);
});

test("the treasurer sees a donor's gifts with a refund and a failure, the totals, and the CSV; the owner sees it in the activity log @widths", async ({
  page,
}, testInfo) => {
  const donor = donorAddress(testInfo, "bea");
  seedGifts([
    { email: donor, name: "Bea Moss", amountCents: 5000, feeCents: 176, fund: "building", paidAt: daysAgo(3) },
    { email: donor, name: "Bea Moss", amountCents: 2500, status: "refunded", refundedCents: 2500, paidAt: daysAgo(2) },
    { email: donor, name: "Bea Moss", amountCents: 10000, frequency: "month", status: "failed", paidAt: daysAgo(1) },
  ]);
  const treasurer = await signedIn(page, testInfo, "treasurer", "Tess Treasurer");
  const nav = page.getByRole("navigation", { name: "Staff" });
  await expect(nav.getByRole("link", { name: "Content" })).toHaveCount(0);
  await nav.getByRole("link", { name: "Giving" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Giving" })).toBeVisible();
  await page.getByLabel("Donor's e-mail").fill(donor);
  await page.getByRole("button", { name: "Show" }).click();

  const gifts = page.getByRole("region", { name: /^Gifts/ });
  // One row a payment (the header row is hidden on a phone, where each row is a card).
  await expect(gifts.locator("tbody tr")).toHaveCount(3);
  await expect(gifts.getByRole("row").filter({ hasText: "Refunded ($25.00 refunded)" })).toHaveCount(1);
  await expect(gifts.getByRole("row").filter({ hasText: "Did not go through" })).toHaveCount(1);
  const totals = page.getByRole("region", { name: "Totals by fund and month" });
  await expect(totals.getByRole("row").filter({ hasText: "Building fund" })).toContainText("$51.76");
  await expect(totals.getByRole("row").filter({ hasText: "All funds, all months" })).toContainText("$51.76");
  await expectNoSeriousA11yViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download these gifts (CSV)" }).click(),
  ]);
  const rows = parse(readFileSync((await download.path())!), { columns: true }) as Record<string, string>[];
  expect(
    rows.map((row) => [
      row["donor email"],
      row.fund,
      row.amount,
      row["fee covered"],
      row.refunded,
      row.net,
      row.status,
    ]),
  ).toEqual([
    [donor, "Building fund", "50.00", "1.76", "0.00", "51.76", "paid"],
    [donor, "General fund", "25.00", "0.00", "25.00", "0.00", "refunded"],
    [donor, "General fund", "100.00", "0.00", "0.00", "0.00", "failed"],
  ]);

  // A treasurer edits no content.
  expect((await page.goto("/admin/content"))?.status()).toBe(403);

  // The owner reads who looked at donors' gifts and who exported them.
  await page.context().clearCookies();
  await signedIn(page, testInfo, "owner", "Olive Owner");
  await page.goto("/admin/activity");
  await expect(
    page.getByRole("row").filter({ hasText: treasurer }).filter({ hasText: "Giving viewed" }).first(),
  ).toContainText(donor);
  await expect(
    page.getByRole("row").filter({ hasText: treasurer }).filter({ hasText: "Giving exported (CSV)" }),
  ).toContainText("3 gifts");
});

test("an editor sees no giving @desktop", async ({ page }, testInfo) => {
  await signedIn(page, testInfo, "editor", "Ed Editor");
  await expect(page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Giving" })).toHaveCount(0);
  expect((await page.goto("/admin/giving"))?.status()).toBe(403);
  expect((await page.goto("/admin/giving.csv"))?.status()).toBe(403);
});

test("in January the treasurer sends every donor their statement in one step, once @desktop", async ({
  page,
}, testInfo) => {
  const year = thisYear - 2;
  const donor = donorAddress(testInfo, "cal");
  seedGifts([{ email: donor, name: "Cal Doe", amountCents: 7500, paidAt: new Date(`${year}-05-05T18:00:00Z`) }]);
  await signedIn(page, testInfo, "treasurer", "Tess Treasurer");
  await page.goto("/admin/giving");
  const since = Date.now();
  const statements = page.getByRole("region", { name: "Year-end statements" });
  await statements.getByLabel("Year").selectOption(String(year));
  await statements.getByRole("button", { name: "Send the statements" }).click();
  await expect(page.getByRole("status")).toContainText(
    new RegExp(`The statements? for ${year} (is|are) on (its|their) way to \\d+ donors?`),
  );
  const mail = await mailTo(donor, since);
  expect(mail.subject).toContain(`Your ${year} giving statement from`);
  await page.goto(linkIn(mail.text, new RegExp(`^/give/statement/${year}$`)));
  await expect(page.getByRole("article")).toContainText("$75.00");
  // Pressed again: nobody gets a second one.
  await page.goto("/admin/giving");
  const again = Date.now();
  await page.getByRole("region", { name: "Year-end statements" }).getByLabel("Year").selectOption(String(year));
  await page.getByRole("button", { name: "Send the statements" }).click();
  await expect(page.getByRole("status")).toBeVisible();
  await expect(mailTo(donor, again, 4_000, [mail.messageId!])).rejects.toThrow(/No e-mail/);
});
