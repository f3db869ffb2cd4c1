import { expect, test, type Page } from "@playwright/test";
import type { Language } from "../../app/i18n/languages";
import { church } from "./demo";
import { longestMenuClock, menuIn, noSeasonClock, type MenuClock, type MenuEntry } from "./header-menu";
import { setClock } from "./support";

/**
 * Issue 43: the header fits at every width from 320 to 1920 px, in both languages, with the longest menu the
 * demo ever shows and with no seasonal link at all. At each width a fresh page: no sideways scroll; the church's
 * mark whole on screen, its link home found by role and name; its name whole or (on a bar with no room for it)
 * left to the link's name; and every entry of the menu whole on screen, on the bar or behind the Menu button,
 * its words not cut. The longest menu is read with reduced motion, the other without the pages' script (the
 * Menu link opens the drawer by itself). 640 px is 1280 px at 200 % zoom. One browser context, many viewports.
 */
const WIDTHS = [320, 375, 640, 768, 1024, 1100, 1180, 1280, 1440, 1920];
const PATHS = ["/", "/events", "/visit"];
/** The shell's words (app/messages/<language>/layout.json). */
const WORDS = {
  en: { home: `${church.name} home`, menu: "Menu", main: "Main" },
  es: { home: `Inicio de ${church.name}`, menu: "Menú", main: "Principal" },
} as const;

/** What the header shows of itself, read in the page at once (the sweep loads many pages), from the link home. */
function headerFacts(home: Element) {
  const onScreen = (box: DOMRect) => box.width > 0 && box.left >= -0.5 && box.right <= window.innerWidth + 0.5;
  const mark = home.querySelector("img")!.getBoundingClientRect();
  const name = home.querySelector<HTMLElement>(".nav-logo-name")!;
  const toggle = document.querySelector(".menu-toggle")!.getBoundingClientRect();
  return {
    scrollWidth: document.documentElement.scrollWidth,
    mark: mark.width,
    markOnScreen: onScreen(mark),
    /** The name beside the mark is shown but cut (a third line, or wider than its box). */
    nameCut:
      name.getBoundingClientRect().width > 1 &&
      (name.scrollHeight > name.clientHeight + 1 || name.scrollWidth > name.clientWidth + 1),
    menuButton: toggle.width > 0 && onScreen(toggle),
  };
}

/** Each entry of the menu that shows (once an opened drawer has come in): its words, on screen, cut. */
async function entryFacts() {
  const drawer = document.querySelector(".nav-drawer")!;
  const entries = [...document.querySelectorAll<HTMLElement>(".nav-list > li > :is(a, button)")];
  const shown = (entry: HTMLElement) => entry.checkVisibility({ visibilityProperty: true });
  // A drawer slides in, and its entries' visibility follows a frame later (transitions, even reduced ones):
  // read again at each frame (not only every 50 ms, which kept each drawer up to 50 ms past its slide), 3 s at most.
  const settled = () => drawer.getBoundingClientRect().right <= window.innerWidth + 0.5 && shown(entries[0]!);
  const until = performance.now() + 3000;
  const frame = () =>
    new Promise((done) => {
      requestAnimationFrame(done);
      setTimeout(done, 50);
    });
  while (!settled() && performance.now() < until) await frame();
  return entries.filter(shown).map((entry) => {
    const box = entry.getBoundingClientRect();
    return {
      name: entry.textContent?.trim() ?? "",
      onScreen: box.left >= -0.5 && box.right <= window.innerWidth + 0.5,
      cut: entry.scrollWidth > entry.clientWidth + 1,
    };
  });
}

async function expectHeaderFits(page: Page, language: Language, menu: MenuEntry[], script: boolean, label: string) {
  const words = WORDS[language];
  const header = await page.getByRole("link", { name: words.home, exact: true }).evaluate(headerFacts);
  expect.soft(header.scrollWidth, `${label}: no sideways scroll`).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect.soft(header.mark, `${label}: the church's mark`).toBeGreaterThanOrEqual(39.5);
  expect.soft(header.markOnScreen, `${label}: the church's mark on screen`).toBe(true);
  expect.soft(header.nameCut, `${label}: the church's name cut`).toBe(false);
  // Without the script the Menu button is a link to the drawer, which opens by itself (:target).
  if (header.menuButton) await page.getByRole(script ? "button" : "link", { name: words.menu, exact: true }).click();
  const shown = await page.evaluate(entryFacts);
  for (const entry of menu) {
    const found = shown.find((each) => each.name === entry.name);
    expect.soft(found, `${label}: ${entry.name} in the menu`).toBeDefined();
    expect.soft(found?.onScreen, `${label}: ${entry.name} wholly on screen`).toBe(true);
    expect.soft(found?.cut, `${label}: ${entry.name} cut`).toBe(false);
  }
}

/** The widths either side of where the bar replaces the drawer, as the server works it out. */
async function edges(page: Page): Promise<number[]> {
  const from = await page.evaluate(() => {
    const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
    const menu = getComputedStyle(document.querySelector("site-menu")!);
    return Number.parseFloat(menu.getPropertyValue("--nav-bar-from")) * rem;
  });
  return Number.isFinite(from) ? [Math.ceil(from) - 1, Math.ceil(from)] : [];
}

const SWEEPS: { when: string; clockIn: (language: Language) => MenuClock; script: boolean }[] = [
  { when: "with the longest menu the demo shows", clockIn: longestMenuClock, script: true },
  { when: "with no seasonal link, without the pages' script", clockIn: () => noSeasonClock(), script: false },
];

for (const { when, clockIn, script } of SWEEPS) {
  for (const language of ["en", "es"] as const) {
    test(`the ${language} header fits from 320 to 1920 px ${when} @desktop`, async ({ page }) => {
      test.setTimeout(180_000);
      if (script) await page.emulateMedia({ reducedMotion: "reduce" });
      else await page.route(/\/assets\/elements-[\w-]+\.js$/, (route) => route.abort());
      const { clock, highlight } = clockIn(language);
      const menu = [...menuIn(language), ...(highlight ? [{ name: highlight, role: "link" as const }] : [])];
      await setClock(page, clock);
      const prefix = language === "en" ? "" : `/${language}`;
      await page.goto(`${prefix}/`, { waitUntil: "domcontentloaded" });
      const widths = [...new Set([...WIDTHS, ...(await edges(page))])].sort((a, b) => a - b);
      for (const path of PATHS) {
        for (const width of widths) {
          await page.setViewportSize({ width, height: 800 });
          // The header needs the page's stylesheet, not its pictures.
          await page.goto(`${prefix}${path}`, { waitUntil: "domcontentloaded" });
          const label = `${prefix}${path} at ${width} px`;
          await expectHeaderFits(page, language, menu, script, label);
          // The seasonal link, by its role and its words in the page's language.
          if (highlight)
            await expect.soft(page.getByRole("link", { name: highlight, exact: true }), label).toBeVisible();
        }
      }
    });
  }
}
