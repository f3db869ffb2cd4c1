import { expect, test, type Page } from "@playwright/test";
import type { SeasonalPageFile } from "../../app/content/schema/index";
import { addDays, minutesFrom, nextWeekday, wallClockIn } from "./content";
import { church, demo, fill, pageAt, sectionOf, services, staffMember, timeZone, titleOf } from "./demo";
import { addressLine, easterSunday, escaped, longDate, monthAndDay, seasonDay, serviceLabel } from "./demo-words";
import { expectNoSeriousA11yViolations, setClock, waitForElements } from "./support";

function seasonal(path: string): SeasonalPageFile {
  const written = pageAt(path);
  if (written.type !== "seasonal") throw new Error(`${path} is not a seasonal page`);
  return written;
}
const EASTER = "/easter";
const CHRISTMAS = "/christmas";
const easter = seasonal(EASTER);
const christmas = seasonal(CHRISTMAS);
type Section = SeasonalPageFile["sections"][number];

/** The times as the page's hero writes them: its timesLabel (both demo seasons write one). */
const timesOf = (season: SeasonalPageFile) => season.timesLabel!;

/** The sections a seasonal page shows while it invites (`inviting`) or once its day has passed. */
const shownWhen = (season: SeasonalPageFile, state: "inviting" | "passed") =>
  season.sections.filter((section) => section.when === "always" || section.when === state);

/** A section's name as a region of the page, its {date} filled with `day`. */
function regionNameOf(section: Section, day: string): string {
  const heading = section.type === "callout" ? section.lines.join(" ") : "heading" in section ? section.heading : "";
  return fill(heading ?? "", { date: longDate(day) });
}

/** A section's buttons. */
function buttonsOf(section: Section): { label: string; href?: string }[] {
  if (section.type === "callout") return [section.button];
  if (section.type === "list") return section.button ? [section.button] : [];
  if (section.type === "prose") return section.buttons;
  return [];
}

/** The labels of the buttons the page shows that lead to its plan-a-visit form (no href of their own). */
function planButtons(season: SeasonalPageFile, state: "inviting" | "passed"): string[] {
  return shownWhen(season, state)
    .flatMap(buttonsOf)
    .filter((button) => !button.href)
    .map((button) => fill(button.label));
}
const planLinkName = (labels: string[]) => new RegExp(`^(${[...new Set(labels)].map(escaped).join("|")})$`, "i");

// The invitation journeys run a month before Easter 2027 and three weeks before Christmas Eve 2026, on a
// weekday morning inside each page's invitation; what the pages say once the day has passed is at the end.
const EASTER_DAY = seasonDay(EASTER, 2027);
const CHRISTMAS_DAY = seasonDay(CHRISTMAS, 2026);
const BEFORE_EASTER_2027 = demo.churchTime(addDays(EASTER_DAY, -27), "10:00");
const BEFORE_CHRISTMAS_2026 = demo.churchTime(addDays(CHRISTMAS_DAY, -23), "10:00");

/** The heading of the page's plan-a-visit form (and of its dialog). */
const planVisitHeading = (path: string) => fill(sectionOf(path, "plan-visit").heading);

/** The page's thanks once its day has passed, on one line. */
const thanksOf = (season: SeasonalPageFile) => fill(season.thanks).replace(/\s+/g, " ").trim();

/** The weekly gathering (services.yaml) next after `instant`, as the page writes it: "Sunday, November 29, 2026 at 10:30 AM". */
function nextGatheringAfter(instant: string): string {
  const today = wallClockIn(instant, timeZone).day;
  const [next] = services.gatherings
    .flatMap((gathering) =>
      [0, 7].map((days) => {
        const day = addDays(nextWeekday(today, gathering.weekday), days);
        return { day, time: gathering.start, at: Date.parse(demo.churchTime(day, gathering.start)) };
      }),
    )
    .filter((occurrence) => occurrence.at > Date.parse(instant))
    .sort((a, b) => a.at - b.at);
  return serviceLabel(next!.day, next!.time);
}

test.beforeEach(async ({ page }) => {
  await setClock(page, BEFORE_EASTER_2027);
});

async function regionNames(page: Page): Promise<string[]> {
  const regions = page.getByRole("main").getByRole("region");
  const names: string[] = [];
  for (const region of await regions.all()) {
    const labelledBy = await region.getAttribute("aria-labelledby");
    names.push(labelledBy ? ((await page.locator(`[id="${labelledBy}"]`).textContent()) ?? "") : "");
  }
  return names;
}

test("easter: its sections in order, then the plan-your-visit section", async ({ page }) => {
  // Easter's rule gives a Sunday; the morning is inside the page's invitation.
  expect(new Date(`${easterSunday(2027)}T12:00:00Z`).getUTCDay()).toBe(0);
  expect(27).toBeLessThanOrEqual(easter.inviteDaysBefore);
  const date = longDate(EASTER_DAY);
  const inviting = shownWhen(easter, "inviting");
  expect(inviting.length).toBeGreaterThan(0);
  expect(inviting.at(-1)?.type).toBe("plan-visit");

  await page.goto(EASTER);
  await expect(page).toHaveTitle(titleOf(EASTER));
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(fill(easter.heading!));
  await expect(main.getByText(date, { exact: true })).toBeVisible();
  await expect(main.getByText(timesOf(easter), { exact: true })).toBeVisible();
  expect(await regionNames(page)).toEqual([
    fill(easter.heading!),
    ...inviting.map((section) => regionNameOf(section, EASTER_DAY)),
  ]);

  const fun = sectionOf(EASTER, "list");
  await expect(main.getByRole("region", { name: regionNameOf(fun, EASTER_DAY) }).getByRole("listitem")).toHaveText(
    fun.items.map((item) => fill(item)),
  );
  const times = main.getByRole("region", { name: regionNameOf(sectionOf(EASTER, "season-facts"), EASTER_DAY) });
  await expect(times).toContainText(`${date} at ${timesOf(easter)}`);
  await expect(times).toContainText(addressLine(church.address));
  await expect(times.getByRole("link", { name: church.phone!.display })).toHaveAttribute(
    "href",
    `tel:${church.phone!.tel}`,
  );
  // "No Awkward First Visits": the checklist with its own plan-a-visit button.
  const firstVisit = inviting
    .flatMap((section) => (section.type === "list" && section.button ? [section] : []))
    .find((section) => section.style === "checks")!;
  await expect(
    main.getByRole("region", { name: regionNameOf(firstVisit, EASTER_DAY) }).getByRole("listitem"),
  ).toHaveCount(firstVisit.items.length);

  // SPEC 2.21: every "Plan your visit now" goes to the in-page anchor: the hero's and each button without an address.
  const labels = [fill(easter.planLabel), ...planButtons(easter, "inviting")];
  const planLinks = main.getByRole("link", { name: planLinkName(labels) });
  expect(await planLinks.count()).toBeGreaterThanOrEqual(labels.length);
  for (const link of await planLinks.all()) await expect(link).toHaveAttribute("href", "#plan-visit");
  await expectNoSeriousA11yViolations(page);
});

test("easter: a gallery of photos and sample sermons that load only on request", async ({ page }) => {
  const gallery = sectionOf(EASTER, "gallery");
  const videos = sectionOf(EASTER, "videos");
  expect(gallery.images.length).toBeGreaterThan(0);
  expect(videos.items.length).toBeGreaterThan(0);
  const [first] = videos.items as [(typeof videos.items)[number]];

  await page.goto(EASTER);
  const main = page.getByRole("main");
  const images = main.getByRole("region", { name: fill(gallery.heading) }).getByRole("img");
  await expect(images).toHaveCount(gallery.images.length);
  for (const [index, image] of (await images.all()).entries()) {
    await expect(image).toHaveAttribute("loading", "lazy");
    await expect(image).toHaveAttribute("alt", gallery.images[index]!.alt);
  }

  const sermons = main.getByRole("region", { name: fill(videos.heading) });
  await expect(sermons.getByRole("heading", { level: 3 })).toHaveText(videos.items.map((video) => video.title));
  await expect(sermons.getByRole("listitem")).toHaveCount(videos.items.length);
  for (const item of await sermons.getByRole("listitem").all())
    await expect(item.getByRole("paragraph")).not.toBeEmpty();
  await expect(sermons.locator("iframe")).toHaveCount(0);

  await waitForElements(page);
  await sermons.getByRole("link", { name: `Play video: ${first.title}` }).click();
  await expect(sermons.locator(`iframe[title=${JSON.stringify(first.title)}]`)).toHaveAttribute(
    "src",
    new RegExp(`^${escaped(new URL(first.embedUrl).origin)}/`),
  );
  await expect(sermons.locator("iframe")).toHaveCount(1);
});

test("easter: the plan-your-visit dialog works from the keyboard", async ({ page }) => {
  await page.goto(EASTER);
  await waitForElements(page);
  const opener = page
    .getByRole("main")
    .getByRole("link", { name: fill(easter.planLabel), exact: true })
    .first();
  await opener.focus();
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog", { name: planVisitHeading(EASTER) });
  await expect(dialog).toBeVisible();
  await expect(page).not.toHaveURL(/#plan-visit/);
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }

  await expect(dialog.getByLabel("Your name")).toBeVisible();
  await expect(dialog.getByLabel("E-mail")).toHaveAttribute("type", "email");
  await expect(dialog.getByLabel("Phone (optional)")).not.toHaveAttribute("required");
  await expect(dialog.getByLabel("Which service?").locator("option:not([disabled])")).toHaveText(
    easter.services.map((service) => serviceLabel(EASTER_DAY, service.start)),
  );
  await expect(dialog.getByLabel("Adults")).toHaveAttribute("type", "number");
  await expect(
    dialog.getByRole("group", { name: "Children (optional)" }).getByRole("button", { name: "Add a child" }),
  ).toBeVisible();
  await expect(dialog.locator("input[name='from']")).toHaveValue(EASTER);
  // No per-visitor token in the page (it is cacheable): the post is protected by the browser's Origin (decision 016).
  await expect(dialog.locator("input[name='xsrf']")).toHaveCount(0);
  const honeypot = dialog.locator("input[name='website']");
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  await expect(honeypot).toHaveValue("");
  await expect(dialog.locator("[aria-hidden='true'] input[name='website']")).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // The close button closes it too, and focus returns again.
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("easter: the dialog's form posts in the background and shows the answer", async ({ page }) => {
  const service = easter.services.at(-1)!;
  await page.goto(EASTER);
  await waitForElements(page);
  await page
    .getByRole("main")
    .getByRole("link", { name: fill(easter.planLabel), exact: true })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: planVisitHeading(EASTER) });
  await dialog.getByLabel("Your name").fill("Pat Example");
  await dialog.getByLabel("E-mail").fill("pat@example.com");
  await dialog.getByLabel("Which service?").selectOption({ label: serviceLabel(EASTER_DAY, service.start) });
  const posted = page.waitForRequest(
    (request) => request.method() === "POST" && new URL(request.url()).pathname.startsWith("/plan-visit"),
  );
  await dialog.getByRole("button", { name: "Plan my visit" }).click();
  const request = await posted;
  expect(new URL(request.url()).pathname).toBe("/plan-visit.json");
  const fields = new URLSearchParams(request.postData() ?? "");
  expect(fields.get("name")).toBe("Pat Example");
  // The service's id: its day and time on the church's clock, and which page's service it is.
  expect(fields.get("service")).toBe(
    `${EASTER_DAY}T${service.start}~${EASTER.slice(1)}-${service.start.replace(":", "")}`,
  );
  expect(fields.get("from")).toBe(EASTER);
  expect(fields.get("website")).toBe("");
  // The server's answer, success or not, is shown inside the dialog, which stays open.
  await expect(dialog.getByRole("status").or(dialog.getByRole("alert"))).not.toBeEmpty();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${EASTER}$`));
});

test("easter without JavaScript: the plan-your-visit anchor is a plain section with the form", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await setClock(page, BEFORE_EASTER_2027);
  await page.goto(EASTER);
  await page
    .getByRole("link", { name: fill(easter.planLabel), exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/#plan-visit$/);
  const section = page.getByRole("region", { name: planVisitHeading(EASTER), exact: true });
  await expect(section.getByLabel("Your name")).toBeInViewport();
  await expect(section.getByLabel("Which service?")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const form = section.locator("form");
  await expect(form).toHaveAttribute("method", "post");
  await expect(form).toHaveAttribute("action", "/plan-visit");
  await expect(form.locator("input[name='xsrf']")).toHaveCount(0);

  await page.goto(`${EASTER}?visit=emailed#plan-visit`);
  await expect(section.getByRole("status")).toContainText("We have e-mailed you a confirmation");
  await context.close();
});

test("christmas eve: date, times, free, plan links, pastor's note, sermons, kids and directions", async ({ page }) => {
  expect(23).toBeLessThanOrEqual(christmas.inviteDaysBefore);
  const inviting = shownWhen(christmas, "inviting");
  const note = sectionOf(CHRISTMAS, "note");
  const videos = sectionOf(CHRISTMAS, "videos");
  expect(staffMember(note.author).photo).toBeDefined();
  expect(videos.items.length).toBeGreaterThan(0);

  await setClock(page, BEFORE_CHRISTMAS_2026);
  await page.goto(CHRISTMAS);
  await expect(page).toHaveTitle(titleOf(CHRISTMAS));
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(fill(christmas.heading!));
  await expect(main.getByText(longDate(CHRISTMAS_DAY), { exact: true })).toBeVisible();
  await expect(main.getByText(timesOf(christmas), { exact: true })).toBeVisible();
  await expect(
    main.getByRole("heading", { name: regionNameOf(sectionOf(CHRISTMAS, "callout"), CHRISTMAS_DAY) }),
  ).toBeVisible();
  await expect(main.getByText(fill(christmas.invitation).replace(/\s+/g, " ").trim())).toBeVisible();
  await expect(main.getByRole("link", { name: church.phone!.display })).toHaveAttribute(
    "href",
    `tel:${church.phone!.tel}`,
  );
  await expect(main.getByRole("region", { name: fill(note.heading) }).getByRole("img")).toHaveCount(1);
  await expect(main.getByRole("region", { name: fill(videos.heading) }).getByRole("listitem")).toHaveCount(
    videos.items.length,
  );
  // Each section it shows while it invites (the kids' party and directions among them).
  for (const section of inviting)
    await expect(main.getByRole("region", { name: regionNameOf(section, CHRISTMAS_DAY), exact: true })).toBeVisible();
  const labels = [fill(christmas.planLabel), ...planButtons(christmas, "inviting")];
  const planLinks = main.getByRole("link", { name: planLinkName(labels) });
  expect(await planLinks.count()).toBeGreaterThanOrEqual(labels.length);
  for (const link of await planLinks.all()) await expect(link).toHaveAttribute("href", "#plan-visit");
  await expectNoSeriousA11yViolations(page);

  await waitForElements(page);
  await planLinks.first().click();
  const dialog = page.getByRole("dialog", { name: planVisitHeading(CHRISTMAS) });
  await expect(dialog.getByLabel("Which service?").locator("option:not([disabled])")).toHaveText(
    christmas.services.map((service) => serviceLabel(CHRISTMAS_DAY, service.start)),
  );
  await expect(dialog.locator("input[name='from']")).toHaveValue(CHRISTMAS);
});

test("easter in November 2026: says kindly that Easter has passed and points to next Sunday and the visit page", async ({
  page,
}) => {
  // A Sunday afternoon, two hours after the weekly gathering has ended.
  const [gathering] = services.gatherings as [(typeof services.gatherings)[number]];
  const now = demo.churchTime(
    nextWeekday("2026-11-22", gathering.weekday),
    minutesFrom(gathering.start, gathering.minutes + 120),
  );
  const passed = shownWhen(easter, "passed");
  await setClock(page, now);
  await page.goto(EASTER);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(fill(easter.heading!));
  await expect(
    main.getByText(`${easter.name} was on ${longDate(seasonDay(EASTER, 2026))}.`, { exact: true }),
  ).toBeVisible();
  await expect(
    main.getByText(
      `${thanksOf(easter)} Join us on ${nextGatheringAfter(now)}. Next ${easter.name}: ${longDate(seasonDay(EASTER, 2027))}.`,
      { exact: true },
    ),
  ).toBeVisible();
  // No invitation to a past date: not last year's day, no section that only invites, no plan-a-visit form.
  await expect(main).not.toContainText(monthAndDay(seasonDay(EASTER, 2025)));
  for (const section of easter.sections.filter((section) => section.when === "inviting")) {
    const name = regionNameOf(section, EASTER_DAY);
    if (name) await expect(main.getByRole("region", { name, exact: true })).toHaveCount(0);
  }
  await expect(main.getByRole("region", { name: planVisitHeading(EASTER), exact: true })).toHaveCount(0);
  await expect(main.getByLabel("Which service?")).toHaveCount(0);
  // The hero's own "Plan your visit" and each button of the sections that stay lead to the visit page instead.
  const labels = ["Plan your visit", ...planButtons(easter, "passed")];
  expect(passed.length).toBeGreaterThan(0);
  const planLinks = main.getByRole("link", { name: planLinkName(labels) });
  expect(await planLinks.count()).toBeGreaterThanOrEqual(labels.length);
  for (const link of await planLinks.all()) await expect(link).toHaveAttribute("href", "/visit");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", fill(easter.description));
  await expectNoSeriousA11yViolations(page);

  await planLinks.first().click();
  await expect(page).toHaveURL(/\/visit$/);
});

test("christmas eve after the last service: the page has moved on to next Sunday", async ({ page }) => {
  const last = christmas.services.at(-1)!;
  const now = demo.churchTime(CHRISTMAS_DAY, minutesFrom(last.start, last.minutes));
  await setClock(page, now);
  await page.goto(CHRISTMAS);
  const main = page.getByRole("main");
  await expect(main.getByText(`${christmas.name} was on ${longDate(CHRISTMAS_DAY)}.`, { exact: true })).toBeVisible();
  await expect(
    main.getByText(
      new RegExp(
        `${escaped(`Join us on ${nextGatheringAfter(now)}. Next ${christmas.name}: ${longDate(seasonDay(CHRISTMAS, 2027))}.`)}$`,
      ),
    ),
  ).toBeVisible();
  await expect(main.getByLabel("Which service?")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
