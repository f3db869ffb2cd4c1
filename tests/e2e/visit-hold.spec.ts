import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { church } from "./demo";
import { manageLinkOf, mailTo } from "./mail";
import { actAsClient, clientAddress, inviteByCommand, signInWithLink, staffAddress } from "./staff";
import { expectNoSeriousA11yViolations, setClock } from "./support";

/**
 * Issue 28 for plan-a-visit (docs/decisions/050): on a service with a
 * capacity, a plan holds its places for 30 minutes until the visitor confirms
 * with the e-mailed link; a hold counts while it lasts, and one never
 * confirmed lets its places go. The demo church's gatherings have no capacity,
 * so this journey gives its Spanish service three places in the server's copy
 * of the folder (the site follows the folder), on a late date no other journey
 * plans, and takes them away again at the end. Without JavaScript throughout.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });

const HELD = "Almost done: we are holding your places for 30 minutes.";
const SERVICES = () => path.join(process.env.E2E_CONTENT_DIR!, "services.yaml");
let original = "";

test.beforeAll(() => {
  original = readFileSync(SERVICES(), "utf8");
  // The Spanish gathering (the one held in Spanish), three places.
  const withCapacity = original.replace(/(\n {4}language: es\n)/, "$1    capacity: 3\n");
  expect(withCapacity).not.toBe(original);
  writeFileSync(SERVICES(), withCapacity);
});

test.afterAll(() => {
  if (original) writeFileSync(SERVICES(), original);
});

function address(name: string, testInfo: TestInfo): string {
  return `${name}.${testInfo.project.name}.${testInfo.testId.slice(0, 8)}@example.org`;
}

/** The Spanish service's dates the form offers (their option values and dates as labelled), soonest first. */
async function spanishDates(page: Page): Promise<{ value: string; label: string }[]> {
  await page.goto("/plan-visit");
  const options = await page
    .getByLabel("Which service?")
    .locator("option")
    .evaluateAll((all) =>
      all.map((option) => ({ value: (option as HTMLOptionElement).value, text: option.textContent })),
    );
  return options
    .filter((option) => option.value.endsWith("~sunday-1230"))
    .map((option) => ({ value: option.value, label: (option.text ?? "").replace(/ \(.*\)$/, "") }));
}

/** Sends the plan-a-visit form on /plan-visit as a browser without JavaScript would; the page it lands on. */
async function plan(page: Page, who: { name: string; email: string; adults: string }, service: string): Promise<Page> {
  await page.goto("/plan-visit");
  await page.getByLabel("Your name").fill(who.name);
  await page.getByLabel("E-mail").fill(who.email);
  await page.getByLabel("Adults").fill(who.adults);
  await page.getByLabel("Which service?").selectOption(service);
  await page.getByRole("button", { name: "Plan my visit" }).click();
  return page;
}

/** The answer the visit page shows once a plan is sent (it lands back on /visit). */
const answer = (page: Page) => page.getByRole("region", { name: "Plan your visit" }).getByRole("status");

/** A staff member with the least of the roles (every role sees who is coming), signed in on `page`. */
async function signedInContributor(page: Page, testInfo: TestInfo): Promise<void> {
  const link = await inviteByCommand(staffAddress(testInfo, "holds"), "contributor", "Hal Holds");
  await actAsClient(page, clientAddress(testInfo, "holds"));
  await signInWithLink(page, link);
  await expect(page.getByRole("heading", { name: "Security" })).toBeVisible();
}

async function plainPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return context.newPage();
}

test("a plan on a service with a capacity is held until confirmed from the e-mail; a hold never confirmed frees its place", async ({
  browser,
  page: visitor,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one run: it changes the server's content folder");
  const page = await plainPage(browser);
  // The site follows the folder within a few seconds: the capacity is there once one plan may not bring 11 people.
  // A retry plans two dates earlier: the first attempt's holds and plans stay where they were.
  const dates = await spanishDates(page);
  const last = dates.length - 1 - 2 * testInfo.retry;
  const [probeDate, date, dateLabel] = [dates[last - 1]!.value, dates[last]!.value, dates[last]!.label];
  await expect(async () => {
    await plan(page, { name: "Probe", email: address("probe", testInfo), adults: "11" }, probeDate);
    await expect(page.getByLabel("Adults")).toHaveAccessibleDescription(/at most 10 people/, { timeout: 500 });
  }).toPass({ timeout: 30_000 });

  // Ann plans two people: their places are held, and she is told to confirm by e-mail within 30 minutes.
  const ann = { name: "Ann Lee", email: address("ann", testInfo), adults: "2" };
  await plan(page, ann, date);
  await expect(answer(page)).toContainText(HELD);
  const [request] = await mailTo(ann.email);
  expect(request!.subject).toMatch(new RegExp(`^Please confirm your visit to ${church.name}: `));
  expect(request!.attachments.filter((part) => part.contentType.startsWith("text/calendar"))).toEqual([]);

  // While the hold lasts it counts: Ben's two people do not fit in the one place left.
  await plan(page, { name: "Ben", email: address("ben", testInfo), adults: "2" }, date);
  await expect(page.getByLabel("Which service?")).toHaveAccessibleDescription(/only 1 place left/);

  // The e-mail's link shows the hold and its time; opening it confirms nothing, the button does
  // (in Ann's own browser, with its scripts: the page is scanned at both widths).
  await visitor.goto(manageLinkOf(request!));
  await expect(visitor.getByRole("heading", { name: "Please confirm your visit" })).toBeVisible();
  await expect(visitor.getByText(/We are holding your places until \d+:\d\d [AP]M\./)).toBeVisible();
  await expectNoSeriousA11yViolations(visitor);
  await visitor.setViewportSize({ width: 375, height: 740 });
  await expectNoSeriousA11yViolations(visitor);
  await visitor.setViewportSize({ width: 1280, height: 800 });
  await visitor.getByRole("button", { name: "Confirm my visit" }).click();
  await expect(visitor.getByRole("status")).toHaveText(
    "Your visit is confirmed. Thank you! We have e-mailed you the details and a calendar invite.",
  );
  const [, confirmation] = await mailTo(ann.email, 2);
  expect(confirmation!.subject).toMatch(new RegExp(`^Your visit to ${church.name}: `));
  expect(confirmation!.attachments.some((part) => part.contentType.startsWith("text/calendar"))).toBe(true);

  // Cam holds the last place and never confirms; Dee cannot have it: the form shows the date full and
  // will not let her choose it, or (a copy of the form from before Cam's post) her post is told it is full…
  await plan(page, { name: "Cam", email: address("cam", testInfo), adults: "1" }, date);
  await expect(answer(page)).toContainText(HELD);
  const dee = { name: "Dee", email: address("dee", testInfo), adults: "1" };
  await page.goto("/plan-visit");
  const offered = page.getByLabel("Which service?").locator(`option[value="${date}"]`);
  if (await offered.isDisabled()) {
    await expect(offered).toHaveText(/full/i);
  } else {
    await plan(page, dee, date);
    await expect(page.getByLabel("Which service?")).toHaveAccessibleDescription(/That service is full/);
  }

  // The staff's list counts Ann, and shows Cam's hold apart, not counted.
  await signedInContributor(visitor, testInfo);
  await visitor.goto("/admin/visits");
  const section = visitor.getByRole("region", { name: dateLabel, exact: true });
  await expect(section.locator("caption")).toContainText("2 adults and 0 children (2 of 3 places taken)");
  await expect(section.getByRole("row").filter({ hasText: ann.email }).getByRole("rowheader")).toHaveText(ann.name);
  await expect(section.getByRole("row").filter({ hasText: "Cam" })).toHaveCount(0);
  const holds = section.getByRole("list", { name: "Waiting for their e-mail address to be confirmed" });
  await expect(holds.getByRole("listitem")).toHaveText(["Cam: 1 adult and 0 children"]);

  // …until Cam's 30 minutes have passed: the place is free again.
  await setClock(page, new Date(Date.now() + 31 * 60_000).toISOString());
  await plan(page, dee, date);
  await expect(answer(page)).toContainText(HELD);
  await page.context().close();
});
