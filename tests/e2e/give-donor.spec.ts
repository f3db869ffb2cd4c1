import { expect, test, type TestInfo } from "@playwright/test";
import { PDFParse } from "pdf-parse";
import { church } from "./demo";
import { ensureGivingTables, enqueueGiftMail, linkIn, seedGifts, seedMonthlyGift } from "./giving";
import { mailTo, noMailTo } from "./staff";
import { expectNoSeriousA11yViolations } from "./support";

/**
 * Issue 30 for donors, without an account: "Manage my giving" and the
 * year-end statement asked for by e-mail address (the same answer for an
 * address we do not know), the signed links the e-mails carry, the statement
 * as a page and as a PDF read back by a PDF reader, and the kind e-mail of a
 * failed monthly payment. The donor's history is written as the Stripe side
 * records it (tests/e2e/giving.ts); every e-mail is read from the journeys'
 * real SMTP server.
 */

test.describe.configure({ timeout: 90_000 });

const RECEIVED = "If we have gifts from that address, we have sent it a link";
const lastYear = new Date().getUTCFullYear() - 1;

function donorAddress(testInfo: TestInfo, label: string): string {
  return `${label}.${testInfo.project.name}.${testInfo.testId.slice(0, 8)}@example.org`;
}

test.beforeEach(async ({ request, baseURL }) => {
  await ensureGivingTables(request, baseURL!);
});

test("a donor asks for their link and sees their gifts and monthly gift; a stranger gets the same answer and no e-mail @widths", async ({
  page,
}, testInfo) => {
  const donor = donorAddress(testInfo, "ann");
  seedGifts([
    {
      email: donor,
      amountCents: 5000,
      feeCents: 176,
      fund: "building",
      paidAt: new Date(Date.now() - 40 * 86_400_000),
    },
    { email: donor, amountCents: 10000, frequency: "month", paidAt: new Date(Date.now() - 10 * 86_400_000) },
  ]);
  seedMonthlyGift(donor, 10000);

  const since = Date.now();
  await page.goto("/give/manage");
  await expect(page.getByRole("heading", { level: 1, name: "Manage my giving" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("E-mail address").fill("not an address");
  await page.getByRole("button", { name: "E-mail me a link" }).click();
  await expect(page.getByText("Please enter a valid e-mail address")).toBeVisible();
  await expect(page.getByLabel("E-mail address")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("E-mail address").fill(`stranger.${donor}`);
  await page.getByRole("button", { name: "E-mail me a link" }).click();
  await expect(page.getByRole("status")).toContainText(RECEIVED);
  const strangersAnswer = await page.getByRole("status").textContent();

  await page.getByLabel("E-mail address").fill(donor.toUpperCase());
  await page.getByRole("button", { name: "E-mail me a link" }).click();
  await expect(page.getByRole("status")).toHaveText(strangersAnswer!);

  const mail = await mailTo(donor, since);
  expect(mail.subject).toBe(`Your link to manage your giving at ${church.name}`);
  await noMailTo(`stranger.${donor}`, since);

  await page.goto(linkIn(mail.text, /^\/give\/my-giving$/));
  await expect(page.getByRole("heading", { level: 1, name: "My giving" })).toBeVisible();
  const gifts = page.getByRole("region", { name: "Your gifts" });
  await expect(gifts.getByRole("row")).toHaveCount(3);
  await expect(gifts.getByRole("row", { name: /Building fund \$51\.76 Received/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "Your recurring gifts" })).toContainText(
    "$100.00, every month, for General fund",
  );
  await expect(page.getByRole("button", { name: "Update card or recurring gifts" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The same page in Spanish (the signed link is the same under /es/).
  await page.goto(`/es${linkIn(mail.text, /^\/give\/my-giving$/)}`);
  await expect(page.locator("html")).toHaveAttribute("lang", /^es/);
  await expectNoSeriousA11yViolations(page);

  // An altered link opens nothing of anyone's.
  const forged = linkIn(mail.text, /^\/give\/my-giving$/).replace(/sig=[^&]+/, "sig=AAAA");
  const response = await page.goto(forged);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "This link does not work" })).toBeVisible();
  await expect(page.getByText(donor)).toHaveCount(0);
});

test("a donor's year-end statement: asked for by address and year, a printable page and a PDF @widths", async ({
  page,
  request,
}, testInfo) => {
  const donor = donorAddress(testInfo, "eva");
  seedGifts([
    {
      email: donor,
      name: "Eva Ruiz",
      amountCents: 2500,
      fund: "missions",
      paidAt: new Date(`${lastYear}-03-15T18:00:00Z`),
    },
    { email: donor, name: "Eva Ruiz", amountCents: 10000, paidAt: new Date(`${lastYear}-06-01T18:00:00Z`) },
    {
      email: donor,
      name: "Eva Ruiz",
      amountCents: 4000,
      status: "refunded",
      refundedCents: 4000,
      paidAt: new Date(`${lastYear}-07-01T18:00:00Z`),
    },
  ]);
  const since = Date.now();
  await page.goto("/give/statement");
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("E-mail address").fill(donor);
  await page.getByLabel("Year").selectOption(String(lastYear));
  await page.getByRole("button", { name: "E-mail me my statement" }).click();
  await expect(page.getByRole("status")).toContainText(RECEIVED);

  const mail = await mailTo(donor, since);
  expect(mail.subject).toBe(`Your ${lastYear} giving statement from ${church.name}`);
  await page.goto(linkIn(mail.text, new RegExp(`^/give/statement/${lastYear}$`)));
  const statement = page.getByRole("article", { name: `Statement of gifts for ${lastYear}` });
  await expect(statement).toContainText("EIN");
  await expect(statement.getByRole("row")).toHaveCount(4);
  await expect(statement.getByRole("row", { name: /Total \$125\.00/ })).toBeVisible();
  await expect(statement).toContainText("No goods or services were provided");
  await expectNoSeriousA11yViolations(page);
  await page.goto(`/es${linkIn(mail.text, new RegExp(`^/give/statement/${lastYear}$`))}`);
  await expect(page.locator("html")).toHaveAttribute("lang", /^es/);
  await expect(page.getByRole("article")).toContainText("EIN");
  await expectNoSeriousA11yViolations(page);

  const pdfPath = linkIn(mail.text, /statement\.pdf$/);
  const pdf = await request.get(pdfPath);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.headers()["cache-control"]).toBe("no-store");
  const parser = new PDFParse({ data: new Uint8Array(await pdf.body()) });
  const text = (await parser.getText()).text;
  await parser.destroy();
  expect(text).toContain(`Statement of gifts for ${lastYear}`);
  expect(text).toContain(`Donor: Eva Ruiz, ${donor}`);
  expect(text).toContain(`March 15, ${lastYear}`);
  expect(text).toContain("Missions");
  expect(text).toMatch(/Total\s+\$125\.00/);
  expect(text).not.toContain(`July 1, ${lastYear}`);
});

test("a monthly gift's failed payment: a kind e-mail, in the donor's language, whose link leads to updating the card", async ({
  page,
}, testInfo) => {
  const donor = donorAddress(testInfo, "luis");
  const recurringId = seedMonthlyGift(donor, 5000, "es");
  const [failed] = seedGifts([
    {
      email: donor,
      name: "Luis",
      amountCents: 5000,
      frequency: "month",
      recurringId,
      status: "failed",
      paidAt: new Date(),
      language: "es",
    },
  ]);
  const since = Date.now();
  enqueueGiftMail("giving.payment-failed", failed!);
  const mail = await mailTo(donor, since);
  expect(mail.subject).toBe(`Su ofrenda a ${church.name} no se pudo procesar`);
  expect(mail.text).toContain("No pudimos cobrar su ofrenda periódica de $50.00 para General fund (cada mes).");
  const link = linkIn(mail.text, /\/give\/my-giving$/);
  await page.goto(link.replace(/^\/es\//, "/"));
  await expect(page.getByRole("button", { name: /Update card|Actualizar tarjeta/ })).toBeVisible();
});

test("a paid one-time gift's receipt: what a US tax receipt needs, once, with a link to manage the giving", async ({
  page,
}, testInfo) => {
  const donor = donorAddress(testInfo, "rae");
  const [gift] = seedGifts([
    { email: donor, name: "Rae Kim", amountCents: 5000, feeCents: 176, fund: "building", paidAt: new Date() },
  ]);
  const since = Date.now();
  // What the Stripe side does when the gift is paid, told twice (a webhook and the reconciliation).
  enqueueGiftMail("giving.receipt", gift!);
  enqueueGiftMail("giving.receipt", gift!, "reconciliation");
  const mail = await mailTo(donor, since);
  expect(mail.subject).toBe(`Receipt for your gift to ${church.name}`);
  const text = mail.text ?? "";
  for (const fact of [gift!, "$51.76", "Building fund", "EIN", "No goods or services were provided by", "Rae Kim"]) {
    expect(text).toContain(fact);
  }
  await expect(mailTo(donor, since, 4_000, [mail.messageId!])).rejects.toThrow(/No e-mail/);
  await page.goto(linkIn(text, /^\/give\/my-giving$/));
  await expect(page.getByRole("region", { name: "Your gifts" })).toContainText("$51.76");
});
