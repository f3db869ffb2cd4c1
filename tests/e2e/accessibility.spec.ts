import { expect, test, type APIRequestContext } from "@playwright/test";
import { pagesOfTheSite } from "./site-map";
import { expectNoSeriousA11yViolations } from "./support";

/**
 * Every page of the site map, in every language, plus one series and one message in each, scanned by axe
 * at both widths (@widths): the journeys beside each feature check what a page
 * says at one width, and this scan is what holds each page's accessibility at
 * a phone's width too. The pages are shared among a few tests so both workers
 * take part. The journeys scan only what this cannot reach: a page at another
 * date, after a click, with a form's answer or its problems shown.
 */
const SHARES = 6;

async function pagesToScan(request: APIRequestContext): Promise<string[]> {
  return [
    // Pages no site map lists: a group's Ask to join page (issue 28).
    ...(await pagesOfTheSite(request, (prefix) => [`${prefix}/groups/join?group=arcata-tuesday`])),
    // An event's sign-up form (issue 28; noindex, so not in the site map).
    "/events/summer-day-camp/sign-up",
    // A priced one (issue 28.5): each place's fee and where it is paid.
    "/events/spring-break-camp/sign-up",
  ];
}

for (let share = 0; share < SHARES; share++) {
  test(`every page passes an accessibility scan, part ${share + 1} of ${SHARES} @widths`, async ({ page, request }) => {
    test.slow();
    const pages = await pagesToScan(request);
    expect(pages.length).toBeGreaterThan(20);
    for (const path of pages.filter((_, index) => index % SHARES === share)) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
}

// Pages the site map leaves out (noindex), scanned here at both widths, in English and Spanish: a donor's link
// requests and the thank-you page without a gift (issue 30; give-stripe.spec.ts scans it with one).
// The pages behind a donor's signed link and the treasurer's page are scanned by their journeys
// (give-donor.spec.ts, admin-giving.spec.ts), at both widths too.
test("a donor's link request pages pass an accessibility scan @widths", async ({ page }) => {
  for (const path of [
    "/give/manage",
    "/give/statement",
    "/give/thanks",
    "/es/give/manage",
    "/es/give/statement",
    "/es/give/thanks",
  ]) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expectNoSeriousA11yViolations(page);
    });
  }
});

// The pages the site map leaves out, in every language (issue 27): a form's own page and its answers without
// JavaScript, a search with results, a missing page, a donor's link requests and the page Checkout returns to,
// and a signed page's refusal. Behind a real signed link: visit-manage.spec.ts, give-donor.spec.ts and, in Spanish,
// spanish-mail.spec.ts, at both widths too.
test("the pages outside the site map pass an accessibility scan, in both languages @widths", async ({ page }) => {
  test.slow();
  const paths = [
    "/plan-visit",
    "/visit?visit=emailed#plan-visit",
    "/about?newsletter=received",
    "/about?newsletter=invalid",
    "/watch/search?q=grace",
    "/ministries/no-such-ministry",
    "/give/manage",
    "/give/statement",
    "/give/thanks",
    "/my-visit",
    `/newsletter/confirm?subscriber=${"0".repeat(32)}&sig=forged`,
    // The church's own forms (issue 35): each page is made for its visitor, so no site map lists it.
    "/forms/prayer",
    "/forms/contact",
    "/forms/baptism",
    "/forms/connect-card",
    "/forms/serve",
  ];
  for (const path of [...paths, ...paths.map((path) => `/es${path}`)]) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBeLessThan(500);
      await expectNoSeriousA11yViolations(page);
    });
  }
  // A plain post of an empty plan: the form again, each problem beside its field.
  for (const path of ["/plan-visit", "/es/plan-visit", "/forms/baptism", "/es/forms/connect-card"]) {
    await test.step(`${path}, posted empty`, async () => {
      await page.goto(path);
      // The plan-a-visit form, or a church form (each form's class says which it is).
      const form = path.includes("/forms/") ? "form.site-form" : "form.plan-visit-form";
      await page.evaluate((selector) => document.querySelector<HTMLFormElement>(selector)?.submit(), form);
      await expect(page.locator(`${form} [role=alert]`)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});

// Issue 35: what a form says once sent (the prayer form's links to the wall), the prayer wall, and a requester's
// removal link that is not the site's (the page that asks, behind a real link: prayer.spec.ts), in both languages.
test("a sent form, the prayer wall and a forged removal link pass an accessibility scan, in both languages @widths", async ({
  page,
}) => {
  test.slow();
  const paths = ["/forms/prayer?sent=1", "/prayer-wall", `/prayer-wall/remove?request=${"0".repeat(36)}&sig=forged`];
  for (const path of [...paths, ...paths.map((path) => `/es${path}`)]) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBeLessThan(500);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
