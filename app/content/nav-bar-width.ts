import { LANGUAGE_NAMES } from "~/i18n/languages";
import { textWidthEm, twoLineWidthEm, type Face } from "~/lib/text-width";
import type { ChurchContent } from "./model";
import type { BrandFile } from "./schema";

/**
 * Where the navigation bar's one row holds the church's mark and its longest menu, and how much room its name
 * needs beside them (issue 43); below the first, the menu is the drawer behind the Menu button, and a bar with
 * too little room for the name shows the mark alone, whose link says the name (app/styles/nav-modes.css).
 * Worked out by the server from the church's own words in the page's language, with generous letter widths
 * (app/lib/text-width.ts), for the longest the menu ever gets: every seasonal link and the live link counted,
 * whichever is the widest, so the header keeps its shape when a season starts or a service goes live.
 */

/** A name longer than this is drawn smaller, and gives its place to church.yaml's shortName on a phone (site-nav.tsx). */
export const LONG_NAME = 24;

/** What the bar holds, in the page's language. */
export interface BarEntries {
  /** The church's name beside its mark (two lines at most). */
  name: string;
  /** A name past LONG_NAME characters, drawn smaller (shell.css). */
  longName: boolean;
  /** The menu's entries: a link, or a submenu's button (with its chevron). */
  entries: { label: string; submenu: boolean }[];
  /** Every label the seasonal slot may show (a season's page, the live service with its dot): the widest counts. */
  highlights: { label: string; live: boolean }[];
  /** "I'm New". */
  visitor: string | null;
  /** The language switch's names. */
  languages: string[];
  /** The fonts of the menu (brand.yaml's body) and of the name (its display). */
  faces: { menu: Face; name: Face };
}

/** In rem: from which width the bar replaces the drawer, and the room the name needs beside the mark in it. */
export interface BarFit {
  from: number;
  nameRoom: number;
}

/** The bar's measures in rem, as shell.css and nav-modes.css draw them: change them together. */
const BAR = {
  /** .nav-bar: padding-inline on both sides, the gap between the mark and the menu, and half a rem to spare. */
  frame: 2 + 0.5 + 0.5,
  /** .logo-mark. */
  mark: 2.5,
  /** The gap between the mark and the name. */
  nameGap: 0.5,
  /** .nav-logo-name in the bar: 1.15rem, a long name 1rem. */
  nameSize: 1.15,
  longNameSize: 1,
  /** The menu's text (.nav-list). */
  textSize: 0.95,
  /** .nav-link's padding-inline, both sides. */
  link: 2 * 0.45,
  /** A submenu button's gap and chevron. */
  chevron: 0.5 + 0.75,
  /** The live link's dot and its gap. */
  liveDot: 0.6 + 0.5,
  /** .visitor-button: padding, border and margin around its text. */
  visitor: 2 * 0.9 + 2 * 0.125 + 0.5,
  /** .nav-item-language's margin. */
  language: 0.25,
};

/** SPEC 2.2: never a bar below 1024 px (64rem). */
const NARROWEST = 64;

const quarterUp = (rem: number) => Math.ceil(rem * 4) / 4;

export function navBarFit(bar: BarEntries): BarFit {
  const text = (label: string) => textWidthEm(label, bar.faces.menu) * BAR.textSize;
  const entries = bar.entries.reduce(
    (sum, entry) => sum + BAR.link + text(entry.label) + (entry.submenu ? BAR.chevron : 0),
    0,
  );
  const highlight = Math.max(
    0,
    ...bar.highlights.map((each) => BAR.link + text(each.label) + (each.live ? BAR.liveDot : 0)),
  );
  const visitor = bar.visitor === null ? 0 : BAR.visitor + text(bar.visitor);
  const languages = bar.languages.reduce((sum, label) => sum + BAR.link + BAR.language + text(label), 0);
  const name = twoLineWidthEm(bar.name, bar.faces.name) * (bar.longName ? BAR.longNameSize : BAR.nameSize);
  return {
    from: Math.max(NARROWEST, quarterUp(BAR.frame + BAR.mark + entries + highlight + visitor + languages)),
    nameRoom: quarterUp(BAR.mark + BAR.nameGap + name),
  };
}

/**
 * The bar's entries in `content`'s language: the menu as it stands (`menu`, from app/content/site.ts), every
 * seasonal page the menu may link and the live link, the church's name and the language switch.
 */
export function barEntriesOf(
  content: ChurchContent,
  menu: { entries: BarEntries["entries"]; visitor: string | null; live: string | null },
): BarEntries {
  const language: string = content.language ?? content.church.locale.language;
  const seasons = content.seasons
    .filter((season) => season.inMenu)
    .flatMap((season) => content.pages.filter((page) => page.path === season.path))
    .map((page) => ({ label: page.title, live: false }));
  return {
    name: content.church.name,
    longName: content.church.name.length > LONG_NAME,
    entries: menu.entries,
    highlights: [...seasons, ...(menu.live === null ? [] : [{ label: menu.live, live: true }])],
    visitor: menu.visitor,
    languages: (content.church.locale.languages ?? [])
      .filter((other) => other !== language)
      .map((other) => LANGUAGE_NAMES[other]),
    faces: { menu: faceOf(content.brand.fonts.body), name: faceOf(content.brand.fonts.display) },
  };
}

/** The built-in stacks as the letter widths know them; a font of the church's own could be either. */
function faceOf(font: BrandFile["fonts"]["body"]): Face {
  if (typeof font !== "string") return "either";
  return font === "serif" ? "serif" : font === "mono" ? "either" : "sans";
}
