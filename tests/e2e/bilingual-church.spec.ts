import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { Readable } from "node:stream";
import ICAL from "ical.js";
import RssParser from "rss-parser";
import { parseSitemap } from "sitemap";
import { parse } from "yaml";
import { englishOn, normalise, wordsOf } from "./english-phrases";
import { expectNoSeriousA11yViolations, waitForElements } from "./support";

/**
 * Issue 36: a bilingual church (tests/fixtures/content/bilingual laid over the demo folder, served on its
 * own: playwright.config.ts) with a long two-language name and its own events, groups and funds in Spanish.
 * Every page of its site map in both languages: no text the church wrote in Spanish shows in English on a
 * Spanish page (nor its Spanish on an English page), every English run of a Spanish page is marked
 * `lang="en"`, and no English catalogue phrase shows; its feeds and structured data read by parsers; the
 * header at four widths for three names in both languages; axe at 375 and 1280 px.
 */

const FIXTURE = "tests/fixtures/content/bilingual";
const DEMO = "content/redwood-coast";
const WIDTHS = [320, 375, 768, 1280];

/** Each text a translation file gives, beside its original's: [English, Spanish]. */
function pairs(original: unknown, translation: unknown, found: [string, string][] = []): [string, string][] {
  if (typeof translation === "string" && typeof original === "string")
    found.push([normalise(original), normalise(translation)]);
  else if (Array.isArray(translation) && Array.isArray(original))
    translation.forEach((item, index) => pairs(original[index], item, found));
  else if (translation && typeof translation === "object" && original && typeof original === "object")
    for (const [key, value] of Object.entries(translation))
      pairs((original as Record<string, unknown>)[key], value, found);
  return found;
}
const read = (file: string) => parse(readFileSync(file, "utf8")) as unknown;
const TRANSLATED = ["groups", "giving", "events/summer-day-camp", "events/parenting-class"]
  .flatMap((name) => pairs(read(`${DEMO}/${name}.yaml`), read(`${FIXTURE}/${name}.es.yaml`)))
  // A word both languages write alike ("Misiones" is not, "Online" could be) is no evidence either way.
  .filter(([english, spanish]) => english !== spanish && english.split(" ").length >= 2);
/** The church's texts it has not translated: an event of its own, shown on Spanish pages as written (the demo translates all of its events). */
const UNTRANSLATED_EVENT = (read(`${FIXTURE}/events/spring-work-day.yaml`) as { name: string }).name;

async function sitemapPaths(page: Page): Promise<string[]> {
  const xml = await (await page.request.get("/sitemap.xml")).text();
  return (await parseSitemap(Readable.from([xml]))).map((entry) => new URL(entry.url).pathname);
}

/** The body's visible text not marked as another language than the page's (an untranslated page's title and description, in <head>, cannot be marked). */
async function ownText(page: Page): Promise<string> {
  return normalise((await wordsOf(page))[0] ?? "");
}

test("the fixture translates what the issue asks for (the check can fail)", () => {
  expect(TRANSLATED.map(([english]) => english)).toEqual(
    expect.arrayContaining(["Arcata Tuesday Home Group", "General fund", "Kids' Summer Day Camp", "T-shirt size"]),
  );
  expect(TRANSLATED.length).toBeGreaterThan(20);
});

test("every Spanish page of the site map reads as Spanish: the church's words, the site's, and lang on what is English", async ({
  page,
}) => {
  test.slow();
  const paths = (await sitemapPaths(page)).filter((path) => path.startsWith("/es/"));
  const spanish = [
    ...paths.filter((path) => !/^\/es\/(series|message)\//.test(path)),
    paths.find((path) => path.startsWith("/es/series/")),
    paths.find((path) => path.startsWith("/es/message/")),
    "/es/events/summer-day-camp/sign-up",
    "/es/events/parenting-class/sign-up",
  ].filter((path): path is string => path !== undefined);
  const found: string[] = [];
  for (const path of spanish) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBeLessThan(400);
      await waitForElements(page);
      const text = await ownText(page);
      for (const [english] of TRANSLATED) if (text.includes(english)) found.push(`${path}: the church's “${english}”`);
      for (const hit of englishOn(await wordsOf(page))) found.push(`${path}: ${hit}`);
      // What the church has not translated is English, and marked so; the interface around it is not.
      const unmarked = await page.evaluate((name) => {
        const hits = [...document.querySelectorAll("h1, h2, h3, p, li, td, th, label, legend, a, span")].filter(
          (element) => element.childElementCount === 0 && element.textContent?.trim() === name,
        );
        return hits.filter((element) => !/^en\b/.test(element.closest("[lang]")?.getAttribute("lang") ?? "")).length;
      }, UNTRANSLATED_EVENT);
      if (unmarked > 0) found.push(`${path}: “${UNTRANSLATED_EVENT}” without lang="en"`);
    });
  }
  expect(found, found.join("\n")).toEqual([]);
});

test("the English pages keep the church's English: none of its Spanish shows there", async ({ page }) => {
  test.slow();
  const english = (await sitemapPaths(page)).filter(
    (path) => !path.startsWith("/es/") && !/^\/(series|message)\//.test(path),
  );
  const found: string[] = [];
  for (const path of [...english, "/events/summer-day-camp/sign-up"]) {
    await page.goto(path);
    const text = normalise(await page.locator("body").innerText());
    for (const [, spanish] of TRANSLATED) if (text.includes(spanish)) found.push(`${path}: “${spanish}”`);
  }
  expect(found, found.join("\n")).toEqual([]);
});

test("an untranslated page marks the church's words English, and its form and finder stay Spanish", async ({
  page,
}) => {
  // The fixture's own page it has not translated (the demo church translates all of its pages).
  await page.goto("/es/building-care");
  await expect(page.locator("main")).not.toHaveAttribute("lang", /./);
  await expect(page.getByRole("note").filter({ hasText: "Esta página aún no está traducida." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
  await page.goto("/es/groups");
  // The finder's own words (its filters) are the page's language: nothing between them and <html lang="es-US">.
  const filter = page.getByRole("combobox").first();
  expect(await filter.evaluate((element) => element.closest("[lang]")?.getAttribute("lang"))).toBe("es-US");
  await expect(page.getByRole("heading", { name: "Grupo de hogar de Arcata, los martes" })).not.toHaveAttribute(
    "lang",
    /./,
  );
  // (Groups a church has not translated at all are marked English: groups-language.server.test.ts.)
  const apply = page.getByRole("button", { name: "Mostrar grupos" });
  expect(await apply.evaluate((element) => element.closest("[lang]")?.getAttribute("lang"))).toBe("es-US");
});

test("the sign-up page asks the church's questions in Spanish and shows the camp's whole span", async ({ page }) => {
  // The camp's first and last days as the server's copy of the folder dates them (tests/e2e/demo-copy.ts).
  const camp = read(`${process.env.E2E_BILINGUAL_CONTENT_DIR}/events/summer-day-camp.yaml`) as Record<string, string>;
  const span = (locale: string) =>
    new RegExp(
      [camp.start!, camp.end!]
        .map((at) =>
          new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
            Date.parse(`${at.slice(0, 10)}T12:00:00Z`),
          ),
        )
        .join(".*"),
    );
  await page.goto("/es/events/summer-day-camp/sign-up");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Campamento de verano para niños");
  await expect(page.getByLabel("Talla de camiseta")).toBeVisible();
  await expect(page.getByText(span("es-US"))).toBeVisible();
  await page.goto("/events/summer-day-camp/sign-up");
  await expect(page.getByText(span("en-US"))).toBeVisible();
});

test("the Spanish feeds and structured data are Spanish and point to Spanish pages, read by parsers", async ({
  page,
}) => {
  const parser = new RssParser();
  const feed = await parser.parseString(await (await page.request.get("/es/podcast.xml")).text());
  expect(feed.title).toMatch(/^Prédicas de Iglesia Comunidad de Fe/);
  expect(feed.description).toMatch(/^Mensajes de /);
  expect(feed.link).toMatch(/\/es\/watch$/);

  await page.goto("/es/events");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const events = blocks
    .flatMap((text) => [JSON.parse(text)].flat() as Record<string, unknown>[])
    .filter((item) => item["@type"] === "Event");
  const camp = events.find((event) => event.name === "Campamento de verano para niños");
  expect(camp?.url).toMatch(/\/es\/events\/summer-day-camp\/sign-up$/);
  for (const event of events) {
    if (typeof event.url === "string" && event.url.startsWith(new URL(page.url()).origin))
      expect(event.url, String(event.name)).toMatch(/\/es\//);
  }
  const ics = await (await page.request.get("/events.ics")).text();
  expect(ics).toContain("BEGIN:VCALENDAR");

  // The Spanish calendar names the church's translated events in Spanish, read by a calendar parser.
  const summaries = (path: string) =>
    page.request
      .get(path)
      .then(async (response) =>
        new ICAL.Component(ICAL.parse(await response.text()))
          .getAllSubcomponents("vevent")
          .map((vevent) => String(vevent.getFirstPropertyValue("summary"))),
      );
  const spanishCalendar = await summaries("/es/events.ics");
  expect(spanishCalendar).toContain("Campamento de verano para niños");
  expect(spanishCalendar).not.toContain("Kids' Summer Day Camp");
  expect(spanishCalendar).toContain(UNTRANSLATED_EVENT);
  expect(await summaries("/es/events/summer-day-camp/calendar.ics")).toEqual(["Campamento de verano para niños"]);
  expect(await summaries("/events.ics")).toContain("Kids' Summer Day Camp");
});

test("the Spanish search finds the church's translated event by its Spanish words and names it in Spanish", async ({
  page,
}) => {
  await page.goto("/es/watch/search?q=campamento");
  const events = page.getByRole("region", { name: "Eventos" });
  await expect(events.getByRole("link", { name: "Campamento de verano para niños" })).toBeVisible();
  // An event the church has not translated is found by its own words, and marked as English.
  await page.goto(`/es/watch/search?q=${encodeURIComponent(UNTRANSLATED_EVENT)}`);
  const untranslated = page
    .getByRole("region", { name: "Eventos" })
    .getByRole("listitem")
    .filter({ hasText: UNTRANSLATED_EVENT });
  await expect(untranslated.first()).toHaveAttribute("lang", "en");
});

const NAMES = {
  bilingual: null,
  "one long word": "Gemeinschaftskirchengemeindehausverein",
} as const;

/**
 * No sideways scroll; the Menu button (on a phone, and wherever the bar has no room for the menu: issue 43) and
 * the language switch wholly on screen (soft: every case is reported).
 */
async function expectHeaderFits(page: Page, language: "en" | "es", label: string): Promise<void> {
  const width = page.viewportSize()!.width;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(scrollWidth, `${label}: the page's width`).toBeLessThanOrEqual(width);
  const other = page.getByRole("link", { name: language === "en" ? "Español" : "English", exact: true });
  const menu = page.getByRole("button", { name: language === "en" ? "Menu" : "Menú", exact: true });
  if (width < 1024 || (await menu.isVisible())) {
    await expect.soft(menu, `${label}: the Menu button`).toBeInViewport({ ratio: 1 });
    await menu.click();
    await expect.soft(other, `${label}: the language switch in the menu`).toBeInViewport({ ratio: 1 });
  } else {
    await expect.soft(other, `${label}: the language switch`).toBeInViewport({ ratio: 1 });
  }
}

test("the header fits at 320, 375, 768 and 1280 px for three names, in both languages", async ({ page }) => {
  test.slow();
  const demo = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
  for (const [label, name] of [...Object.entries(NAMES), ["the demo's", "demo"] as const]) {
    for (const width of WIDTHS) {
      for (const language of ["en", "es"] as const) {
        await page.setViewportSize({ width, height: 800 });
        const path = language === "es" ? "/es/events" : "/events";
        await page.goto(name === "demo" ? `${demo}${path}` : path);
        await waitForElements(page);
        if (name && name !== "demo") {
          // The same markup the server writes for such a name (site-nav.tsx): long, and no shortName.
          await page.evaluate((text) => {
            const logo = document.querySelector(".nav-logo")!;
            logo.querySelector(".nav-logo-name")!.textContent = text;
            logo.querySelector(".nav-logo-short")?.remove();
            logo.setAttribute("data-long", "true");
          }, name);
        }
        await expectHeaderFits(page, language, `${label} name at ${width} px (${language})`);
      }
    }
  }
});

test("the bilingual church's Spanish pages pass axe at 375 and 1280 px", async ({ page }) => {
  test.slow();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of [
      "/es/",
      "/es/events",
      "/es/groups",
      "/es/give",
      "/es/christmas",
      "/es/events/summer-day-camp/sign-up",
    ]) {
      await test.step(`${path} at ${width}`, async () => {
        await page.goto(path);
        await waitForElements(page);
        await expectNoSeriousA11yViolations(page);
      });
    }
  }
});
