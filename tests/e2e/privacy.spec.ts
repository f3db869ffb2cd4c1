import { expect, test } from "@playwright/test";
import { waitForElements } from "./support";

/** The privacy policy's promises a visitor can see for themselves (issue 11, "promises kept"). */

test("the site sets one cookie, a random code that says nothing about the visitor, even after a sign-up", async ({
  page,
  context,
}, testInfo) => {
  for (const path of ["/", "/visit", "/easter", "/watch", "/privacy"]) await page.goto(path);
  await waitForElements(page);
  const address = `cookie.${testInfo.project.name}@example.org`;
  const signup = page.getByRole("region", { name: "Join our email list" });
  await signup.getByRole("textbox", { name: "Email Address" }).fill(address);
  await signup.getByRole("button", { name: "Submit" }).click();
  await expect(signup.getByText(/thank you/i)).toBeVisible();

  const cookies = (await context.cookies()).filter((cookie) => new URL(page.url()).hostname === cookie.domain);
  expect(cookies.map((cookie) => cookie.name)).toEqual(["XSRF-TOKEN"]);
  expect(cookies[0]?.value).toMatch(/^[A-Za-z0-9_-]{32,64}$/);
  expect(cookies[0]?.value).not.toContain("cookie");
});

test("the policy says how long visit plans are kept and how to be forgotten", async ({ page }) => {
  await page.goto("/privacy");
  const main = page.getByRole("main");
  await expect(
    main.getByText(/Visit plans are deleted from this website one year after the date of the visit/),
  ).toBeVisible();
  // The journeys run with e-mail set up (playwright.config.ts): the policy says what is sent.
  await expect(main.getByText(/we e-mail you a confirmation with a calendar invite/)).toBeVisible();
  // The demo keeps its list on this site (Mailchimp in demo mode): the policy names no Mailchimp (issue 26).
  await expect(main.getByText(/and your e-mail list sign-up from this website\./)).toBeVisible();
  await expect(main.getByText(/Mailchimp/)).toHaveCount(0);
  await expect(main.getByText(/This site sets one cookie/)).toBeVisible();
});
