import { expect, test, type Page } from "@playwright/test";
import ICAL from "ical.js";
import { expectNoSeriousA11yViolations, setClock } from "../support";
import {
  addDays,
  church,
  churchTime,
  clockTime,
  demoGatherings,
  demoTimeZone,
  minutesFrom,
  nextWeekday,
  serviceDate,
  services,
  timeZone,
  wallClockIn,
  type GatheringYaml,
} from "./support";

// Issue 17, must-show 3 for the second church: its weekly gatherings (services.yaml), on two days at its own
// times and in its own zone, drive the live link, the live page, the /visit schedule, the calendar feed and
// the structured data. The server runs in Asia/Kolkata and the visitor's browser in America/Chicago.

/** A week in British Summer Time, when the church's zone is an hour from UTC. */
const WEEK_OF = "2026-09-07"; // a Monday
const dayOf = (gathering: GatheringYaml, from = WEEK_OF) => nextWeekday(from, gathering.weekday);
const NOTICE = services.live?.noticeMinutesBefore ?? 30;
const PLAYER = services.live?.playerMinutesBefore ?? 5;
const streamed = services.gatherings.filter((gathering) => gathering.streamed);

/** Whether "Watch Service Online" belongs in the menu at `instant`, by services.yaml. */
function inLiveWindow(instant: string): boolean {
  const at = Date.parse(instant);
  return streamed.some((gathering) =>
    [-7, 0, 7].some((weeks) => {
      const start = Date.parse(churchTime(addDays(dayOf(gathering), weeks), gathering.start));
      return start - NOTICE * 60_000 <= at && at < start + gathering.minutes * 60_000;
    }),
  );
}

const liveLink = (page: Page) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Watch Service Online" });

async function liveLinkAt(page: Page, instant: string): Promise<boolean> {
  await setClock(page, instant);
  // The menu is in the server's HTML: no need to wait for pictures.
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  return (await liveLink(page).count()) > 0;
}

test.describe("'Watch Service Online' in the menu", () => {
  for (const gathering of streamed) {
    test(`shows from ${NOTICE} minutes before the ${gathering.name} (${gathering.weekday} ${gathering.start}) until it ends`, async ({
      page,
    }) => {
      const day = dayOf(gathering);
      const opens = minutesFrom(gathering.start, -NOTICE);
      const ends = minutesFrom(gathering.start, gathering.minutes);
      expect(await liveLinkAt(page, churchTime(day, opens)), `${day} ${opens}`).toBe(true);
      await expect(liveLink(page)).toHaveAttribute("href", "/watch/live");
      expect(await liveLinkAt(page, churchTime(day, minutesFrom(ends, -1))), `${day} before ${ends}`).toBe(true);
      for (const outside of [minutesFrom(opens, -1), ends]) {
        const instant = churchTime(day, outside);
        if (!inLiveWindow(instant)) expect(await liveLinkAt(page, instant), `${day} ${outside}`).toBe(false);
      }
    });
  }

  test("does not show at the demo church's service times, on its clock or on the demo's", async ({ page }) => {
    for (const gathering of demoGatherings) {
      const day = dayOf(gathering);
      const during = minutesFrom(gathering.start, 5);
      for (const instant of [churchTime(day, during), churchTime(day, during, demoTimeZone)]) {
        expect(inLiveWindow(instant), `${instant} should fall outside this church's gatherings`).toBe(false);
        expect(await liveLinkAt(page, instant), instant).toBe(false);
      }
    }
  });
});

test.describe("the live page", () => {
  test.beforeEach(async ({ page }) => {
    // No internet here: the live event's player answers with an empty page.
    await page.route(/^https:\/\/(player\.)?vimeo\.com\//, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><html lang='en'><title>Live</title></html>" }),
    );
  });

  const [first, second, third] = [...streamed].sort(
    (a, b) => Date.parse(churchTime(dayOf(a), a.start)) - Date.parse(churchTime(dayOf(b), b.start)),
  ) as [GatheringYaml, GatheringYaml, GatheringYaml];
  const countdown = (page: Page) => page.getByRole("timer");

  test("an hour before the week's first gathering, it counts down to it in the church's time and the visitor's", async ({
    page,
  }, testInfo) => {
    const day = dayOf(first);
    const start = churchTime(day, first.start);
    await setClock(page, churchTime(day, minutesFrom(first.start, -60)));
    await page.goto("/watch/live");
    await expect(page.getByRole("heading", { name: `Next Up: ${first.name}` })).toBeVisible();
    await expect(page.getByText(serviceDate(day, first.start), { exact: true })).toBeVisible();
    await expectCountdown(page, 60 * 60);
    // The visitor in another zone sees their own time beside it once the page's script runs.
    const visitor = wallClockIn(start, testInfo.project.use.timezoneId!);
    await expect(page.getByText(`(${serviceDate(visitor.day, visitor.time)} your time)`)).toBeVisible();
    await expect(page.getByRole("link", { name: "Previous sermons" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("once it has ended, the next gathering on another day is next, with no countdown yet", async ({ page }) => {
    await setClock(page, churchTime(dayOf(first), minutesFrom(first.start, first.minutes + 1)));
    await page.goto("/watch/live");
    await expect(page.getByRole("heading", { name: `Next Up: ${second.name}` })).toBeVisible();
    await expect(page.getByText(serviceDate(dayOf(second), second.start), { exact: true })).toBeVisible();
    await expect(countdown(page)).toHaveCount(0);
  });

  test("between two gatherings of one day, it counts down to the later one", async ({ page }) => {
    const day = dayOf(third);
    expect(dayOf(second)).toBe(day);
    const at = minutesFrom(second.start, second.minutes + 5);
    await setClock(page, churchTime(day, at));
    await page.goto("/watch/live");
    await expect(page.getByRole("heading", { name: `Next Up: ${third.name}` })).toBeVisible();
    await expectCountdown(page, (Date.parse(churchTime(day, third.start)) - Date.parse(churchTime(day, at))) / 1000);
  });

  test(`${PLAYER} minutes before a gathering, its own live stream plays in place of the countdown`, async ({
    page,
  }) => {
    const day = dayOf(third);
    await setClock(page, churchTime(day, minutesFrom(third.start, -PLAYER + 1)));
    await page.goto("/watch/live");
    const player = page.getByTitle(`${third.name}, live`);
    await expect(player).toHaveAttribute("src", new RegExp(`^${services.live!.embedUrl!.replace(/[.?]/g, "\\$&")}`));
    await expect(page.getByRole("heading", { name: /^Next Up/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Previous sermons" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("after the week's last gathering, next week's first is next", async ({ page }) => {
    await setClock(page, churchTime(dayOf(third), minutesFrom(third.start, third.minutes)));
    await page.goto("/watch/live");
    await expect(page.getByRole("heading", { name: `Next Up: ${first.name}` })).toBeVisible();
    await expect(page.getByText(serviceDate(addDays(dayOf(first), 7), first.start), { exact: true })).toBeVisible();
  });
});

/** The countdown reads `seconds` ("1:10:00"), or a few seconds less once it has ticked. */
async function expectCountdown(page: Page, seconds: number): Promise<void> {
  const timer = page.getByRole("timer");
  await expect(timer).toHaveText(/^(\d+:)?\d{1,2}:\d{2}$/);
  const shown = (await timer.textContent())!.split(":").reduce((total, part) => total * 60 + Number(part), 0);
  expect(shown).toBeLessThanOrEqual(seconds);
  expect(shown).toBeGreaterThan(seconds - 10);
}

test("/visit lists the three gatherings, weekend order, in the church's clock", async ({ page }) => {
  await setClock(page, churchTime(WEEK_OF, "14:00"));
  await page.goto("/visit");
  const schedule = page.getByRole("main").getByRole("list").filter({ hasText: services.gatherings[0]!.name });
  const inWeekendOrder = [...services.gatherings].sort(
    (a, b) => Date.parse(churchTime(dayOf(a), a.start)) - Date.parse(churchTime(dayOf(b), b.start)),
  );
  await expect(schedule.getByRole("listitem")).toHaveCount(services.gatherings.length);
  for (const [index, gathering] of inWeekendOrder.entries()) {
    const item = schedule.getByRole("listitem").nth(index);
    const weekday = gathering.weekday.replace(/^\w/, (letter) => letter.toUpperCase());
    await expect(item).toContainText(`${weekday}, ${clockTime(gathering.start)}`);
    await expect(item).toContainText(gathering.name);
  }
});

test("/events.ics holds one weekly event per gathering, in the church's zone", async ({ request }) => {
  const response = await request.get("/events.ics", { headers: { "x-test-now": churchTime(WEEK_OF, "14:00") } });
  expect(response.headers()["content-type"]).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe(timeZone);
  const weekly = calendar.getAllSubcomponents("vevent").filter((event) => event.hasProperty("rrule"));
  expect(weekly).toHaveLength(services.gatherings.length);
  for (const gathering of services.gatherings) {
    const event = weekly.find((candidate) =>
      String(candidate.getFirstPropertyValue("summary")).startsWith(gathering.name),
    );
    expect(event, gathering.name).toBeDefined();
    const rule = event!.getFirstPropertyValue("rrule") as ICAL.Recur;
    expect(rule.freq).toBe("WEEKLY");
    expect(rule.parts.BYDAY).toEqual([gathering.weekday.slice(0, 2).toUpperCase()]);
    const start = event!.getFirstProperty("dtstart")!;
    expect(start.getParameter("tzid")).toBe(timeZone);
    // From the next one, on the gathering's weekday at its time on the church's wall clock.
    expect(String(start.getFirstValue())).toBe(`${dayOf(gathering)}T${gathering.start}:00`);
    expect(new ICAL.Event(event!).duration.toSeconds()).toBe(gathering.minutes * 60);
    expect(String(event!.getFirstPropertyValue("summary"))).toContain(church.name);
  }
});

test("the visit page describes the next gatherings as Events at the church's times", async ({ page }) => {
  await setClock(page, churchTime(WEEK_OF, "14:00"));
  await page.goto("/visit");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const events = blocks
    .flatMap((text) => [JSON.parse(text)].flat() as { "@type": string; name: string; startDate: string }[])
    .filter((item) => item["@type"] === "Event");
  expect(events).toHaveLength(services.gatherings.length);
  for (const gathering of services.gatherings) {
    const event = events.find((candidate) => candidate.name.startsWith(gathering.name))!;
    expect(event, gathering.name).toBeDefined();
    // Written with the church's own offset: its wall clock, and the same instant.
    expect(event.startDate.slice(0, 16)).toBe(`${dayOf(gathering)}T${gathering.start}`);
    expect(Date.parse(event.startDate)).toBe(Date.parse(churchTime(dayOf(gathering), gathering.start)));
  }
});
