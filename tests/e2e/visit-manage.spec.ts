import { expect, test, type Browser, type Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { calendarInvite } from "../support/mail-parts";
import { church } from "./demo";
import { manageLinkOf, mailTo } from "./mail";
import { expectNoSeriousA11yViolations, setClock } from "./support";

/**
 * Issue 19: the visit e-mails' signed link leads to a page where the visitor
 * changes the date or cancels, without signing in. A forged link, or one for
 * a visit that has begun, changes nothing and says so. Runs on the real clock
 * (the site sends no e-mail for a service that has begun).
 */

function address(name: string, testInfo: { project: { name: string }; testId: string }): string {
  return `${name}.${testInfo.project.name}.${testInfo.testId.slice(0, 8)}@example.org`;
}

/** Plans the first Sunday offered with the section's form, as without JavaScript, and returns the confirmation. */
async function planFirstSunday(page: Page, email: string): Promise<ParsedMail> {
  await page.goto("/visit");
  const form = page.getByRole("region", { name: "Plan your visit" });
  await form.getByLabel("Your name").fill("Ann Lee");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Children's ages").fill("6");
  await form.getByLabel("Which service?").selectOption({ index: 1 });
  await form.getByRole("button", { name: "Plan my visit" }).click();
  await expect(form.getByRole("status")).toContainText("We have e-mailed you a confirmation");
  const [confirmation] = await mailTo(email);
  return confirmation!;
}

/** Plans the first Sunday in a browser without JavaScript (the quickest way to a confirmation on a busy machine). */
async function planInPlainBrowser(browser: Browser, email: string): Promise<ParsedMail> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    return await planFirstSunday(await context.newPage(), email);
  } finally {
    await context.close();
  }
}

// At both widths: the only scans of /my-visit changed and cancelled (not in the site map that accessibility.spec.ts scans).
test("from the e-mail's link, the visitor moves the visit to another Sunday, then cancels it; each e-mail updates the same calendar entry @widths", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const email = address("ann", testInfo);
  // Planned (with and without JavaScript) in plan-visit.spec.ts; here the quickest way to a confirmation.
  const confirmation = await planInPlainBrowser(browser, email);
  const link = manageLinkOf(confirmation);

  await page.goto(link);
  await expect(page).toHaveTitle(/Your visit/);
  const plan = page.getByRole("region", { name: "Your plan, Ann Lee" });
  await expect(plan).toContainText("1 adult and 1 child (age 6)");

  const change = page.getByRole("region", { name: "Come on another day" });
  const next = (await change.getByLabel("Which service?").locator("option").nth(1).textContent()) ?? "";
  await change.getByLabel("Which service?").selectOption({ label: next });
  await change.getByRole("button", { name: "Change my visit" }).click();
  const label = next.replace(/ \(.*\)$/, "");
  await expect(page.getByRole("status")).toHaveText(
    `Your visit is now on ${label}. We have e-mailed you the new details and an updated calendar invite.`,
  );
  await expect(plan).toContainText(label);
  // The page as first opened, with the answer to the change above it.
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("region", { name: "Cannot come?" }).getByRole("button", { name: "Cancel my visit" }).click();
  await expect(page.getByRole("heading", { name: "This visit is cancelled" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText(`Your visit on ${label} is cancelled.`);
  await expect(page.getByRole("button", { name: "Cancel my visit" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const mails = await mailTo(email, 3);
  expect(mails.map((mail) => mail.subject)).toEqual([
    confirmation.subject,
    `Your visit to ${church.name} is now ${label}`,
    `Cancelled: your visit to ${church.name} on ${label}`,
  ]);
  const invites = mails.map((mail) => calendarInvite(mail)!);
  expect(invites.map((invite) => [invite.method, invite.sequence])).toEqual([
    ["PUBLISH", 0],
    ["PUBLISH", 1],
    ["CANCEL", 2],
  ]);
  expect(new Set(invites.map((invite) => invite.uid)).size).toBe(1);
});

// At both widths: /my-visit is not in the site map that accessibility.spec.ts scans.
test("a forged link shows no plan, says so kindly, and the page is accessible @widths", async ({ page }) => {
  // No plan is needed to see it: the signature is checked before anything is looked up.
  const answer = await page.goto(`/my-visit?visit=made-up-visit&sig=${"A".repeat(43)}`);
  expect(answer?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "This link does not work" })).toBeVisible();
  await expect(page.getByText("nothing was changed")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("a forged link for a real plan shows nothing of it and changes nothing", async ({ page, browser }, testInfo) => {
  test.slow();
  const link = manageLinkOf(await planInPlainBrowser(browser, address("forged", testInfo)));
  const url = new URL(link, "http://site.invalid");
  const visit = url.searchParams.get("visit") ?? "";
  const forged = `/my-visit?visit=${visit}&sig=${"A".repeat(43)}`;

  const answer = await page.goto(forged);
  expect(answer?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "This link does not work" })).toBeVisible();
  await expect(page.getByText("Ann Lee")).toHaveCount(0);

  // A cancellation sent with the forged signature, as a form on this site would send it.
  const refused = await page.request.post(forged, {
    form: { visit, sig: "A".repeat(43), intent: "cancel" },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(403);
  await page.goto(link);
  await expect(page.getByRole("button", { name: "Cancel my visit" })).toBeVisible();
});

test("a link for a visit that has begun changes nothing and says so kindly", async ({ page, browser }, testInfo) => {
  test.slow();
  const link = manageLinkOf(await planInPlainBrowser(browser, address("past", testInfo)));
  // Eight days on, the first Sunday offered has passed.
  await setClock(page, new Date(Date.now() + 8 * 24 * 3600_000).toISOString());
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "This visit has already taken place" })).toBeVisible();
  await expect(page.getByText("nothing was changed")).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel my visit" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // A cancellation sent anyway (a page left open): still nothing changes.
  const url = new URL(link, "http://site.invalid");
  await page.request.post(link, {
    form: { visit: url.searchParams.get("visit") ?? "", sig: url.searchParams.get("sig") ?? "", intent: "cancel" },
    headers: {
      origin: new URL(page.url()).origin,
      "x-test-now": new Date(Date.now() + 8 * 24 * 3600_000).toISOString(),
    },
    maxRedirects: 0,
  });
  await page.setExtraHTTPHeaders({});
  await page.goto(link);
  await expect(page.getByRole("button", { name: "Cancel my visit" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the link's page changes and cancels with plain forms", async ({ page }, testInfo) => {
    test.slow();
    const email = address("nojs", testInfo);
    const link = manageLinkOf(await planFirstSunday(page, email));
    await page.goto(link);
    const change = page.getByRole("region", { name: "Come on another day" });
    await change.getByLabel("Which service?").selectOption({ index: 2 });
    await change.getByRole("button", { name: "Change my visit" }).click();
    await expect(page.getByRole("status")).toContainText("Your visit is now on");
    await page.getByRole("button", { name: "Cancel my visit" }).click();
    await expect(page.getByRole("heading", { name: "This visit is cancelled" })).toBeVisible();
    expect(await mailTo(email, 3)).toHaveLength(3);
  });
});
