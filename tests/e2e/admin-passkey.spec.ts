import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, waitForElements } from "./support";
import { actAsClient, clientAddress, inviteByCommand, signInWithLink, staffAddress } from "./staff";

/**
 * Passkeys (issue 18) in Chromium with its virtual authenticator (CDP
 * WebAuthn): added on Security, then the only thing needed to sign in.
 * A passkey belongs to a domain, never to an IP address: these journeys
 * use http://localhost, a secure context like HTTPS.
 */

// The staff editor's server (playwright.config.ts), whose public address is localhost.
test.use({ baseURL: `http://localhost:${process.env.E2E_EDITOR_PORT}` });
// A context of its own (playwright.config.ts reuses one per worker): the virtual authenticator lives in
// the page's CDP session, which a reset for the next journey would not remove.
test.use({ reuseContext: false });
test.describe.configure({ timeout: 90_000 });

test("a staff member adds a passkey, signs in with it alone, renames it and removes it", async ({
  page,
  context,
}, testInfo) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const editor = staffAddress(testInfo, "passkey");
  await actAsClient(page, clientAddress(testInfo));
  await signInWithLink(page, await inviteByCommand(editor, "editor", "Pat Passkey"));
  await expect(page.getByRole("heading", { name: "Security" })).toBeVisible();
  await waitForElements(page);

  await page.getByLabel("Name it after the device").fill("Test laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText("Passkey added. Next time, sign in with it.")).toBeVisible();
  await expect(page.getByRole("row", { name: /Test laptop/ })).toContainText("never");
  await expectNoSeriousA11yViolations(page);
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);

  // Signed out, the passkey alone signs in: no e-mail address asked.
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await waitForElements(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, Pat Passkey" })).toBeVisible();

  await page.goto("/admin/security");
  const row = page.getByRole("row", { name: /Test laptop/ });
  await expect(row).not.toContainText("never");
  await row.getByLabel("New name for Test laptop").fill("Office laptop");
  await row.getByRole("button", { name: "Rename" }).click();
  await expect(page.getByRole("status")).toContainText("Passkey renamed.");
  const renamed = page.getByRole("row", { name: /Office laptop/ });
  await renamed.getByText("Remove…").click();
  await renamed.getByRole("button", { name: "Remove Office laptop" }).click();
  await expect(page.getByRole("status")).toContainText("Passkey removed.");
  await expect(page.getByText("You have no passkey yet")).toBeVisible();

  // The device still holds the key, but the site no longer knows it: it signs nobody in.
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await waitForElements(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "That passkey did not sign you in" })).toBeVisible();
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
});

test("without JavaScript the sign-in page offers the e-mail code only, and Security says a passkey needs a script", async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({
    baseURL: `http://localhost:${process.env.E2E_EDITOR_PORT}`,
    javaScriptEnabled: false,
    viewport: testInfo.project.use.viewport,
  });
  const page = await context.newPage();
  await actAsClient(page, clientAddress(testInfo));
  await page.goto("/admin/sign-in");
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeHidden();
  await expect(page.getByRole("button", { name: "E-mail me a code" })).toBeVisible();
  await signInWithLink(page, await inviteByCommand(staffAddress(testInfo, "no-script"), "contributor"));
  await expect(page.getByText(/Adding a passkey needs JavaScript/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Add a passkey" })).toBeHidden();
  await context.close();
});
