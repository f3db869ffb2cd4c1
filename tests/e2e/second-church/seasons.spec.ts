import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, setClock } from "../support";
import {
  addDays,
  church,
  churchTime,
  clockTime,
  fill,
  longDate,
  minutesFrom,
  nthWeekday,
  pages,
  type PageYaml,
} from "./support";

// Issue 17, must-show 4 for the second church: no Christmas, a harvest supper on the nth weekday of a month,
// Easter at its own times. Each invites with its date and year, written in the church's style and read on
// the church's clock, from `inviteDaysBefore` days ahead; never to the past.

const [harvestPath, harvest] = [...pages].find(
  ([, page]) => page.type === "seasonal" && page.date?.rule === "nth-weekday",
)!;
const [easterPath, easter] = [...pages].find(([, page]) => page.type === "seasonal" && page.date?.rule === "easter")!;

/** The harvest supper's day in `year`, from its rule. */
function harvestDay(year: number): string {
  const rule = harvest.date!;
  return nthWeekday(year, rule.month!, rule.weekday!, rule.nth!);
}

/** The times a seasonal page gives: its own label, or each service's time. */
function timesOf(page: PageYaml): string[] {
  return page.timesLabel ? [page.timesLabel] : page.services!.map((service) => clockTime(service.start));
}

const seasonLink = (page: Page, season: PageYaml) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: season.title, exact: true });

test("the harvest supper invites to its day, with its year, in the church's style", async ({ page }) => {
  const day = harvestDay(2026);
  const supper = harvest.services![0]!;
  // A weekday afternoon (no gathering near) a few days inside the invitation window.
  await setClock(page, churchTime(addDays(day, -(harvest.inviteDaysBefore! - 3)), "14:00"));
  await page.goto(harvestPath);
  await expect(page).toHaveTitle(`${church.name}: ${harvest.title}`);
  const hero = page.getByRole("region", { name: fill(harvest.heading!) });
  await expect(hero.getByRole("heading", { level: 1 })).toHaveText(fill(harvest.heading!));
  await expect(hero.getByText(longDate(day), { exact: true })).toBeVisible();
  for (const time of timesOf(harvest)) await expect(hero).toContainText(time);
  await expect(hero.getByRole("link", { name: harvest.planLabel ?? "Plan your visit now" })).toHaveAttribute(
    "href",
    "#plan-visit",
  );
  // {date} in its sections and its description is the same day.
  await expect(page.getByRole("heading", { name: `On ${longDate(day)} there will be` })).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    fill(harvest.inviteDescription!.replace(/\s+/g, " ").trim(), { date: longDate(day) }),
  );
  // The plan-a-visit form offers the supper itself, at its time.
  await expect(page.getByLabel("Which service?").locator("option:not([disabled])")).toHaveText([
    new RegExp(clockTime(supper.start)),
  ]);
  // And the menu links to it while it invites.
  await expect(seasonLink(page, harvest)).toHaveAttribute("href", harvestPath);
  await expectNoSeriousA11yViolations(page);
});

test("before its invitation opens, the menu has no harvest link and the page says when the last one was", async ({
  page,
}) => {
  const day = harvestDay(2026);
  await setClock(page, churchTime(addDays(day, -(harvest.inviteDaysBefore! + 2)), "14:00"));
  await page.goto(harvestPath);
  await expect(seasonLink(page, harvest)).toHaveCount(0);
  const hero = page.getByRole("region", { name: fill(harvest.heading!) });
  await expect(hero).toContainText(`${harvest.name} was on ${longDate(harvestDay(2025))}.`);
  await expect(hero).toContainText(`Next ${harvest.name}: ${longDate(day)}.`);
  await expect(page.getByLabel("Which service?")).toHaveCount(0);
});

test("on the day it invites until the supper starts on the church's clock, then never to the past", async ({
  page,
}) => {
  const day = harvestDay(2026);
  const supper = harvest.services![0]!;
  // A minute before the supper in the church's zone: still today's.
  await setClock(page, churchTime(day, minutesFrom(supper.start, -1)));
  await page.goto(harvestPath);
  const hero = page.getByRole("region", { name: fill(harvest.heading!) });
  await expect(hero.getByText(longDate(day), { exact: true })).toBeVisible();

  // A minute after it started, it has passed: thanks, and next year's day with its year.
  await setClock(page, churchTime(day, minutesFrom(supper.start, 1)));
  await page.goto(harvestPath);
  await expect(hero).toContainText(`${harvest.name} was on ${longDate(day)}.`);
  await expect(hero).toContainText(`Next ${harvest.name}: ${longDate(harvestDay(2027))}.`);
  await expect(page.getByLabel("Which service?")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: /there will be/ })).toHaveCount(0);
});

test("Easter invites to its own services, and stays out of the menu", async ({ page }) => {
  // Easter 2027 is on 28 March; forty days ahead is inside its invitation.
  await setClock(page, churchTime("2027-03-10", "14:00"));
  await page.goto(easterPath);
  const hero = page.getByRole("region", { name: fill(easter.heading!) });
  await expect(hero.getByText(/^Sunday \d{1,2} (March|April) 2027$/)).toBeVisible();
  for (const time of timesOf(easter)) await expect(hero).toContainText(time);
  await expect(page.getByLabel("Which service?").locator("option:not([disabled])")).toHaveText(
    easter.services!.map((service) => new RegExp(clockTime(service.start))),
  );
  expect(easter.inMenu ?? false).toBe(false);
  await expect(seasonLink(page, easter)).toHaveCount(0);
});
