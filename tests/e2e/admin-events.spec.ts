import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { churchDate, personAddress, signedInEditor } from "./registrations";
import { expectNoSeriousA11yViolations } from "./support";

/**
 * The church's own events in the editor (issue 28): an editor adds one from
 * its name and times, copies one (its sign-up settings, never its sign-ups)
 * and removes one, each published into the folder and seen on /events; an
 * event people are signed up for is not removed. Without JavaScript: plain
 * posts and a disclosure that asks first. On the editor's own server
 * (playwright.config.ts), since these publish into its content folder; each
 * journey's events carry the project's name, so the two widths never meet.
 */

test.describe.configure({ timeout: 90_000 });

const EVENTS = "/admin/content/events";
/** The day the journeys' events fall on: two months on, so /events lists them whatever day this runs. */
const DAY = churchDate(60);

/** What a visitor's /events shows: no staff cookie. */
async function publicEvents(testInfo: TestInfo): Promise<string> {
  const response = await fetch(`${testInfo.project.use.baseURL}/events`);
  expect(response.status).toBe(200);
  return (await response.text()).replaceAll("&#x27;", "'");
}

async function openEvents(page: Page): Promise<void> {
  await page.goto(EVENTS);
  await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
}

/** Publish from the editor, which the add and copy forms open on the new event's draft. */
async function publishDraft(page: Page, name: string): Promise<void> {
  await expect(page.getByRole("heading", { name: `Edit ${name}` })).toBeVisible();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published: the site shows it now.")).toBeVisible();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an editor adds an event, copies one and removes one, and /events follows; one with sign-ups stays", async ({
    page,
  }, testInfo) => {
    const suffix = `${testInfo.project.name}${testInfo.retry ? `-${testInfo.retry}` : ""}`;
    await signedInEditor(page, testInfo);
    await page.goto("/admin/content");
    await page.getByRole("link", { name: "The church's own events: add, copy or remove them" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();

    // Add: without a name, then with a name whose file exists, each refused beside the name; then added.
    const add = page.getByRole("form", { name: "Add an event" });
    await add.getByRole("button", { name: "Add the event" }).click();
    await expect(page.getByRole("alert")).toHaveText("Give the event a name.");
    await page.getByRole("form", { name: "Add an event" }).getByLabel("Name").fill("Parenting Class");
    await page.getByLabel("Starts").fill(`${DAY}T17:30`);
    await page.getByRole("button", { name: "Add the event" }).click();
    await expect(page.getByRole("alert")).toContainText("There is already an event with the file name parenting-class");
    await expect(page.getByRole("form", { name: "Add an event" }).getByLabel("Name")).toHaveValue("Parenting Class");

    const supper = `Harvest Supper ${suffix}`;
    await page.getByRole("form", { name: "Add an event" }).getByLabel("Name").fill(supper);
    await page.getByLabel("Starts").fill(`${DAY}T17:30`);
    await page.getByLabel("Ends (optional)").fill(`${DAY}T20:00`);
    await page.getByRole("button", { name: "Add the event" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/edit/events/harvest-supper-${suffix}\\.yaml$`));
    expect(await publicEvents(testInfo)).not.toContain(supper);
    await publishDraft(page, supper);
    expect(await publicEvents(testInfo)).toContain(supper);

    // Copy: the parenting class under a name of its own, its sign-up settings kept; published, it takes sign-ups.
    const copy = `Parenting Class ${suffix}`;
    await openEvents(page);
    const copyForm = page.getByRole("form", { name: "Copy an event" });
    await copyForm.getByLabel("Event to copy").selectOption({ label: "Parenting Class" });
    await copyForm.getByLabel("Name of the copy (optional)").fill(copy);
    await copyForm.getByRole("button", { name: "Copy the event" }).click();
    await publishDraft(page, copy);
    expect(await publicEvents(testInfo)).toContain(copy);

    await openEvents(page);
    const copyRow = page.getByRole("row", { name: new RegExp(copy) });
    await expect(copyRow.getByRole("cell", { name: "None" })).toBeVisible();

    const visitor = await page.context().browser()!.newContext({ baseURL: testInfo.project.use.baseURL });
    const parent = await visitor.newPage();
    await parent.goto(`/events/parenting-class-${suffix}/sign-up`);
    await parent.getByLabel("Your name").fill("Lena Park");
    await parent.getByLabel("Your e-mail address").fill(personAddress("lena", testInfo));
    await parent.getByRole("group", { name: "Person 1" }).getByLabel("Name").fill("Lena Park");
    await parent.getByRole("button", { name: "Sign up" }).click();
    await expect(parent).toHaveURL(/\?result=held$/);
    await visitor.close();

    // With a place held, the copy is not removed: its row says why, and offers no removal.
    await openEvents(page);
    await expect(copyRow.getByRole("cell", { name: "1 holds or waits for a place" })).toBeVisible();
    await expect(copyRow).toContainText("Cannot be removed while people hold or wait for places.");
    await expect(copyRow.getByRole("button", { name: `Remove ${copy}` })).toHaveCount(0);
    // The removal posted all the same, as an older copy of the page would: refused, saying how many.
    const crafted = await page.request.post(EVENTS, {
      headers: { origin: new URL(testInfo.project.use.baseURL!).origin },
      form: { intent: "remove", file: `events/parenting-class-${suffix}.yaml`, base: "any" },
    });
    expect(crafted.status()).toBe(409);
    expect((await crafted.text()).replaceAll("&#x27;", "'")).toContain(
      `Not removed: ${copy} has 1 sign-up that holds or waits for a place. Cancel them first, or change the event instead.`,
    );
    expect(await publicEvents(testInfo)).toContain(copy);

    // Remove: a disclosure asks first; the event leaves /events and is in the History.
    const supperRow = page.getByRole("row", { name: new RegExp(supper) });
    await supperRow.getByText("Remove…").click();
    await expect(supperRow).toContainText(
      `Remove ${supper} from the site? It stays in the History and can be restored.`,
    );
    await supperRow.getByRole("button", { name: `Remove ${supper}` }).click();
    await expect(page.getByText(`Removed events/harvest-supper-${suffix}.yaml.`)).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(supper) })).toHaveCount(0);
    expect(await publicEvents(testInfo)).not.toContain(supper);
    expect(await publicEvents(testInfo)).toContain(copy);
    await page.goto("/admin/history");
    await expect(page.getByRole("link", { name: `Removed events/harvest-supper-${suffix}.yaml` })).toBeVisible();
  });

  test("a contributor adds an event as a draft to send for review, and removes none", async ({ page }, testInfo) => {
    const name = `Prayer Breakfast ${testInfo.project.name}${testInfo.retry ? `-${testInfo.retry}` : ""}`;
    await signedInEditor(page, testInfo, "contributor");
    await openEvents(page);
    await expect(page.getByText("Remove…")).toHaveCount(0);
    await page.getByRole("form", { name: "Add an event" }).getByLabel("Name").fill(name);
    await page.getByLabel("Starts").fill(`${DAY}T08:00`);
    await page.getByRole("button", { name: "Add the event" }).click();
    await expect(page.getByRole("heading", { name: `Edit ${name}` })).toBeVisible();
    await expect(page.getByRole("button", { name: "Publish" })).toHaveCount(0);
    await page.getByRole("button", { name: "Send for review" }).click();
    await expect(page.getByText(/Sent for review/)).toBeVisible();
    expect(await publicEvents(testInfo)).not.toContain(name);
  });
});

test("the events screen passes an accessibility scan: the list, a refused form, the question before removing @widths", async ({
  page,
}, testInfo) => {
  await signedInEditor(page, testInfo);
  await openEvents(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Add the event" }).click();
  await expect(page.getByRole("alert")).toHaveText("Give the event a name.");
  await page
    .getByRole("row", { name: /Parenting Class/ })
    .first()
    .getByText("Remove…")
    .click();
  await expectNoSeriousA11yViolations(page);
});
