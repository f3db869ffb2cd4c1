import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, setClock, waitForElements } from "./support";

const CHURCH = "Redwood Coast Church";

// The invitation journeys run a month before Easter 2027 (Sunday, March 28) and
// Christmas Eve 2026; what the pages say once the day has passed is at the end.
const BEFORE_EASTER_2027 = "2027-03-01T10:00:00-08:00";
const BEFORE_CHRISTMAS_2026 = "2026-12-01T10:00:00-08:00";

test.beforeEach(async ({ page }) => {
  await setClock(page, BEFORE_EASTER_2027);
});

const easterSections = [
  `Easter Sunday at ${CHURCH}`,
  "On Sunday, March 28, 2027 we are celebrating Easter with all sorts of FUN!",
  "This event is 100% free and everyone is welcome.",
  "What's happening",
  "Service times",
  "Experience God. Find your people.",
  "No Awkward First Visits",
  "You are welcome here",
  "Easter at Redwood Coast",
  "A note from our pastor",
  "Test Drive A Sermon",
  "RC Kids on Easter",
  "Need Directions?",
];

async function regionNames(page: Page): Promise<string[]> {
  const regions = page.getByRole("main").getByRole("region");
  const names: string[] = [];
  for (const region of await regions.all()) {
    const labelledBy = await region.getAttribute("aria-labelledby");
    names.push(labelledBy ? ((await page.locator(`[id="${labelledBy}"]`).textContent()) ?? "") : "");
  }
  return names;
}

test("easter: the 13 sections in order, then the plan-your-visit section", async ({ page }) => {
  await page.goto("/easter");
  await expect(page).toHaveTitle(`${CHURCH}: Easter`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(`Easter Sunday at ${CHURCH}`);
  await expect(main.getByText("Sunday, March 28, 2027", { exact: true })).toBeVisible();
  await expect(main.getByText("9:00 + 10:30AM", { exact: true })).toBeVisible();
  expect(await regionNames(page)).toEqual([...easterSections, "Plan your visit"]);

  const fun = main.getByRole("region", { name: easterSections[1] });
  await expect(fun.getByRole("listitem")).toHaveText([
    "A meaningful message of hope and love",
    "Inspiring music",
    "An Easter egg hunt",
    "Lots of candy",
    "A giant donut wall",
    "A photo backdrop",
  ]);
  const times = main.getByRole("region", { name: "Service times" });
  await expect(times).toContainText("Sunday, March 28, 2027 at 9:00 + 10:30AM");
  await expect(times).toContainText("San Luis Obispo, CA");
  await expect(times.getByRole("link", { name: "(805) 555-0142" })).toHaveAttribute("href", "tel:+18055550142");
  await expect(main.getByRole("region", { name: "No Awkward First Visits" }).getByRole("listitem")).toHaveCount(5);

  // SPEC 2.21: every "Plan your visit now" goes to the in-page anchor.
  const planLinks = main.getByRole("link", { name: /^Plan your visit( now)?$/i });
  expect(await planLinks.count()).toBeGreaterThanOrEqual(5);
  for (const link of await planLinks.all()) await expect(link).toHaveAttribute("href", "#plan-visit");
  await expectNoSeriousA11yViolations(page);
});

test("easter: a gallery of 8 photos and 3 sample sermons that load only on request", async ({ page }) => {
  await page.goto("/easter");
  const main = page.getByRole("main");
  const gallery = main.getByRole("region", { name: "Easter at Redwood Coast" }).getByRole("img");
  await expect(gallery).toHaveCount(8);
  for (const image of await gallery.all()) {
    await expect(image).toHaveAttribute("loading", "lazy");
    await expect(image).toHaveAttribute("alt", /\w/);
  }

  const sermons = main.getByRole("region", { name: "Test Drive A Sermon" });
  await expect(sermons.getByRole("heading", { level: 3 })).toHaveText([
    "Vision Sunday",
    "Sent & Sown: Sent with Abundance",
    "Foundations: Renovated Lives",
  ]);
  await expect(sermons.getByRole("listitem")).toHaveCount(3);
  for (const item of await sermons.getByRole("listitem").all())
    await expect(item.getByRole("paragraph")).not.toBeEmpty();
  await expect(sermons.locator("iframe")).toHaveCount(0);

  await waitForElements(page);
  await sermons.getByRole("link", { name: "Play video: Vision Sunday" }).click();
  await expect(sermons.locator("iframe[title='Vision Sunday']")).toHaveAttribute("src", /player\.vimeo\.com/);
  await expect(sermons.locator("iframe")).toHaveCount(1);
});

test("easter: the plan-your-visit dialog works from the keyboard", async ({ page }) => {
  await page.goto("/easter");
  await waitForElements(page);
  const opener = page.getByRole("main").getByRole("link", { name: "Plan your visit now" }).first();
  await opener.focus();
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog", { name: "Plan your visit" });
  await expect(dialog).toBeVisible();
  await expect(page).not.toHaveURL(/#plan-visit/);
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }

  await expect(dialog.getByLabel("Your name")).toBeVisible();
  await expect(dialog.getByLabel("E-mail")).toHaveAttribute("type", "email");
  await expect(dialog.getByLabel("Phone (optional)")).not.toHaveAttribute("required");
  await expect(dialog.getByLabel("Which service?").locator("option:not([disabled])")).toHaveText([
    "9:00 AM",
    "10:30 AM",
  ]);
  await expect(dialog.getByLabel("Number of children (optional)")).toHaveAttribute("type", "number");
  await expect(dialog.getByLabel("Their ages (optional)")).toBeVisible();
  await expect(dialog.locator("input[name='season']")).toHaveValue("/easter");
  // No per-visitor token in the page (it is cacheable): the post is protected by the browser's Origin (decision 016).
  await expect(dialog.locator("input[name='xsrf']")).toHaveCount(0);
  const honeypot = dialog.locator("input[name='website']");
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  await expect(honeypot).toHaveValue("");
  await expect(dialog.locator("[aria-hidden='true'] input[name='website']")).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // The close button closes it too, and focus returns again.
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("easter: the dialog's form posts in the background and shows the answer", async ({ page }) => {
  await page.goto("/easter");
  await waitForElements(page);
  await page.getByRole("main").getByRole("link", { name: "Plan your visit now" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Plan your visit" });
  await dialog.getByLabel("Your name").fill("Pat Example");
  await dialog.getByLabel("E-mail").fill("pat@example.com");
  await dialog.getByLabel("Which service?").selectOption("10:30 AM");
  const posted = page.waitForRequest(
    (request) => request.method() === "POST" && new URL(request.url()).pathname.startsWith("/plan-visit"),
  );
  await dialog.getByRole("button", { name: "Plan my visit" }).click();
  const body = (await posted).postData() ?? "";
  const fields = new URLSearchParams(body);
  expect(fields.get("name")).toBe("Pat Example");
  expect(fields.get("service")).toBe("2027-03-28T10:30");
  expect(fields.get("season")).toBe("/easter");
  expect(fields.get("website")).toBe("");
  // The server's answer, success or not, is shown inside the dialog, which stays open.
  await expect(dialog.getByRole("status").or(dialog.getByRole("alert"))).not.toBeEmpty();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/easter$/);
});

test("easter without JavaScript: the plan-your-visit anchor is a plain section with the form", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await setClock(page, BEFORE_EASTER_2027);
  await page.goto("/easter");
  await page.getByRole("link", { name: "Plan your visit now" }).first().click();
  await expect(page).toHaveURL(/#plan-visit$/);
  const section = page.getByRole("region", { name: "Plan your visit" });
  await expect(section.getByLabel("Your name")).toBeInViewport();
  await expect(section.getByLabel("Which service?")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const form = section.locator("form");
  await expect(form).toHaveAttribute("method", "post");
  await expect(form).toHaveAttribute("action", "/plan-visit");
  await expect(form.locator("input[name='xsrf']")).toHaveCount(0);

  await page.goto("/easter?visit=received#plan-visit");
  await expect(section.getByRole("status")).toContainText("We have your visit plan");
  await context.close();
});

test("christmas eve: date, times, free, plan links, pastor's note, 3 sermons, kids and directions", async ({
  page,
}) => {
  await setClock(page, BEFORE_CHRISTMAS_2026);
  await page.goto("/christmas");
  await expect(page).toHaveTitle(`${CHURCH}: Christmas Eve`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(`Christmas Eve at ${CHURCH}`);
  await expect(main.getByText("Thursday, December 24, 2026", { exact: true })).toBeVisible();
  await expect(main.getByText("4:30 and 6 PM", { exact: true })).toBeVisible();
  await expect(main.getByRole("heading", { name: /100% free/ })).toBeVisible();
  await expect(main.getByText(/candlelight service/)).toBeVisible();
  await expect(main.getByRole("link", { name: "(805) 555-0142" })).toHaveAttribute("href", "tel:+18055550142");
  await expect(main.getByRole("region", { name: "A note from our pastor" }).getByRole("img")).toHaveCount(1);
  await expect(main.getByRole("region", { name: "Test Drive A Sermon" }).getByRole("listitem")).toHaveCount(3);
  await expect(main.getByRole("region", { name: "RC Kids on Christmas Eve" })).toBeVisible();
  await expect(main.getByRole("region", { name: "Need Directions?" })).toBeVisible();
  const planLinks = main.getByRole("link", { name: /^Plan your visit( now)?$/i });
  expect(await planLinks.count()).toBeGreaterThanOrEqual(5);
  for (const link of await planLinks.all()) await expect(link).toHaveAttribute("href", "#plan-visit");
  await expectNoSeriousA11yViolations(page);

  await waitForElements(page);
  await planLinks.first().click();
  const dialog = page.getByRole("dialog", { name: "Plan your visit" });
  await expect(dialog.getByLabel("Which service?").locator("option:not([disabled])")).toHaveText([
    "4:30 PM",
    "6:00 PM",
  ]);
  await expect(dialog.locator("input[name='season']")).toHaveValue("/christmas");
});

test("easter in November 2026: says kindly that Easter has passed and points to next Sunday and the visit page", async ({
  page,
}) => {
  await setClock(page, "2026-11-22T14:00:00-08:00"); // a Sunday afternoon, after the service
  await page.goto("/easter");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(`Easter Sunday at ${CHURCH}`);
  await expect(main.getByText("Easter was on Sunday, April 5, 2026.", { exact: true })).toBeVisible();
  await expect(
    main.getByText(
      /^Thank you to everyone .* Join us on Sunday, November 29, 2026 at 10:30 AM\. Next Easter: Sunday, March 28, 2027\.$/,
    ),
  ).toBeVisible();
  // No invitation to the past date: no "April 20", no service times, no plan-a-visit form for Easter.
  await expect(main).not.toContainText("April 20");
  await expect(main.getByRole("region", { name: "Service times" })).toHaveCount(0);
  await expect(main.getByRole("region", { name: "Plan your visit" })).toHaveCount(0);
  await expect(main.getByLabel("Which service?")).toHaveCount(0);
  const planLinks = main.getByRole("link", { name: /^Plan your visit( now)?$/i });
  expect(await planLinks.count()).toBeGreaterThanOrEqual(2);
  for (const link of await planLinks.all()) await expect(link).toHaveAttribute("href", "/visit");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /has passed/);
  await expectNoSeriousA11yViolations(page);

  await planLinks.first().click();
  await expect(page).toHaveURL(/\/visit$/);
});

test("christmas eve after the last service: the page has moved on to next Sunday", async ({ page }) => {
  await setClock(page, "2026-12-24T19:00:00-08:00");
  await page.goto("/christmas");
  const main = page.getByRole("main");
  await expect(main.getByText("Christmas Eve was on Thursday, December 24, 2026.", { exact: true })).toBeVisible();
  await expect(
    main.getByText(
      /Join us on Sunday, December 27, 2026 at 10:30 AM\. Next Christmas Eve: Friday, December 24, 2027\.$/,
    ),
  ).toBeVisible();
  await expect(main.getByLabel("Which service?")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
