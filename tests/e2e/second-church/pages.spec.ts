import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, setClock } from "../support";
import {
  church,
  churchTime,
  clockTime,
  DEMO_WORDS,
  fill,
  languageTag,
  navigation,
  pageAt,
  pages,
  servedPaths,
  services,
  wholeYearsSince,
  type PageYaml,
} from "./support";

// Issue 17, must-show 7: every page of the second church, from its own folder, in its own words and locale,
// with an axe scan of each.

const TODAY = "2026-07-01"; // a Wednesday: no gathering near, no season inviting
const NOW = churchTime(TODAY, "14:00");

test.beforeEach(async ({ page }) => {
  await setClock(page, NOW);
  // No internet here: the players and the map answer with an empty page.
  await page.route(/^https:\/\/((player\.)?vimeo\.com|(www|maps)\.google\.com)\//, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><html lang='en'><title>Embed</title></html>" }),
  );
});

/** The page's big heading: its heading (or title), or on a page without a header its hero's. */
function headingOf(page: PageYaml): string {
  const hero = page.sections?.find((section) => section.type === "hero");
  return fill(hero?.heading ?? page.heading ?? page.title);
}

const tour: { path: string; title: string; heading: string | null }[] = [
  ...[...pages].map(([path, page]) => ({ path, title: page.title, heading: headingOf(page) })),
  { path: "/watch/live", title: "Live", heading: null },
];

// The tour in two halves, one per worker; each page is a step of its half.
const HALVES = 2;
for (let half = 0; half < HALVES; half++) {
  test(`each page is the second church's own, in its locale, linking only to pages it has, part ${half + 1} of ${HALVES}`, async ({
    page,
  }) => {
    test.slow();
    for (const { path, title, heading } of tour.filter((_, index) => index % HALVES === half)) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page).toHaveTitle(`${church.name}: ${title}`);
        if (heading) await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
        await expect(page.locator("html")).toHaveAttribute("lang", languageTag);
        await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
          "content",
          languageTag.replace("-", "_"),
        );
        await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute("content", church.name);
        for (const alt of ['meta[property="og:image:alt"]', 'meta[name="twitter:image:alt"]']) {
          await expect(page.locator(alt)).toHaveAttribute("content", /\w/);
        }

        // Nothing of the demo church, in the words or in the markup (meta tags, structured data).
        const html = (await page.content()).toLowerCase();
        expect(DEMO_WORDS.filter((words) => html.includes(words.toLowerCase()))).toEqual([]);

        // Every link within the site leads to a page this church serves (or one of its files).
        const hrefs = await page
          .locator("a[href^='/']")
          .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
        const dead = hrefs
          .map((href) => href.split(/[?#]/)[0]!)
          .filter((target) => !servedPaths.has(target) && !/^\/(brand|media|files)\//.test(target));
        expect(dead).toEqual([]);

        await expectNoSeriousA11yViolations(page);
      });
    }
  });
}

test("a visitor reaches Missions from the menu and reads its mission", async ({ page }) => {
  const missions = navigation.menu.find((entry) => entry.label === "Missions")!.page!;
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Missions", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${missions}$`));
  const written = pageAt(missions);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(written.title);
  await expect(page.getByRole("main")).toContainText(written.mission!.replace(/\s+/g, " ").trim());
  for (const section of written.sections ?? []) {
    if (section.heading) await expect(page.getByRole("heading", { name: section.heading, exact: true })).toBeVisible();
  }
});

test("About shows its people with their roles, and counts their years from church.yaml", async ({ page }) => {
  await page.goto("/about");
  const members = pageAt("/about").sections!.find((section) => section.type === "staff")!.members!;
  const main = page.getByRole("main");
  for (const id of members) {
    const member = church.staff.find((person) => person.id === id)!;
    await expect(main.getByRole("heading", { name: member.name })).toBeVisible();
    await expect(main).toContainText(member.role);
  }
  await expect(main).not.toContainText("{years}");
  // SPEC 2.4: whole years from the year (or day) each began, on the day of the visit.
  for (const id of members) {
    const member = church.staff.find((person) => person.id === id)!;
    if (member.since !== undefined && member.bio?.includes("{years}"))
      await expect(main).toContainText(`${wholeYearsSince(member.since, TODAY)} years`);
  }
});

test("Contact gives its phone, its office and the people listed to write to", async ({ page }) => {
  await page.goto("/contact");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: church.phone!.display })).toHaveAttribute(
    "href",
    `tel:${church.phone!.tel}`,
  );
  // No mailing address in church.yaml: the street address, with its own map, and no map of a mailing address (issue 26).
  expect("mailingAddress" in church).toBe(false);
  await expect(main).toContainText(church.address.street);
  await expect(main.getByRole("link", { name: "Open the map in Google Maps" })).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps\/search\//,
  );
  await expect(main.getByRole("link", { name: /mailing address/i })).toHaveCount(0);
  const listed = church.staff.filter((member) => member.email && member.listed !== false);
  const rows = main.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(listed.length + 1);
  for (const member of listed) {
    const row = rows.filter({ has: page.getByRole("rowheader", { name: member.name }) });
    await expect(row).toContainText(member.role);
    await expect(row.getByRole("link", { name: member.email })).toHaveAttribute("href", `mailto:${member.email}`);
  }
});

test("the home page's banner gives its gatherings' days and times and its address", async ({ page }) => {
  await page.goto("/");
  const banner = page.getByRole("region", { name: headingOf(pageAt("/")) });
  for (const gathering of services.gatherings) {
    await expect(banner).toContainText(new RegExp(`${gathering.weekday}s?\\b`, "i"));
    await expect(banner).toContainText(clockTime(gathering.start));
  }
  await expect(banner).toContainText(church.address.street);
  await expect(page.getByRole("main")).not.toContainText(/\b(AM|PM)\b/);
});
