import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { readFileSync } from "node:fs";
import { manageLinkOf, mailTo } from "./mail";
import { clientAddress, actAsClient, inviteByCommand, signInWithLink, staffAddress } from "./staff";
import { expectNoSeriousA11yViolations } from "./support";

/**
 * Issue 19, "for the church": a visitor plans a visit on the website, and a
 * staff member (a contributor: every role sees the list, for check-in) finds
 * them under the right service in /admin/visits with the children's ages, and
 * in the CSV download. A cancelled plan is not on the list. Runs on the real
 * clock, as plan-visit.spec.ts does.
 */

// A visitor's plan, a cancellation, a sign-in and two downloads: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

const PLANNED = "We have e-mailed you a confirmation";

interface Visitor {
  name: string;
  email: string;
  adults: string;
  childrenAges: string;
  phone?: string;
}

/** A unique address per test and width, so each journey finds its own guests and e-mails. */
function visitorAddress(name: string, testInfo: TestInfo): string {
  return `${name}.${testInfo.project.name}.${testInfo.testId.slice(0, 8)}@example.org`;
}

/**
 * Plans the first service offered on /visit with the section's form, in a browser without JavaScript
 * (the quickest way to a stored plan, as in visit-manage.spec.ts); the service's label, as the option
 * showed it without its places note.
 */
async function planFirstService(browser: Browser, visitor: Visitor): Promise<string> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto("/visit");
    const form = page.getByRole("region", { name: "Plan your visit" });
    await form.getByLabel("Your name").fill(visitor.name);
    await form.getByLabel("E-mail").fill(visitor.email);
    if (visitor.phone) await form.getByLabel("Phone").fill(visitor.phone);
    await form.getByLabel("Adults").fill(visitor.adults);
    await form.getByLabel("Children's ages").fill(visitor.childrenAges);
    const option = form.getByLabel("Which service?").locator("option:not([disabled])").first();
    const label = ((await option.textContent()) ?? "").replace(/ \(.*\)$/, "");
    expect(label).toMatch(/^\w+, \w+ \d+, \d{4} at \d+:\d\d [AP]M$/);
    await form.getByLabel("Which service?").selectOption({ index: 1 });
    await form.getByRole("button", { name: "Plan my visit" }).click();
    await expect(form.getByRole("status")).toContainText(PLANNED);
    return label;
  } finally {
    await context.close();
  }
}

/** A staff member with the least of the roles, signed in on `page` through the `admin:invite` command's link. */
async function signedInContributor(page: Page, testInfo: TestInfo): Promise<void> {
  const link = await inviteByCommand(staffAddress(testInfo, "check-in"), "contributor", "Cora Check-in");
  await actAsClient(page, clientAddress(testInfo, "contributor"));
  await signInWithLink(page, link);
  await expect(page.getByRole("heading", { name: "Security" })).toBeVisible();
}

/** The service's count in its table's caption must be the sum of its rows (other journeys' guests are there too). */
async function expectCountsMatchRows(service: ReturnType<Page["getByRole"]>): Promise<void> {
  const caption = (await service.locator("caption").textContent()) ?? "";
  const counted = /: (\d+) adults? and (\d+) child(?:ren)?/.exec(caption);
  expect(counted, caption).not.toBeNull();
  const rows = service.locator("tbody tr");
  const adults = (await rows.locator('td[data-label="Adults"]').allTextContents()).map(Number);
  const ages = await rows.locator('td[data-label="Children’s ages"]').allTextContents();
  const children = ages.map((text) => (text === "None" ? 0 : text.split(", ").length));
  expect([Number(counted![1]), Number(counted![2])]).toEqual([
    adults.reduce((sum, count) => sum + count, 0),
    children.reduce((sum, count) => sum + count, 0),
  ]);
}

test("a family's plan is under its service with the children's ages, in the page and the CSV; a cancelled plan is not @desktop", async ({
  page,
  browser,
}, testInfo) => {
  const family: Visitor = {
    name: "Rosa Alvarez",
    email: visitorAddress("rosa", testInfo),
    adults: "2",
    childrenAges: "4 and 7",
    phone: "805 555 0142",
  };
  const cancelled: Visitor = {
    name: "Carl Cancel",
    email: visitorAddress("carl", testInfo),
    adults: "1",
    childrenAges: "9",
  };
  const service = await planFirstService(browser, family);
  expect(await planFirstService(browser, cancelled)).toBe(service);
  // Carl cancels from his confirmation's link.
  const [confirmation] = await mailTo(cancelled.email);
  await page.goto(manageLinkOf(confirmation!));
  await page.getByRole("region", { name: "Cannot come?" }).getByRole("button", { name: "Cancel my visit" }).click();
  await expect(page.getByRole("heading", { name: "This visit is cancelled" })).toBeVisible();

  await signedInContributor(page, testInfo);
  await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Who’s coming" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Who’s coming" })).toBeVisible();
  const section = page.getByRole("region", { name: service, exact: true });
  // The caption names the service (the Sunday gathering, or a season's service that stands for it) and its count.
  const caption = (await section.locator("caption").textContent()) ?? "";
  const serviceName = /^(.+): \d+ adults? and \d+ child/.exec(caption)?.[1];
  expect(serviceName, caption).toBeTruthy();
  const row = section.getByRole("row").filter({ hasText: family.email });
  await expect(row.getByRole("rowheader")).toHaveText(family.name);
  await expect(row.getByRole("cell")).toHaveText(["2", "4, 7", family.email, family.phone!, "Yes"]);
  await expect(page.getByRole("row").filter({ hasText: cancelled.email })).toHaveCount(0);
  await expectCountsMatchRows(section);

  // This service's list as a file.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    section.getByRole("link", { name: "Download this service’s list (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^whos-coming-\d{4}-\d\d-\d\dT\d\d-\d\d-[\w-]+\.csv$/);
  const rows = parse(readFileSync((await download.path())!), { columns: true }) as Record<string, string>[];
  expect(new Set(rows.map((csvRow) => csvRow.when))).toEqual(new Set([service]));
  expect(rows.filter((csvRow) => csvRow.email === family.email)).toEqual([
    expect.objectContaining({
      service: serviceName,
      when: service,
      name: family.name,
      phone: family.phone,
      adults: "2",
      children: "2",
      "children's ages": "4, 7",
    }),
  ]);
  expect(rows.some((csvRow) => csvRow.email === cancelled.email)).toBe(false);

  // The whole list: an attachment never kept by a cache, holding the family too.
  const whole = await page.request.get("/admin/visits.csv");
  expect(whole.status()).toBe(200);
  expect(whole.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(whole.headers()["content-disposition"]).toMatch(
    /^attachment; filename="whos-coming-from-\d{4}-\d\d-\d\d\.csv"$/,
  );
  expect(whole.headers()["cache-control"]).toBe("no-store");
  const wholeRows = parse(await whole.text(), { columns: true }) as Record<string, string>[];
  expect(wholeRows.filter((csvRow) => csvRow.email === family.email)).toEqual([
    expect.objectContaining({ when: service, "children's ages": "4, 7" }),
  ]);
});

test("signed out, neither the list nor its CSV shows anything: the sign-in page instead @desktop", async ({
  request,
}) => {
  for (const path of ["/admin/visits", "/admin/visits.csv"]) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers()["location"]).toBe(`/admin/sign-in?next=${encodeURIComponent(path)}`);
    expect(await answer.text()).not.toContain("@example.org");
  }
});

// At both widths: /admin/visits is not in the site map that accessibility.spec.ts scans.
test("the list with a guest on it is accessible @widths", async ({ page, browser }, testInfo) => {
  const email = visitorAddress("axe", testInfo);
  const service = await planFirstService(browser, { name: "Ada Axe", email, adults: "1", childrenAges: "3" });
  await signedInContributor(page, testInfo);
  await page.goto("/admin/visits");
  await expect(
    page.getByRole("region", { name: service, exact: true }).getByRole("row").filter({ hasText: email }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
