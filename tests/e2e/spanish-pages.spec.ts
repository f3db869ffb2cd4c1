import { expect, test, type Page } from "@playwright/test";
import { Readable } from "node:stream";
import { parseSitemap } from "sitemap";
import { englishPhrases, normalise, phrasesOf } from "./english-phrases";
import { waitForElements } from "./support";

/**
 * Issue 27, "a test fails if any English catalogue message appears on a
 * Spanish page": every Spanish page of the site map (`/es/…`), one series and
 * one message, read as a visitor meets it once its script has run: the visible
 * text, what the code writes for screen readers and tooltips (aria-label,
 * title, placeholder, alt), the title and description, and the words the
 * server hands the page's elements for later (their data attributes and
 * <template>s). None may hold a phrase of the English catalogue. Text the page
 * itself marks as another language (`lang="en"`: a page the church has not
 * translated yet, its name for a series) is the church's, and is left out.
 */

const PHRASES = englishPhrases();

/** Everything on the page a visitor may read or hear, now or after a click. */
async function wordsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const english = (element: Element) => !/^es\b/.test(element.closest("[lang]")?.getAttribute("lang") ?? "");
    // Left out of the visible text while it is read.
    const marked = [...document.body.querySelectorAll<HTMLElement>("[lang]")].filter(english);
    for (const element of marked) element.style.setProperty("display", "none", "important");
    const words = [document.body.innerText, document.title];
    for (const element of marked) element.style.removeProperty("display");
    const description = document.querySelector('meta[name="description"]')?.getAttribute("content");
    if (description) words.push(description);
    for (const element of document.querySelectorAll("*")) {
      if (english(element)) continue;
      for (const name of ["aria-label", "title", "placeholder", "alt"]) {
        const value = element.getAttribute(name);
        if (value) words.push(value);
      }
      // The words an element keeps for later ("Sending…", its messages): only on the custom elements and their parts.
      if (element.localName.includes("-") || element.closest("[data-enhanced], background-form, newsletter-signup")) {
        for (const attribute of element.attributes) {
          if (attribute.name.startsWith("data-") && /[a-z] [a-z]/i.test(attribute.value)) words.push(attribute.value);
        }
      }
    }
    for (const template of document.querySelectorAll("template")) {
      if (!english(template)) words.push(template.content.textContent ?? "");
    }
    return words;
  });
}

function englishOn(words: string[]): string[] {
  const text = words.map(normalise).join("\n");
  return PHRASES.filter(({ phrase }) => text.includes(phrase)).map(({ key, phrase }) => `${key}: “${phrase}”`);
}

test("the English catalogue's phrases are found by the check (it can fail)", () => {
  expect(PHRASES.length).toBeGreaterThan(100);
  expect(englishOn(["Skip to content", "Join our email list"])).toEqual([
    "layout.skipLink: “Skip to content”",
    "layout.newsletter.heading: “Join our email list”",
  ]);
  // A message with placeholders is checked by the text around them; a phrase both languages share is not.
  expect(phrasesOf("Get the {app} app on Google Play")).toEqual(["Get the", "app on Google Play"]);
  expect(PHRASES.some(({ phrase }) => phrase === "Google Calendar")).toBe(false);
  expect(englishOn(["Lo sentimos, esta página no cargó."])).toEqual([]);
});

test("the check reads a page's text, attributes and the words its elements keep (it can fail)", async ({ page }) => {
  // The English home page, read as if it were Spanish.
  await page.goto("/");
  await waitForElements(page);
  await page.evaluate(() => document.documentElement.setAttribute("lang", "es"));
  const hits = englishOn(await wordsOf(page));
  expect(hits).toContain("layout.skipLink: “Skip to content”");
  // An attribute (the field's placeholder) and a word kept for the script (data-invalid).
  expect(hits).toContain("layout.newsletter.email: “Email Address”");
  expect(hits).toContain("layout.newsletter.invalid: “Please enter a valid email address”");
});

test("no Spanish page says anything in the English catalogue's words", async ({ page, request }) => {
  test.slow(); // every Spanish page of the site map
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = (await parseSitemap(Readable.from([xml]))).map((entry) => new URL(entry.url).pathname);
  const spanish = paths.filter((path) => path === "/es/" || path.startsWith("/es/"));
  const pages = [
    ...spanish.filter((path) => !/^\/es\/(series|message)\//.test(path)),
    spanish.find((path) => path.startsWith("/es/series/")),
    spanish.find((path) => path.startsWith("/es/message/")),
    // The pages the site map does not list: a form's own page, a missing page, a search with results.
    "/es/plan-visit",
    // The group finder filtered, a group's Ask to join page, a full group's, a link that does not work (issue 28).
    "/es/groups?day=tuesday&childcare=yes",
    "/es/groups/join?group=arcata-tuesday",
    "/es/groups/join?group=mckinleyville-wednesday",
    "/es/groups/answer?request=abc&sig=forged&answer=accept",
    "/es/watch/search?q=gracia",
    "/es/no-such-page/at-all",
  ].filter((path): path is string => path !== undefined);
  expect(spanish.length).toBeGreaterThan(10);

  const found: string[] = [];
  for (const path of pages) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBeLessThan(500);
      // The page says it is Spanish: text marked otherwise is left out of the check.
      expect(await page.locator("html").getAttribute("lang"), path).toMatch(/^es\b/);
      await waitForElements(page);
      for (const hit of englishOn(await wordsOf(page))) found.push(`${path}  ${hit}`);
    });
  }
  expect(found, found.join("\n")).toEqual([]);
});
