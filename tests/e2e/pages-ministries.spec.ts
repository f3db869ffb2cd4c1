import { expect, test, type Locator } from "@playwright/test";
import type { SectionOf } from "../../app/content/schema/index";
import { church, demo, fill, pageAt, sectionOf, titleOf } from "./demo";
import { longDate } from "./demo-words";
import { expectNoSeriousA11yViolations, setClock } from "./support";

type Action = SectionOf<"actions">["items"][number];

/** The page's big heading: its own, or its title. */
const headingOf = (path: string) => fill(pageAt(path).heading ?? pageAt(path).title);

/** A ministry page's "Our mission" text. */
function missionOf(path: string): { heading: string; text: string } {
  const written = pageAt(path);
  if (written.type !== "ministry") throw new Error(`${path} is not a ministry page`);
  return { heading: written.missionHeading, text: fill(written.mission).replace(/\s+/g, " ").trim() };
}

/** The box of `path`'s actions whose button leads where `leads` says. */
function actionOf(path: string, leads: (href: string) => boolean): Action & { button: NonNullable<Action["button"]> } {
  const found = sectionOf(path, "actions").items.find((item) => item.button?.href && leads(item.button.href));
  if (!found?.button) throw new Error(`${path} has no such button`);
  return found as Action & { button: NonNullable<Action["button"]> };
}

/** The link of a content button, with the address the folder gives it. */
async function expectButton(within: Locator, button: { label: string; href?: string }): Promise<Locator> {
  const link = within.getByRole("link", { name: fill(button.label) });
  await expect(link).toHaveAttribute("href", button.href!);
  return link;
}

test("kids: tagline, mission, Sunday time and place, and the newsletter e-mail button", async ({ page }) => {
  const kids = pageAt("/ministries/kids");
  const mission = missionOf("/ministries/kids");
  const [sundays] = sectionOf("/ministries/kids", "actions").items as [Action];
  const newsletterButton = actionOf("/ministries/kids", (href) => href.startsWith("mailto:")).button;
  // The Sundays box: a paragraph, then the time in bold and the address as a map link.
  const [intro] = sundays.text!.split(/\n\s*\n/) as [string];
  const time = /\*\*(.+?)\*\*/.exec(sundays.text!)![1]!;
  const [, place, placeHref] = /\[(.+?)\]\((.+?)\)/.exec(sundays.text!)! as unknown as [string, string, string];

  await page.goto("/ministries/kids");
  await expect(page).toHaveTitle(titleOf("/ministries/kids"));
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(headingOf("/ministries/kids"));
  await expect(main.getByText(fill(kids.tagline!))).toBeVisible();
  await expect(main.getByRole("heading", { name: mission.heading })).toBeVisible();
  await expect(main).toContainText(mission.text);
  const region = main.getByRole("region", { name: sundays.heading });
  await expect(region).toContainText(intro.replace(/\s+/g, " "));
  await expect(region).toContainText(time);
  await expect(region.getByRole("link", { name: place })).toHaveAttribute("href", placeHref);
  await expect(region.getByRole("link", { name: place })).toHaveAttribute("href", /google\.com\/maps/);
  const newsletter = main.getByRole("link", { name: fill(newsletterButton.label) });
  const href = await newsletter.getAttribute("href");
  const mail = new URL(href ?? "");
  const written = new URL(newsletterButton.href!);
  expect(mail.protocol).toBe("mailto:");
  expect(mail.pathname).toBe(written.pathname);
  expect(mail.searchParams.get("subject")).toBe(written.searchParams.get("subject"));
  expect(mail.searchParams.get("subject")).toMatch(/newsletter/i);
});

const YOUTH = "/ministries/youth";
const youthEvents = sectionOf(YOUTH, "dated-list");
/** The youth events still to come on the church-zone day `today` (each leaves the list the day after its date). */
const upcomingOn = (today: string) => youthEvents.items.filter((item) => !item.date || item.date >= today);

test("youth: mission and the SPEC's events, each with its weekday and year", async ({ page }) => {
  const today = "2026-09-01";
  const upcoming = upcomingOn(today);
  expect(upcoming.length).toBeGreaterThan(0);
  await setClock(page, demo.churchTime(today, "12:00"));
  await page.goto(YOUTH);
  await expect(page).toHaveTitle(titleOf(YOUTH));
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(headingOf(YOUTH));
  await expect(main).toContainText(missionOf(YOUTH).text);
  const events = main.getByRole("region", { name: youthEvents.heading }).getByRole("listitem");
  await expect(events.getByRole("heading", { level: 3 })).toHaveText(upcoming.map((item) => fill(item.title)));
  for (const [index, item] of upcoming.entries()) {
    if (item.date) await expect(events.nth(index)).toContainText(longDate(item.date));
    if (item.time) await expect(events.nth(index)).toContainText(item.time);
  }
  await expectNoSeriousA11yViolations(page);
});

test("youth in November 2026: past events have left the upcoming list", async ({ page }) => {
  const today = "2026-11-22";
  const upcoming = upcomingOn(today);
  const past = youthEvents.items.filter((item) => item.date && item.date < today);
  expect(upcoming.length).toBeGreaterThan(0);
  expect(past.length).toBeGreaterThan(0);
  await setClock(page, demo.churchTime(today, "12:00"));
  await page.goto(YOUTH);
  const events = page.getByRole("main").getByRole("region", { name: youthEvents.heading }).getByRole("listitem");
  await expect(events.getByRole("heading", { level: 3 })).toHaveText(upcoming.map((item) => fill(item.title)));
  await expect(events.locator(".youth-event-date")).toHaveText(upcoming.map((item) => longDate(item.date!)));
  for (const item of past) await expect(page.getByRole("main")).not.toContainText(longDate(item.date!));
});

test("adults: each box (Growth Track, One Days, APEST) with its link", async ({ page }) => {
  const boxes = sectionOf("/ministries/adults", "actions").items;
  expect(boxes.length).toBeGreaterThan(0);
  await page.goto("/ministries/adults");
  await expect(page).toHaveTitle(titleOf("/ministries/adults"));
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(headingOf("/ministries/adults"));
  await expect(main.getByRole("heading", { level: 2 })).toHaveText(boxes.map((box) => fill(box.heading)));
  for (const box of boxes) {
    const region = main.getByRole("region", { name: fill(box.heading) });
    if (box.text) await expect(region).toContainText(fill(box.text).replace(/\s+/g, " "));
    if (box.button) await expectButton(region, box.button);
  }
});

test("worship: mission, the weekly playlist and an e-mail to the worship pastor", async ({ page }) => {
  const mission = missionOf("/ministries/worship");
  const playlistButton = actionOf("/ministries/worship", (href) => href.startsWith("https://")).button;
  const emailButton = actionOf("/ministries/worship", (href) => href.startsWith("mailto:")).button;
  await page.goto("/ministries/worship");
  await expect(page).toHaveTitle(titleOf("/ministries/worship"));
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(headingOf("/ministries/worship"));
  await expect(main.getByRole("heading", { name: mission.heading })).toBeVisible();
  await expect(main).toContainText(mission.text);
  const playlist = await expectButton(main, playlistButton);
  await expect(playlist).toHaveAttribute("href", /^https:\/\//);
  await expect(playlist).toHaveAttribute("rel", "noopener noreferrer");
  // The address is a staff member's of church.yaml, and the button names them.
  const pastor = church.staff.find((member) => member.email && emailButton.href!.startsWith(`mailto:${member.email}`));
  expect(pastor, emailButton.href).toBeDefined();
  expect(fill(emailButton.label)).toContain(pastor!.name);
  await expectButton(main, emailButton);
});

const SERVE = "/ministries/serve";
for (const path of [SERVE, ...pageAt(SERVE).alsoAt]) {
  test(`serve: ${path} shows the text and its sign-up button`, async ({ page }) => {
    const prose = sectionOf(SERVE, "prose");
    expect(prose.buttons.length).toBeGreaterThan(0);
    await page.goto(path);
    await expect(page).toHaveTitle(titleOf(SERVE));
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(headingOf(SERVE));
    for (const paragraph of fill(prose.text).split(/\n\s*\n/))
      await expect(main.getByText(paragraph.replace(/\s+/g, " ").trim())).toBeVisible();
    for (const button of prose.buttons) await expectButton(main, button);
  });
}
