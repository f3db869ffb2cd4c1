import { expect, test, type Page } from "@playwright/test";
import { easterInvitingClock } from "./demo-words";
import { exportedRows, holdScripts, setClock, waitForElements } from "./support";

/**
 * Issue 20: what a visitor types before the page's script has arrived, and a
 * Submit clicked before or just as it arrives, reach the server exactly as
 * typed. The script is held back (a slow phone's link), the form is filled,
 * and the journey clicks Submit while it is on its way, as it is released, or
 * once it has taken over. What the server stored is read back through the
 * operator's export. These do not depend on the width: desktop only.
 */

/** An address no other journey uses, in the form the server keeps (trimmed, lower-case). */
function uniqueAddress(label: string): string {
  return `${label}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.org`;
}

function emailField(page: Page) {
  return page.getByRole("textbox", { name: "Email Address" });
}

function signedUp(address: string) {
  return exportedRows("subscribers").filter((row) => row.email_address === address);
}

test.describe("the sign-up @desktop", () => {
  test("Submit clicked while the script is still on its way: the plain post keeps the address", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/about", { waitUntil: "commit" });
    const address = uniqueAddress("before");
    await emailField(page).pressSequentially(address);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(/\/about\?newsletter=received#newsletter-heading$/);
    await expect(page.getByRole("status")).toContainText("Thank you for signing up!");
    release();
    expect(signedUp(address)).toEqual([expect.objectContaining({ email_address: address, status: "pending" })]);
  });

  test("typed before the script, Submit clicked as it arrives: the address arrives as typed", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/about", { waitUntil: "commit" });
    const address = uniqueAddress("arriving");
    await emailField(page).pressSequentially(address);
    release();
    await page.getByRole("button", { name: "Submit" }).click();
    // Either the element took the click (the checkmark in place) or the browser posted the form (and came back).
    await expect(page.getByRole("status")).toContainText("Thank you for signing up!");
    await expect(page.getByText("Please enter a valid email address")).toHaveCount(0);
    expect(signedUp(address)).toEqual([expect.objectContaining({ email_address: address, status: "pending" })]);
  });

  test("typed before the script, which then takes over: the field keeps the text, and the post goes in the background", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto("/about", { waitUntil: "commit" });
    const address = uniqueAddress("kept");
    await emailField(page).pressSequentially(address);
    release();
    await waitForElements(page);
    await expect(emailField(page)).toHaveValue(address);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("status")).toContainText("Thank you for signing up!");
    await expect(page).toHaveURL(/\/about$/);
    expect(signedUp(address)).toEqual([expect.objectContaining({ email_address: address, status: "pending" })]);
  });
});

test.describe("plan-a-visit @desktop", () => {
  // A month before Easter 2027 (pages/easter.yaml's date rule), on the church's clock: the page invites.
  const easter = easterInvitingClock();
  test.beforeEach(async ({ page }) => {
    // Seven fields typed key by key, and a post read back through the export: more than the default time on a busy machine.
    test.slow();
    await setClock(page, easter.clock);
  });

  /** Fills the section's form as a visitor would, and says what the server should keep. */
  async function fillPlan(page: Page, label: string) {
    const section = page.getByRole("region", { name: "Plan your visit" });
    const visitor = { name: `Ana López-O'Neil ${label}`, email: uniqueAddress(label), phone: "(805) 555-0199" };
    await section.getByLabel("Your name").pressSequentially(visitor.name);
    await section.getByLabel("E-mail").pressSequentially(visitor.email);
    await section.getByLabel("Phone").pressSequentially(visitor.phone);
    // Easter's last service (pages/easter.yaml), named with its full date.
    const service = easter.services.at(-1)!;
    await section.getByLabel("Which service?").selectOption({ label: service });
    await section.getByLabel("Adults").fill("2");
    await section.getByLabel("Children's ages").pressSequentially("4 and 9");
    return {
      section,
      expected: { ...visitor, service_label: service, adults: "2", children_ages: "4, 9", status: "planned" },
    };
  }

  function planned(email: string) {
    return exportedRows("visits").filter((row) => row.email === email);
  }

  test("sent while the script is still on its way: the plain post keeps every field", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/easter", { waitUntil: "commit" });
    const { section, expected } = await fillPlan(page, "before");
    await section.getByRole("button", { name: "Plan my visit" }).click();
    await expect(page).toHaveURL(/\/easter\?visit=emailed#plan-visit$/);
    await expect(section.getByRole("status")).toContainText("Thank you");
    release();
    expect(planned(expected.email)).toEqual([expect.objectContaining(expected)]);
  });

  test("filled before the script, sent as it arrives: every field arrives as typed", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/easter", { waitUntil: "commit" });
    const { section, expected } = await fillPlan(page, "arriving");
    release();
    await section.getByRole("button", { name: "Plan my visit" }).click();
    await expect(section.getByRole("status")).toContainText("Thank you");
    expect(planned(expected.email)).toEqual([expect.objectContaining(expected)]);
  });

  test("filled before the script, which then takes over: the form stays where the visitor is, as filled in", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto("/easter", { waitUntil: "commit" });
    const { section, expected } = await fillPlan(page, "kept");
    release();
    await waitForElements(page);
    // Not moved into a dialog under the visitor's hands: the section keeps the form and what it holds.
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(section.getByLabel("Your name")).toHaveValue(expected.name);
    // The visitor is still in the ages' field: it stays the text field they are typing in.
    await expect(section.getByLabel("Children's ages")).toHaveValue("4 and 9");
    await expect(section.getByLabel("Children's ages")).toBeFocused();
    await section.getByRole("button", { name: "Plan my visit" }).click();
    await expect(section.getByRole("status")).toContainText("Thank you");
    await expect(page).toHaveURL(/\/easter$/);
    expect(planned(expected.email)).toEqual([expect.objectContaining(expected)]);
  });
});

test.describe("the sermon search @desktop", () => {
  const query = "renovated “lives” & hope";

  async function searchFor(page: Page) {
    const form = page.getByRole("search", { name: "Sermons" });
    await form.getByRole("searchbox", { name: "Search sermons" }).pressSequentially(query);
    const [series] = await form.getByLabel("Series").selectOption("Renovated Lives");
    return { form, series };
  }

  test("sent while the script is still on its way, and as it arrives: the query arrives as typed", async ({ page }) => {
    for (const moment of ["before", "arriving"]) {
      const release = await holdScripts(page);
      await page.goto("/watch/search", { waitUntil: "commit" });
      const { form, series } = await searchFor(page);
      if (moment === "arriving") release();
      await form.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/\/watch\/search\?/);
      const sent = new URL(page.url()).searchParams;
      expect(sent.get("q"), moment).toBe(query);
      expect(sent.get("series"), moment).toBe(series);
      await expect(page.getByRole("status")).toContainText(`for “${query}”`);
      await expect(page.getByRole("searchbox", { name: "Search sermons" })).toHaveValue(query);
      release();
      await page.unrouteAll();
    }
  });
});
