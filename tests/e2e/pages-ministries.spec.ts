import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, setClock } from "./support";

const CHURCH = "Redwood Coast Church";

test("kids: tagline, mission, Sunday time and place, and the newsletter e-mail button", async ({ page }) => {
  await page.goto("/ministries/kids");
  await expect(page).toHaveTitle(`${CHURCH}: RC Kids`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("RC Kids");
  await expect(main.getByText("Partnering with parents to help kids find and follow Jesus")).toBeVisible();
  await expect(main.getByRole("heading", { name: "Our mission" })).toBeVisible();
  const sundays = main.getByRole("region", { name: "Sundays" });
  await expect(sundays).toContainText(/nursery through 6th grade/i);
  await expect(sundays).toContainText("Sunday at 10:30 am");
  await expect(sundays.getByRole("link", { name: /Harbor View Road/ })).toHaveAttribute("href", /google\.com\/maps/);
  const newsletter = main.getByRole("link", { name: "E-mail us to get the RC Kids newsletter" });
  const href = await newsletter.getAttribute("href");
  const mail = new URL(href ?? "");
  expect(mail.protocol).toBe("mailto:");
  expect(mail.pathname).toBe("riley@redwoodcoast.example");
  expect(mail.searchParams.get("subject")).toMatch(/newsletter/i);
});

test("youth: mission and the SPEC's events, each with its weekday and year", async ({ page }) => {
  await setClock(page, "2026-09-01T12:00:00-07:00");
  await page.goto("/ministries/youth");
  await expect(page).toHaveTitle(`${CHURCH}: Youth`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Catalyst Youth");
  await expect(main.getByText(/Middle school/)).toBeVisible();
  const events = main.getByRole("region", { name: /7th to 12th grade/ }).getByRole("listitem");
  await expect(events.getByRole("heading", { level: 3 })).toHaveText([
    "Catalyst Lunch",
    "Catalyst Lunch",
    "Operation Christmas Child",
    "Christmas Party",
    "Catalyst Lunch",
    "Catalyst Lunch",
  ]);
  await expect(events.nth(0)).toContainText("Friday, September 18, 2026");
  await expect(events.nth(0)).toContainText("12:30-4:30 pm");
  await expect(events.nth(1)).toContainText("Friday, October 30, 2026");
  await expect(events.nth(2)).toContainText("Monday, November 16, 2026");
  await expect(events.nth(2)).toContainText("6-8 pm");
  await expect(events.nth(3)).toContainText("Friday, December 18, 2026");
  await expectNoSeriousA11yViolations(page);
});

test("youth in November 2026: past events have left the upcoming list", async ({ page }) => {
  await setClock(page, "2026-11-22T12:00:00-08:00");
  await page.goto("/ministries/youth");
  const events = page
    .getByRole("main")
    .getByRole("region", { name: /7th to 12th grade/ })
    .getByRole("listitem");
  await expect(events.getByRole("heading", { level: 3 })).toHaveText([
    "Christmas Party",
    "Catalyst Lunch",
    "Catalyst Lunch",
  ]);
  await expect(events.locator(".youth-event-date")).toHaveText([
    "Friday, December 18, 2026",
    "Friday, January 29, 2027",
    "Friday, February 26, 2027",
  ]);
  await expect(page.getByRole("main")).not.toContainText(/September|October|November 16/);
});

test("adults: Growth Track, One Days and APEST cards with their links", async ({ page }) => {
  await page.goto("/ministries/adults");
  await expect(page).toHaveTitle(`${CHURCH}: Adults`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Discovering Jesus");
  await expect(main.getByRole("heading", { level: 2 })).toHaveText(["Growth Track", "One Days", "APEST"]);
  await expect(main.getByRole("link", { name: "Register Now for Growth Track" })).toHaveAttribute(
    "href",
    /registrations\/events\/growth-track$/,
  );
  await expect(main.getByRole("link", { name: "Register for a One Day retreat" })).toHaveAttribute(
    "href",
    /registrations\/events\/one-days$/,
  );
  await expect(main.getByText(/listening to God/)).toBeVisible();
  await expect(main.getByRole("link", { name: /Learn more about APEST/ })).toHaveAttribute(
    "href",
    /^mailto:jordan@redwoodcoast\.example/,
  );
});

test("worship: mission, the weekly playlist and an e-mail to the worship pastor", async ({ page }) => {
  await page.goto("/ministries/worship");
  await expect(page).toHaveTitle(`${CHURCH}: Worship Arts`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Worship Arts");
  await expect(main.getByRole("heading", { name: "Our mission" })).toBeVisible();
  const playlist = main.getByRole("link", { name: /this week's playlist/ });
  await expect(playlist).toHaveAttribute("href", /^https:\/\//);
  await expect(playlist).toHaveAttribute("rel", "noopener noreferrer");
  await expect(main.getByRole("link", { name: "E-mail Sam Okafor about joining the team" })).toHaveAttribute(
    "href",
    /^mailto:sam@redwoodcoast\.example/,
  );
});

for (const path of ["/connect", "/ministries/serve"]) {
  test(`serve: ${path} shows the text and the Sign Me Up! button`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(`${CHURCH}: Serve`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Serve");
    await expect(main.getByText(/Greeters, coffee makers/)).toBeVisible();
    await expect(main.getByRole("link", { name: "Sign Me Up!" })).toHaveAttribute("href", /people\/forms\/serve$/);
  });
}
