import { gzipSync } from "node:zlib";
import { expect, type Page, test } from "@playwright/test";
import { mailTo } from "./mail";
import { expectNoSeriousA11yViolations, holdScripts, isPhone, waitForElements } from "./support";

/**
 * Issue 38: "a parent with one child sees six empty person blocks on a
 * phone". With JavaScript the summer camp's form (six people at most) shows
 * one person and an "Add a person" button up to the limit, every block already
 * filled stays in sight, and the page loads a script of its own rather than a
 * bigger one for every page; without JavaScript, the six blocks as before.
 */

const CAMP = "/events/summer-day-camp/sign-up";
const people = (page: Page, word = "Person") => page.getByRole("group", { name: new RegExp(`^${word} \\d$`) });

let visitor = 0;
async function asNewVisitor(page: Page): Promise<void> {
  visitor += 1;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.51.100.${(visitor % 250) + 1}` });
  // A phone as the parent held it: 390 px wide.
  if (isPhone(page)) await page.setViewportSize({ width: 390, height: 844 });
}

test("a parent adds and removes people by keyboard, up to the camp's six, and signs up two @widths", async ({
  page,
}, testInfo) => {
  await asNewVisitor(page);
  await page.goto(CAMP);
  await waitForElements(page);
  await expect(people(page)).toHaveCount(1);
  await expect(page.getByText("Up to 6 people: add each one with the button below.")).toBeVisible();
  const add = page.getByRole("button", { name: "Add a person (2 of 6)" });
  await expect(add).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Keyboard only: the button adds Person 2, and focus is in its first field.
  await page.getByRole("group", { name: "Person 1" }).getByLabel("Name").fill("Mia Ruiz");
  await add.focus();
  await page.keyboard.press("Enter");
  const second = page.getByRole("group", { name: "Person 2" });
  await expect(second.getByLabel(/^Name/)).toBeFocused();
  await page.keyboard.type("Leo Ruiz");
  await page.getByRole("button", { name: "Add a person (3 of 6)" }).press("Enter");
  await expect(page.getByRole("group", { name: "Person 3" }).getByLabel(/^Name/)).toBeFocused();
  await page.keyboard.type("Eva Ruiz");

  // Person 2 leaves: Eva moves up to Person 2, and focus goes to the button, whose name says how many now.
  await page.getByRole("button", { name: "Remove person 2" }).press("Space");
  await expect(page.getByRole("button", { name: "Add a person (3 of 6)" })).toBeFocused();
  await expect(people(page)).toHaveCount(2);
  await expect(second.getByLabel(/^Name/)).toHaveValue("Eva Ruiz");

  // Up to the limit, then no button.
  for (const next of [3, 4, 5, 6])
    await page.getByRole("button", { name: `Add a person (${next} of 6)` }).press("Enter");
  await expect(people(page)).toHaveCount(6);
  await expect(page.getByRole("button", { name: /^Add a person/ })).toHaveCount(0);
  await expect(page.getByRole("group", { name: "Person 6" }).getByLabel(/^Name/)).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  for (const last of [6, 5, 4, 3]) await page.getByRole("button", { name: `Remove person ${last}` }).click();
  await expect(people(page)).toHaveCount(2);

  // The post carries the two people shown, and nothing of the blocks removed.
  const email = `ana.${testInfo.project.name}.${testInfo.testId.slice(0, 8)}@example.org`;
  await page.getByLabel("Your name").fill("Ana Ruiz");
  await page.getByLabel("Your e-mail address").fill(email);
  await page.getByLabel("T-shirt size").selectOption("Kids M");
  await page
    .getByRole("group", { name: /May we take photos/ })
    .getByLabel("Yes")
    .check();
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\?result=held$/);
  const [mail] = await mailTo(email);
  expect(mail!.text).toMatch(/signing\s+up\s+2\s+people\s+for\s+Kids'\s+Summer/);
});

test("a form sent back with a problem, or filled before the script arrived, keeps every filled person in sight", async ({
  page,
}) => {
  await asNewVisitor(page);
  // Typed while the script was on its way: the third person's name stays, with the two before it.
  const release = await holdScripts(page);
  await page.goto(CAMP, { waitUntil: "commit" });
  await page.getByRole("group", { name: "Person 3" }).getByLabel(/^Name/).fill("Eva Ruiz");
  release();
  await waitForElements(page);
  await expect(people(page)).toHaveCount(3);
  await expect(page.getByRole("group", { name: "Person 3" }).getByLabel(/^Name/)).toHaveValue("Eva Ruiz");
  await expect(page.getByRole("button", { name: "Add a person (4 of 6)" })).toBeVisible();

  // Sent without the contact's name: the page comes back with the three people, as typed.
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByText("Please write your name.")).toBeVisible();
  await waitForElements(page);
  await expect(people(page)).toHaveCount(3);
  await expect(page.getByRole("group", { name: "Person 3" }).getByLabel(/^Name/)).toHaveValue("Eva Ruiz");
});

test("in Spanish, the button and its people speak Spanish @widths", async ({ page }) => {
  await asNewVisitor(page);
  await page.goto(`/es${CAMP}`);
  await waitForElements(page);
  await expect(people(page, "Persona")).toHaveCount(1);
  await page.getByRole("button", { name: "Añadir una persona (2 de 6)" }).click();
  await expect(page.getByRole("group", { name: "Persona 2" }).getByLabel(/^Nombre/)).toBeFocused();
  await expect(page.getByRole("button", { name: "Quitar a la persona 2" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("the sign-up page loads its own script, within the 6 KB first-load budget, and the other pages' is not it", async ({
  page,
  request,
}) => {
  await page.goto(CAMP);
  const scripts = await page
    .locator("script[src]")
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("src")));
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/elements-signUp-[\w-]+\.js$/)]);
  const body = await (await request.get(scripts[0]!)).body();
  expect(gzipSync(body, { level: 9 }).length).toBeLessThanOrEqual(6 * 1024);
  const home = await (await request.get("/")).text();
  expect(home).toMatch(/"\/assets\/elements-public-[\w-]+\.js"/);
  expect(home).not.toContain("elements-signUp");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form shows the camp's six people, as before, and no button to add one @widths", async ({ page }) => {
    await asNewVisitor(page);
    await page.goto(CAMP);
    await expect(people(page)).toHaveCount(6);
    await expect(page.getByText("Up to 6 people; leave the rows you do not need empty.")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Add a person|^Remove person/ })).toHaveCount(0);
  });
});
