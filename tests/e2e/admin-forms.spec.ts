import Database from "better-sqlite3";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { actAsClient, clientAddress, inviteByCommand, mailTo, signInWithLink, staffAddress } from "./staff";
import { expectNoSeriousA11yViolations } from "./support";

/**
 * Issue 35, for the people who answer: the care team sees the prayer form and not the contact
 * form; an editor, a contributor and a treasurer do not see the prayer form at all (not listed,
 * and its address is "Not found"); an owner finds a request, assigns it to the care team, whose
 * e-mail carries the link, writes a note and marks it done (the page's forms are plain posts: no
 * script takes them over), each staff screen scanned by axe at 375 and 1280 px; the care member
 * opens the link in a browser without JavaScript. Submissions are written into the site's database
 * as the visitor's form stores them (the form's own journeys are engineer A's).
 */

// Four axe scans at each width on a busy two-core machine.
test.describe.configure({ timeout: 240_000 });

async function signedIn(
  page: Page,
  testInfo: TestInfo,
  role: "owner" | "editor" | "contributor" | "treasurer" | "care",
  name?: string,
) {
  const email = staffAddress(testInfo, role);
  const link = await inviteByCommand(email, role, name);
  await actAsClient(page, clientAddress(testInfo, role));
  await signInWithLink(page, link);
  // A first sign-in by invitation lands on Security (to add a passkey).
  await expect(page.getByRole("heading", { level: 1, name: "Security" })).toBeVisible();
  return email;
}

function seed(rows: { formId: string; name: string; email: string; answers: Record<string, unknown> }[]): string[] {
  const db = new Database(path.join(process.env.E2E_DATA_DIR as string, "site.db"));
  db.pragma("busy_timeout = 5000");
  try {
    const insert = db.prepare(
      `INSERT INTO form_submissions (id, form_id, language, received_at, answers, name, email, dedupe_key)
       VALUES (?, ?, 'en', ?, ?, ?, ?, ?)`,
    );
    return rows.map((row, index) => {
      const id = randomUUID();
      insert.run(
        id,
        row.formId,
        new Date(Date.now() - index * 60_000).toISOString(),
        JSON.stringify(row.answers),
        row.name,
        row.email,
        randomUUID(),
      );
      return id;
    });
  } finally {
    db.close();
  }
}

test("an owner finds a prayer request, assigns it to the care team (whose e-mail links it), notes and closes it @widths", async ({
  page,
  browser,
}, testInfo) => {
  const careEmail = staffAddress(testInfo, "care-member");
  const care = await inviteByCommand(careEmail, "care", "Cara Care");
  await signedIn(page, testInfo, "owner", "Olive Owner");
  await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Forms" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Forms" })).toBeVisible();
  const tag = testInfo.project.name.replace(/\W/g, "").slice(0, 8) + randomUUID().slice(0, 6);
  seed([
    {
      formId: "prayer",
      name: `Pat ${tag}`,
      email: `pat-${tag}@example.org`,
      answers: { name: `Pat ${tag}`, request: "Healing for my mother", "tell-me": "yes" },
    },
    {
      formId: "prayer",
      name: `Sam ${tag}`,
      email: `sam-${tag}@example.org`,
      answers: { name: `Sam ${tag}`, request: "A new job" },
    },
    {
      formId: "contact",
      name: `Con ${tag}`,
      email: `con-${tag}@example.org`,
      answers: { name: `Con ${tag}`, topic: "kids", message: "Hello" },
    },
  ]);
  await page.reload();
  await expect(page.getByRole("row", { name: /Prayer request/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: "Prayer request" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Prayer request" })).toBeVisible();
  await page.getByLabel("Name, e-mail address or words of an answer").fill(`Pat ${tag}`);
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page.getByText("1 submission", { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: `Pat ${tag}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `From Pat ${tag}` })).toBeVisible();
  await expect(page.getByText("Healing for my mother")).toBeVisible();
  await expect(page.getByText("Would you like us to tell you when we have prayed?")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const since = Date.now();
  await page.getByLabel("Staff person").selectOption({ label: `Cara Care (${careEmail})` });
  await page.getByRole("button", { name: "Assign" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Assigned to Cara Care" })).toBeVisible();
  const mail = await mailTo(careEmail, since);
  expect(mail.subject).toBe("A submission of “Prayer request” is yours to answer");
  const link = mail.text?.match(/https?:\/\/\S+\/admin\/forms\/prayer\/[\w-]+/)?.[0];
  expect(link).toBe(`${new URL(page.url()).origin}${new URL(page.url()).pathname}`);
  expect(mail.text).not.toContain("Healing for my mother");

  await page.getByLabel("New note").fill("Called her; praying on Sunday.");
  await page.getByRole("button", { name: "Add the note" }).click();
  await expect(page.getByText("Note added.")).toBeVisible();
  await expect(page.getByText("Called her; praying on Sunday.")).toBeVisible();
  await page.getByRole("combobox", { name: "Status" }).selectOption("done");
  await page.getByRole("button", { name: "Save the status" }).click();
  await expect(page.getByText("Status saved.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The care member follows the e-mail's link, signs in, and lands on the request; the contact form is not theirs.
  const carePage = await browser.newPage({ javaScriptEnabled: false });
  await actAsClient(carePage, clientAddress(testInfo, "care-member"));
  await signInWithLink(carePage, care);
  await carePage.goto(new URL(link!).pathname);
  await expect(carePage.getByRole("heading", { level: 1, name: `From Pat ${tag}` })).toBeVisible();
  await carePage.goto("/admin/forms");
  await expect(carePage.getByRole("link", { name: "Prayer request" })).toBeVisible();
  await expect(carePage.getByRole("link", { name: "Contact us" })).toHaveCount(0);
  await carePage.goto("/admin/forms/contact");
  await expect(carePage.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
  await carePage.close();
});

for (const role of ["editor", "contributor", "treasurer"] as const) {
  test(`a ${role} does not see the private prayer form`, async ({ page }, testInfo) => {
    await signedIn(page, testInfo, role);
    const forms = await page.goto("/admin/forms");
    // An editor reads the contact form; a contributor and a treasurer read no form.
    if (role === "editor") {
      expect(forms?.status()).toBe(200);
      await expect(page.getByRole("link", { name: "Contact us" })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Prayer request" })).toHaveCount(0);
    const prayer = await page.goto("/admin/forms/prayer");
    expect(prayer?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
    expect((await page.goto("/admin/forms/prayer.csv"))?.status()).toBe(404);
    // The prayer team's screens do not show that the form is there either.
    for (const screen of ["prayer-list", "prayer-wall", randomUUID()]) {
      expect((await page.goto(`/admin/forms/prayer/${screen}`))?.status(), screen).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
    }
  });
}

/** How a button looks, as the staff's own button class draws it; and whether it stays inside the screen. */
function buttonLook(button: ReturnType<Page["getByRole"]>) {
  return button.evaluate((element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return {
      look: {
        background: style.backgroundColor,
        color: style.color,
        border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
        radius: style.borderTopLeftRadius,
        weight: style.fontWeight,
        minHeight: style.minHeight,
      },
      inside: box.left >= 0 && box.right <= document.documentElement.clientWidth,
    };
  });
}

test("a submission's buttons look like the staff screens' buttons at 390 and 1280 px; the prayer list's view is in the activity log", async ({
  page,
}, testInfo) => {
  const owner = await signedIn(page, testInfo, "owner", "Olive Owner");
  const tag = randomUUID().slice(0, 8);
  const [id] = seed([
    { formId: "prayer", name: `Lee ${tag}`, email: `lee-${tag}@example.org`, answers: { request: `${tag} peace` } },
  ]);
  // The staff screens' button: "Mark prayed" on the prayer list (the class every staff form's button has).
  await page.goto("/admin/forms/prayer/prayer-list");
  const reference = await buttonLook(page.getByRole("button", { name: new RegExp(`^Mark prayed.*${tag}`) }));
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/admin/forms/prayer/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: `From Lee ${tag}` })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`submission-${width}.png`), fullPage: true });
    for (const name of ["Save the status", "Assign", "Add the note"]) {
      expect(await buttonLook(page.getByRole("button", { name })), `${name} at ${width} px`).toEqual({
        look: reference.look,
        inside: true,
      });
    }
    await page.goto(`/admin/forms/prayer?q=${tag}`);
    expect(await buttonLook(page.getByRole("button", { name: "Find" })), `Find at ${width} px`).toEqual({
      look: reference.look,
      inside: true,
    });
  }
  // The views of the prayer list, the submission and the inbox's search, as the activity log shows them.
  await page.goto("/admin/activity");
  const rows = page.getByRole("row").filter({ hasText: owner });
  await expect(rows.filter({ hasText: "Prayer list viewed" }).filter({ hasText: id! }).first()).toBeVisible();
  await expect(
    rows
      .filter({ hasText: "Private form submission viewed" })
      .filter({ hasText: `prayer/${id}` })
      .first(),
  ).toBeVisible();
  await expect(
    rows.filter({ hasText: "Private form's submissions listed" }).filter({ hasText: "(a search)" }).first(),
  ).toBeVisible();
});
