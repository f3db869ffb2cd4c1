import { expect, test, type Locator } from "@playwright/test";
import type { ChurchFile } from "../../app/content/schema/index";
import { addDays, wallClockIn } from "./content";
import { church, demo, fill, pageAt, sectionOf, staffMember, timeZone, titleOf } from "./demo";
import { setClock } from "./support";

const ABOUT = "/about";
const about = pageAt(ABOUT);
const mission = church.mission!;
const values = sectionOf(ABOUT, "values");
const pastorsSection = sectionOf(ABOUT, "staff");
const pastors = pastorsSection.members.map(staffMember);
/** The boxed link to the statements of belief: the page's PDF button. */
const beliefs = about.sections
  .flatMap((section) => (section.type === "prose" ? section.buttons : []))
  .find((button) => button.href?.endsWith(".pdf"))!;

type Member = ChurchFile["staff"][number];

/** Whole years from `since` (a year, or "YYYY-MM-DD") to the calendar day `today`. */
function wholeYearsSince(since: number | string, today: string): number {
  const [year, month = 1, day = 1] = String(since).split("-").map(Number) as [number, number?, number?];
  const [nowYear, nowMonth, nowDay] = today.split("-").map(Number) as [number, number, number];
  return nowYear - year - (nowMonth * 100 + nowDay < month * 100 + day ? 1 : 0);
}

/** The member's bio as it reads on `today`, its {years} counted. */
function bioOn(member: Member, today: string): string {
  return fill(member.bio!, { years: String(wholeYearsSince(member.since!, today)) }).replace(/\s+/g, " ");
}

const cardOf = (region: Locator, member: Member) =>
  region.getByRole("listitem").filter({ has: region.page().getByRole("heading", { level: 3, name: member.name }) });

test("about: mission, verse, values, beliefs PDF and pastors", async ({ page, request }) => {
  expect(values.items.length).toBeGreaterThan(0);
  expect(pastors.length).toBeGreaterThan(0);
  await page.goto(ABOUT);
  await expect(page).toHaveTitle(titleOf(ABOUT));
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(fill(about.heading ?? about.title));
  await expect(main.getByText(mission.quote)).toBeVisible();
  await expect(main.getByText(mission.verse!.reference)).toBeVisible();

  const valueHeadings = main.getByRole("region", { name: values.heading }).getByRole("heading", { level: 3 });
  await expect(valueHeadings).toHaveText(values.items.map((value) => value.name));

  const pdfPath = new URL(beliefs.href!, "http://site/").pathname;
  const pdfLink = main.getByRole("link", { name: fill(beliefs.label) });
  await expect(pdfLink).toHaveAttribute("href", pdfPath);
  await expect(pdfLink).toHaveAttribute("rel", "noopener noreferrer");
  const pdf = await request.get(pdfPath);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  const region = main.getByRole("region", { name: pastorsSection.heading });
  await expect(region.getByRole("heading", { level: 3 })).toHaveText(pastors.map((member) => member.name));
  await expect(region.getByRole("img")).toHaveCount(pastors.filter((member) => member.photo).length);
  for (const member of pastors)
    await expect(cardOf(region, member).getByText(member.role, { exact: true })).toBeVisible();
});

test("about: years in the bios count from the start year, on the church's calendar", async ({ page }) => {
  const counted = pastors.filter((member) => member.since !== undefined && member.bio?.includes("{years}"));
  expect(counted.length).toBeGreaterThan(0);

  // 1 June 2025: each bio counts the whole years since its pastor began.
  const june = "2025-06-01T17:00:00Z";
  const today = wallClockIn(june, timeZone).day;
  await setClock(page, june);
  await page.goto(ABOUT);
  const region = page.getByRole("region", { name: pastorsSection.heading });
  for (const member of counted) await expect(cardOf(region, member)).toContainText(bioOn(member, today));

  // Noon of the day before the first pastor's next year turns over, in the church's zone: still the same count
  // (already the next day in zones east of the church's).
  const [first] = counted as [Member];
  const [, month = 1, day = 1] = String(first.since).split("-").map(Number);
  const anniversary = (year: number) => `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  const thisYear = Number(today.slice(0, 4));
  const turnover = anniversary(today < anniversary(thisYear) ? thisYear : thisYear + 1);
  const dayBefore = addDays(turnover, -1);
  expect(wholeYearsSince(first.since!, dayBefore)).toBe(wholeYearsSince(first.since!, today));
  await setClock(page, demo.churchTime(dayBefore, "12:00"));
  await page.goto(ABOUT);
  await expect(cardOf(region, first)).toContainText(bioOn(first, dayBefore));
});
