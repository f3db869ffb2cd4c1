import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support";
import {
  clientAddress,
  codeIn,
  inviteByCommand,
  mailTo,
  noMailTo,
  signInWithLink,
  staffAddress,
  actAsClient,
  STAFF_MENU,
} from "./staff";

/**
 * Staff sign-in (issue 18): the first owner from the command line, codes by
 * e-mail from a real SMTP server, and the refusals, each changing nothing.
 * Every staff page met is scanned with axe, at both widths.
 */

// Each journey signs in by e-mail or link and scans several pages: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test("the first owner, set up by admin:invite, signs in with the printed link and sees every section", async ({
  page,
}, testInfo) => {
  const owner = staffAddress(testInfo, "first-owner");
  const link = await inviteByCommand(owner, "owner", "Olive Owner");
  await actAsClient(page, clientAddress(testInfo));

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { name: "Sign in to the staff area" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Sign in" }).click();

  // A first sign-in lands on Security, to add a passkey.
  await expect(page.getByRole("heading", { name: "Security" })).toBeVisible();
  await expect(page.getByText(/Welcome! Add a passkey now/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const nav = page.getByRole("navigation", { name: "Staff" });
  await expect(nav.getByRole("link")).toHaveText(STAFF_MENU.owner);

  await nav.getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, Olive Owner" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await nav.getByRole("link", { name: "People" }).click();
  await expect(page.getByRole("row").filter({ hasText: owner })).toContainText("Owner");
  await nav.getByRole("link", { name: "Activity" }).click();
  // The log is the whole site's: other journeys' entries are there too.
  const ownEntries = page.getByRole("row").filter({ hasText: owner });
  await expect(ownEntries.filter({ hasText: "Signed in" })).toContainText("invitation link");
  await expect(ownEntries.filter({ hasText: "Invited" })).toContainText("command line");
  await expectNoSeriousA11yViolations(page);
});

test("a sign-in link works once: used again, it signs nobody in", async ({ page }, testInfo) => {
  const editor = staffAddress(testInfo, "once");
  const link = await inviteByCommand(editor, "editor");
  await actAsClient(page, clientAddress(testInfo));
  await signInWithLink(page, link);
  await expect(page.getByRole("heading", { name: "Security" })).toBeVisible();
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByText("You are signed out.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText(/That sign-in link does not work any more/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.goto("/admin/security");
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
});

test("a staff member signs in with the code from the e-mail; an unknown address sees the same and gets no e-mail", async ({
  page,
}, testInfo) => {
  const editor = staffAddress(testInfo, "editor");
  await inviteByCommand(editor, "editor");
  const stranger = staffAddress(testInfo, "stranger");
  await actAsClient(page, clientAddress(testInfo));

  const since = Date.now();
  await page.goto("/admin/sign-in");
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("E-mail address").fill(stranger);
  await page.getByRole("button", { name: "E-mail me a code" }).click();
  await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
  const strangerPage = await page.getByRole("main").innerText();
  await expectNoSeriousA11yViolations(page);

  await page.goto("/admin/sign-in");
  await page.getByLabel("E-mail address").fill(editor);
  await page.getByRole("button", { name: "E-mail me a code" }).click();
  await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
  expect(await page.getByRole("main").innerText()).toBe(strangerPage);

  const mail = await mailTo(editor, since);
  expect(mail.from?.value[0]?.address).toBe("website@redwoodcoast.example");
  await page.getByLabel("Code").fill(codeIn(mail));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
  // An editor sees no People and no Activity.
  await expect(page.getByRole("navigation", { name: "Staff" }).getByRole("link")).toHaveText(STAFF_MENU.editor);
  await noMailTo(stranger, since);
});

test("a wrong code, an expired code and a reused code sign nobody in", async ({ page, context }, testInfo) => {
  const editor = staffAddress(testInfo, "codes");
  await inviteByCommand(editor, "editor");
  const client = clientAddress(testInfo);
  await actAsClient(page, client);

  // Expired: the code is right, but typed eleven minutes later.
  let since = Date.now();
  await page.goto("/admin/sign-in");
  await page.getByLabel("E-mail address").fill(editor);
  await page.getByRole("button", { name: "E-mail me a code" }).click();
  const firstMail = await mailTo(editor, since);
  const expired = codeIn(firstMail);
  await actAsClient(page, client, new Date(Date.now() + 11 * 60_000));
  await page.getByLabel("Code").fill(expired);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("That code did not work");
  await expect(page.getByLabel("Code")).toHaveAttribute("aria-invalid", "true");
  await actAsClient(page, client);

  // Wrong, then right: signed in.
  since = Date.now();
  await page.goto("/admin/sign-in");
  await page.getByLabel("E-mail address").fill(editor);
  await page.getByRole("button", { name: "E-mail me a code" }).click();
  const code = codeIn(await mailTo(editor, since, undefined, [firstMail.messageId ?? ""]));
  await page.getByLabel("Code").fill(code === "0000000000" ? "1111111111" : "0000000000");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("That code did not work");
  const attempt = (await context.cookies()).find((cookie) => cookie.name === "staff-sign-in");
  expect(attempt).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/admin/sign-in" });
  await page.getByLabel("Code").fill(code);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();

  // Reused: signed out, the browser gets its sign-in cookie back and types the same code again.
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await context.addCookies([attempt!]);
  await page.goto("/admin/sign-in/code");
  await page.getByLabel("Code").fill(code);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("That code did not work");
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("staff-session");
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
});

test("the session cookie is HttpOnly, SameSite=Strict and kept to /admin: public pages never get it, and are byte for byte the same", async ({
  page,
  context,
  request,
}, testInfo) => {
  const editor = staffAddress(testInfo, "cookie");
  const link = await inviteByCommand(editor, "editor");
  await actAsClient(page, clientAddress(testInfo));
  await signInWithLink(page, link);
  await expect(page.getByRole("heading", { name: "Security" })).toBeVisible();

  const session = (await context.cookies()).find((cookie) => cookie.name === "staff-session");
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/admin", secure: false });

  const sentCookies: string[] = [];
  page.on("request", (sent) => {
    if (!new URL(sent.url()).pathname.startsWith("/admin")) sentCookies.push(sent.headers().cookie ?? "");
  });
  const clock = new Date(Date.now() + 60 * 60_000).toISOString();
  await page.setExtraHTTPHeaders({ "x-test-now": clock });
  for (const path of ["/", "/about", "/events", "/privacy"]) {
    const signedIn = await page.goto(path);
    const signedOut = await request.get(path, { headers: { "x-test-now": clock } });
    expect(signedIn?.headers()["cache-control"]).toMatch(/^public/);
    expect(signedIn?.headers()["set-cookie"]).toBeUndefined();
    expect(await signedIn!.text()).toBe(await signedOut.text());
    // Public pages load no staff code: no admin stylesheet or script.
    expect(await signedIn!.text()).not.toMatch(/admin[^"]*\.(css|js)/);
  }
  expect(sentCookies.length).toBeGreaterThan(0);
  expect(sentCookies.join(" ")).not.toContain("staff-session");

  // The public pages' one script holds none of the staff area's code.
  const home = await (await request.get("/")).text();
  const script = home.match(/\/assets\/elements-public-[\w-]+\.js/)?.[0];
  expect(script).toBeTruthy();
  const code = await (await request.get(script!)).text();
  expect(code).not.toMatch(/passkey|webauthn|publicKey/i);
});

test("every /admin answer is no-store and noindex, refusals included", async ({ request }) => {
  for (const path of ["/admin/sign-in", "/admin", "/admin/people", "/admin/no-such-page", "/admin/verify?token=x"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.headers()["cache-control"], path).toBe("no-store");
    expect(response.headers()["x-robots-tag"], path).toBe("noindex, nofollow");
  }
});
