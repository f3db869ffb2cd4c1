import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expectNoSeriousA11yViolations } from "./support";
import { clientAddress, inviteByCommand, mailTo, signInWithLink, staffAddress, actAsClient, STAFF_MENU } from "./staff";

/**
 * People and roles (issue 18): an owner invites by e-mail, changes roles and
 * removes people; each refusal changes nothing: a role without the right, a
 * removed person's old session, a write from another origin.
 */

test.describe.configure({ timeout: 90_000 });

/** A second person's browser, at the same width. */
async function otherBrowser(browser: Browser, page: Page, testInfo: TestInfo, label: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: page.viewportSize() });
  const other = await context.newPage();
  await actAsClient(other, clientAddress(testInfo, label));
  return other;
}

type Role = "owner" | "editor" | "contributor";

/** The journey's owner, signed in on `page`; `others` are set up by the command at the same time (their links). */
async function signedInOwner(
  page: Page,
  testInfo: TestInfo,
  others: [string, Role][] = [],
): Promise<{ owner: string; links: URL[] }> {
  const owner = staffAddress(testInfo, "owner");
  const [ownerLink, ...links] = await Promise.all([
    inviteByCommand(owner, "owner"),
    ...others.map(([email, role]) => inviteByCommand(email, role)),
  ]);
  await actAsClient(page, clientAddress(testInfo, "owner"));
  await signInWithLink(page, ownerLink!);
  await expect(page.getByRole("heading", { name: "Security" })).toBeVisible();
  return { owner, links };
}

function personRow(page: Page, email: string) {
  return page.getByRole("row").filter({ hasText: email });
}

test("an owner invites an editor by e-mail; the editor signs in with it and sees no People or Activity", async ({
  page,
  browser,
}, testInfo) => {
  await signedInOwner(page, testInfo);
  const editor = staffAddress(testInfo, "editor");
  await page.goto("/admin/people");
  const since = Date.now();
  await page.getByLabel("E-mail address").fill(editor);
  await page.getByLabel("Name (optional)").fill("Eddie Editor");
  await page.getByRole("radio", { name: /^Editor/ }).check();
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("status")).toContainText(`Invitation e-mailed to ${editor}`);
  await expect(personRow(page, editor)).toContainText("invited, not signed in yet");

  // Inviting the same address twice is refused beside the field.
  await page.getByLabel("E-mail address").fill(editor);
  await page.getByRole("radio", { name: /^Owner/ }).check();
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("alert")).toContainText("already on the staff list");
  await expect(page.getByLabel("E-mail address")).toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousA11yViolations(page);

  const mail = await mailTo(editor, since);
  expect(mail.subject).toContain("You are invited");
  const link = new URL(mail.text!.match(/http\S+\/admin\/verify\?token=\S+/)![0]);
  const editorPage = await otherBrowser(browser, page, testInfo, "editor");
  await signInWithLink(editorPage, link);
  await expect(editorPage.getByRole("heading", { name: "Security" })).toBeVisible();
  await expect(editorPage.getByRole("navigation", { name: "Staff" }).getByRole("link")).toHaveText(STAFF_MENU.editor);
  await editorPage.goto("/admin/activity");
  await expect(editorPage.getByRole("heading", { name: "Not allowed" })).toBeVisible();
  await expectNoSeriousA11yViolations(editorPage);
  await editorPage.context().close();
});

test("a contributor's post of an owner's action is refused and changes nothing", async ({
  page,
  browser,
}, testInfo) => {
  const contributor = staffAddress(testInfo, "contributor");
  const { owner, links } = await signedInOwner(page, testInfo, [[contributor, "contributor"]]);
  const contributorPage = await otherBrowser(browser, page, testInfo, "contributor");
  await signInWithLink(contributorPage, links[0]!);
  await expect(contributorPage.getByRole("heading", { name: "Security" })).toBeVisible();

  const intruder = staffAddress(testInfo, "intruder");
  const origin = new URL(contributorPage.url()).origin;
  const invite = await contributorPage.request.post("/admin/people", {
    form: { intent: "invite", email: intruder, role: "owner" },
    headers: { origin },
  });
  expect(invite.status()).toBe(403);
  expect(await invite.text()).toContain("Your role does not allow this");
  const ownerId = await page
    .goto("/admin/people")
    .then(() => personRow(page, owner).locator('input[name="person"]').first().getAttribute("value"));
  const demote = await contributorPage.request.post("/admin/people", {
    form: { intent: "role", person: ownerId!, role: "contributor" },
    headers: { origin },
  });
  expect(demote.status()).toBe(403);

  await page.reload();
  await expect(personRow(page, intruder)).toHaveCount(0);
  await expect(personRow(page, owner)).toContainText("Owner");
  await contributorPage.goto("/admin/people");
  await expect(contributorPage.getByRole("heading", { name: "Not allowed" })).toBeVisible();
  await contributorPage.context().close();
});

test("a role change signs the person out at once", async ({ page, browser }, testInfo) => {
  const editor = staffAddress(testInfo, "changing");
  const { links } = await signedInOwner(page, testInfo, [[editor, "editor"]]);
  const editorPage = await otherBrowser(browser, page, testInfo, "changing");
  await signInWithLink(editorPage, links[0]!);
  await expect(editorPage.getByRole("heading", { name: "Security" })).toBeVisible();

  await page.goto("/admin/people");
  const row = personRow(page, editor);
  await row.getByLabel(`Role for ${editor}`).selectOption("contributor");
  await row.getByRole("button", { name: "Change role" }).click();
  await expect(page.getByRole("status")).toContainText("Role changed to contributor");
  await expect(personRow(page, editor)).toContainText("Contributor");
  await editorPage.goto("/admin");
  await expect(editorPage.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();

  await page.goto("/admin/activity");
  await expect(page.getByRole("row").filter({ hasText: editor }).filter({ hasText: "Role changed" })).toContainText(
    "Editor → Contributor",
  );
  await editorPage.context().close();
});

test("a removed person's old session opens nothing", async ({ page, browser }, testInfo) => {
  const leaving = staffAddress(testInfo, "leaving");
  const { links } = await signedInOwner(page, testInfo, [[leaving, "editor"]]);
  const leavingPage = await otherBrowser(browser, page, testInfo, "leaving");
  await signInWithLink(leavingPage, links[0]!);
  await expect(leavingPage.getByRole("heading", { name: "Security" })).toBeVisible();
  const oldCookies = await leavingPage.context().cookies();

  await page.goto("/admin/people");
  const row = personRow(page, leaving);
  await row.getByText("Remove…").click();
  await row.getByRole("button", { name: `Remove ${leaving}` }).click();
  await expect(page.getByRole("status")).toContainText("Removed");
  await expect(personRow(page, leaving)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await leavingPage.context().addCookies(oldCookies);
  const replay = await leavingPage.request.get("/admin/security", { maxRedirects: 0 });
  expect(replay.status()).toBe(302);
  expect(replay.headers().location).toMatch(/^\/admin\/sign-in/);
  await leavingPage.goto("/admin");
  await expect(leavingPage.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  await leavingPage.context().close();
});

test("a write from another origin changes nothing, though the browser sends the session along", async ({
  page,
}, testInfo) => {
  await signedInOwner(page, testInfo);
  const target = new URL("/admin/people", testInfo.project.use.baseURL).href;
  const intruder = staffAddress(testInfo, "cross-origin");
  // Another origin on the same site (127.0.0.1, another port): SameSite=Strict lets the cookie through,
  // so the refusal is the write protection's own.
  const attacker = createServer((_request, response) => {
    response.setHeader("Content-Type", "text/html");
    response.end(
      `<!doctype html><title>Win a prize</title><form method="post" action="${target}">` +
        `<input name="intent" value="invite"><input name="email" value="${intruder}"><input name="role" value="owner">` +
        `</form><script>document.forms[0].submit()</script>`,
    );
  });
  await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
  try {
    const posted = page.waitForResponse(
      (response) => response.url() === target && response.request().method() === "POST",
    );
    await page.goto(`http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`);
    const answer = await posted;
    expect(answer.status()).toBe(403);
    expect(answer.request().headers().cookie ?? (await answer.request().allHeaders()).cookie).toContain(
      "staff-session",
    );
  } finally {
    attacker.close();
  }
  await page.goto("/admin/people");
  await expect(personRow(page, intruder)).toHaveCount(0);
});
