import { expect, test, type Page } from "@playwright/test";
import { mailTo } from "./mail";
import { exportedRows, expectNoSeriousA11yViolations, waitForElements } from "./support";

/** SPEC 2.24, 5 and 8: the sign-up below every page, with and without JavaScript. */

const INVALID = "Please enter a valid email address";
const FAILED = "There was an issue. Make sure you aren't already signed up. Otherwise, please try again later.";

function signup(page: Page) {
  return page.getByRole("region", { name: "Join our email list" });
}

// Each project (phone, desktop) signs up its own addresses on the shared test server.
function address(name: string, project: string): string {
  return `${name}.${project}@example.org`;
}

test("an invalid address is flagged once touched, and Submit does nothing until it is valid", async ({ page }) => {
  await page.goto("/about");
  await waitForElements(page);
  const section = signup(page);
  const field = section.getByRole("textbox", { name: "Email Address" });
  await expect(field).toHaveAttribute("placeholder", "Email Address");
  await expect(section.getByText("Sign up with your email address to receive news and updates")).toBeVisible();

  await field.fill("not-an-address");
  await expect(section.getByText(INVALID)).toHaveCount(0);
  await field.blur();
  await expect(section.getByText(INVALID)).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");

  let posted = false;
  page.on("request", (request) => {
    if (request.method() === "POST") posted = true;
  });
  await section.getByRole("button", { name: "Submit" }).click();
  await expect(field).toBeFocused();
  expect(posted).toBe(false);
  await expectNoSeriousA11yViolations(page);
});

test("a valid address is received: the form gives way to a green checkmark and a thank-you", async ({
  page,
}, testInfo) => {
  await page.goto("/about");
  await waitForElements(page);
  const section = signup(page);
  await section.getByRole("textbox", { name: "Email Address" }).fill(address("welcome", testInfo.project.name));
  const [post] = await Promise.all([
    page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === "/newsletter"),
    section.getByRole("button", { name: "Submit" }).click(),
  ]);

  const status = section.getByRole("status");
  await expect(status).toHaveText("Thank you for signing up! Check your email to confirm.");
  // Posted in the background (no page load), with SPEC 7.4's header: the cookie's token, fetched first.
  await expect(page).toHaveURL(/\/about$/);
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === "XSRF-TOKEN");
  expect(cookie?.value).toBeTruthy();
  expect(await post.headerValue("x-xsrf-token")).toBe(decodeURIComponent(cookie!.value));
  await expect(status).toBeFocused();
  await expect(section.getByRole("textbox", { name: "Email Address" })).toHaveCount(0);
  await expect(section.locator("svg.newsletter-check")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("an address already signed up is thanked as a new one: nobody learns who is on the list (issue 25)", async ({
  page,
}, testInfo) => {
  const email = address("twice", testInfo.project.name);
  await page.goto("/contact");
  await waitForElements(page);
  await signup(page).getByRole("textbox", { name: "Email Address" }).fill(email);
  await signup(page).getByRole("button", { name: "Submit" }).click();
  await expect(signup(page).getByRole("status")).toHaveText("Thank you for signing up! Check your email to confirm.");

  await page.reload();
  await waitForElements(page);
  await signup(page).getByRole("textbox", { name: "Email Address" }).fill(email.toUpperCase());
  await signup(page).getByRole("button", { name: "Submit" }).click();
  await expect(signup(page).getByRole("status")).toHaveText("Thank you for signing up! Check your email to confirm.");
});

test("a sign-up that fails gets the SPEC 8 message, which clears as soon as the address changes", async ({
  page,
}, testInfo) => {
  await page.goto("/contact");
  await waitForElements(page);
  // The server cannot take it right now (a refusal the site can answer: too many requests).
  await page.route("**/newsletter", (route) =>
    route.fulfill({
      status: 429,
      contentType: "application/json",
      body: JSON.stringify({ ok: false, message: FAILED, detail: "Too many requests" }),
    }),
  );
  const field = signup(page).getByRole("textbox", { name: "Email Address" });
  await field.fill(address("refused", testInfo.project.name));
  await signup(page).getByRole("button", { name: "Submit" }).click();
  await expect(signup(page).getByRole("alert")).toHaveText(FAILED);
  await expectNoSeriousA11yViolations(page);

  await field.press("End");
  await field.press("Backspace");
  await expect(signup(page).getByText(FAILED)).toHaveCount(0);
});

test("under reduced motion the checkmark is shown finished, without the drawing", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/privacy?newsletter=received");
  const check = signup(page).locator("svg.newsletter-check path");
  await expect(check).toBeVisible();
  expect(await check.evaluate((element) => getComputedStyle(element).animationName)).toBe("none");
  expect(await check.evaluate((element) => getComputedStyle(element).strokeDashoffset)).toBe("0px");
});

test("the answers a script-less visitor comes back to are accessible", async ({ page }) => {
  // axe runs as a script, so the pages the no-JavaScript journey lands on are scanned here.
  await page.goto("/groups?newsletter=received#newsletter-heading");
  await expect(signup(page).getByRole("status")).toHaveText("Thank you for signing up! Check your email to confirm.");
  await expectNoSeriousA11yViolations(page);
  await page.goto("/groups?newsletter=error#newsletter-heading");
  await expect(signup(page).getByRole("alert")).toHaveText(FAILED);
  await expectNoSeriousA11yViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a plain form post comes back to the same page with the checkmark, and a second one for the same address too", async ({
    page,
  }, testInfo) => {
    const email = address("nojs", testInfo.project.name);
    await page.goto("/groups");
    await signup(page).getByRole("textbox", { name: "Email Address" }).fill(email);
    await signup(page).getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(/\/groups\?newsletter=received#newsletter-heading$/);
    await expect(signup(page).getByRole("status")).toHaveText("Thank you for signing up! Check your email to confirm.");

    await page.goto("/groups");
    await signup(page).getByRole("textbox", { name: "Email Address" }).fill(email);
    await signup(page).getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(/\/groups\?newsletter=received#newsletter-heading$/);
    await expect(signup(page).getByRole("status")).toHaveText("Thank you for signing up! Check your email to confirm.");
  });
});

test.describe("the site's own list (Mailchimp off, issue 26)", () => {
  test("the sign-up's e-mail asks to confirm; its link's button puts the address on the list, once", async ({
    page,
  }, testInfo) => {
    const email = address("confirms", testInfo.project.name);
    await page.goto("/about");
    await waitForElements(page);
    await signup(page).getByRole("textbox", { name: "Email Address" }).fill(email);
    await signup(page).getByRole("button", { name: "Submit" }).click();
    await expect(signup(page).getByRole("status")).toHaveText("Thank you for signing up! Check your email to confirm.");
    expect(exportedRows("subscribers").find((row) => row.email_address === email)?.status).toBe("pending");

    const [mail] = await mailTo(email);
    expect(mail!.subject).toMatch(/^Please confirm your sign-up to .+'s e-mail list$/);
    const link = /https?:\/\/\S+\/newsletter\/confirm\?subscriber=[0-9a-f]{32}&sig=[\w-]+/.exec(mail!.text ?? "")?.[0];
    expect(link).toBeTruthy();
    const { pathname, search } = new URL(link!);

    // Opening the link (as a mail system's link check does) confirms nothing; the button does.
    await page.goto(`${pathname}${search}`);
    await expect(page.getByRole("heading", { name: "Confirm your sign-up" })).toBeVisible();
    expect(exportedRows("subscribers").find((row) => row.email_address === email)?.status).toBe("pending");
    await page.getByRole("button", { name: "Confirm my sign-up" }).click();
    await expect(page.getByRole("heading", { name: "You are on the list" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText("your sign-up is confirmed");
    expect(exportedRows("subscribers").find((row) => row.email_address === email)?.status).toBe("subscribed");
    await expectNoSeriousA11yViolations(page);

    // The same address again: thanked as ever, and no second e-mail.
    await page.goto("/about");
    await waitForElements(page);
    await signup(page).getByRole("textbox", { name: "Email Address" }).fill(email);
    await signup(page).getByRole("button", { name: "Submit" }).click();
    await expect(signup(page).getByRole("status")).toHaveText("Thank you for signing up! Check your email to confirm.");
    await page.waitForTimeout(1500);
    expect(await mailTo(email)).toHaveLength(1);
  });

  test("a forged confirmation link changes nothing", async ({ page }) => {
    const response = await page.goto(`/newsletter/confirm?subscriber=${"0".repeat(32)}&sig=forged`);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "This link does not work" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Confirm my sign-up" })).toHaveCount(0);
  });
});
