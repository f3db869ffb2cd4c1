import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import type { Language } from "../../app/i18n/languages";
import { LANGUAGE_NAMES } from "../../app/i18n/languages";
import { addDays, churchTime, ROOT } from "./content";
import { demo, navigation, timeZone } from "./demo";
import {
  dayWithoutGathering,
  firstStreamFrom,
  inLiveWindow,
  invitesTo,
  labelOf,
  seasonAt,
  seasonDay,
  streamed,
} from "./demo-words";

/**
 * The demo's menu as a visitor reads it in each language (navigation.yaml, its translation navigation.es.yaml,
 * the seasonal pages' titles and the catalogue's live link), and the clocks at which it is at its longest and
 * has no seasonal link at all: for the header's journey (header-fit.spec.ts, issue 43).
 */

export interface MenuEntry {
  name: string;
  /** A submenu is a button; every other entry a link. */
  role: "link" | "button";
}

const read = (file: string): unknown =>
  existsSync(path.join(demo.dir, file)) ? parse(readFileSync(path.join(demo.dir, file), "utf8")) : null;

/** The translation file of `file` ("navigation.yaml" → navigation.es.yaml), or null in the default language. */
function translation(file: string, language: Language): Record<string, unknown> | null {
  if (language === (demo.church.locale.language ?? "en")) return null;
  return read(file.replace(/\.yaml$/, `.${language}.yaml`)) as Record<string, unknown> | null;
}

/** The menu's fixed entries, in order, with "I'm New" and the language switch. */
export function menuIn(language: Language): MenuEntry[] {
  const translated = translation("navigation.yaml", language) as {
    menu?: ({ label?: string } | null)[];
    visitorButton?: { label?: string };
  } | null;
  const entries = navigation.menu.map((entry, index): MenuEntry => {
    const label = translated?.menu?.[index]?.label;
    if ("items" in entry) return { name: label ?? entry.label, role: "button" };
    return { name: label ?? ("page" in entry ? labelOf(entry) : entry.label), role: "link" };
  });
  const visitor = navigation.visitorButton;
  const others = (demo.church.locale.languages ?? []).filter((other) => other !== language);
  return [
    ...entries,
    ...(visitor ? [{ name: translated?.visitorButton?.label ?? labelOf(visitor), role: "link" as const }] : []),
    ...others.map((other) => ({ name: LANGUAGE_NAMES[other as Language], role: "link" as const })),
  ];
}

/** The live link's words in `language` (the site's catalogue). */
function liveLabel(language: Language): string {
  const catalogue = JSON.parse(readFileSync(path.join(ROOT, `app/messages/${language}/layout.json`), "utf8"));
  return catalogue["page.live"] as string;
}

/** A seasonal page's title in `language`: its translation's, else the original's. */
function seasonTitle(pagePath: string, language: Language): string {
  const file = `pages${pagePath}.yaml`;
  const title = (translation(file, language) as { title?: string } | null)?.title ?? seasonAt(pagePath).title;
  return demo.fill(title);
}

/** A clock and the seasonal link the menu shows then (null: none). */
export interface MenuClock {
  clock: string;
  highlight: string | null;
}

/**
 * The clock at which the menu in `language` is at its longest: the live link while a streamed gathering is on,
 * or a season's link (seasonal pages with inMenu) while its page invites, whichever words are the longest.
 */
export function longestMenuClock(language: Language, year = 2027): MenuClock {
  const candidates: MenuClock[] = [];
  if (streamed.length > 0) {
    const stream = firstStreamFrom(`${year}-06-01`);
    candidates.push({ clock: stream.startsAt, highlight: liveLabel(language) });
  }
  for (const [pagePath, page] of demo.pages) {
    if (page.type !== "seasonal" || !page.inMenu) continue;
    const day = seasonDay(pagePath, year);
    const clock = churchTime(
      dayWithoutGathering(addDays(day, -Math.min(30, page.inviteDaysBefore - 1)), 1),
      "15:00",
      timeZone,
    );
    if (!invitesTo(pagePath, day, clock) || inLiveWindow(clock))
      throw new Error(`${pagePath} does not invite alone at ${clock}`);
    candidates.push({ clock, highlight: seasonTitle(pagePath, language) });
  }
  const longest = candidates.sort((a, b) => (b.highlight?.length ?? 0) - (a.highlight?.length ?? 0))[0];
  return longest ?? noSeasonClock(year);
}

/** A weekday afternoon on which no season's page invites and no gathering is streamed: the menu's shortest. */
export function noSeasonClock(year = 2027): MenuClock {
  const seasons = [...demo.pages].filter(([, page]) => page.type === "seasonal" && page.inMenu);
  for (let month = 1; month <= 12; month += 1) {
    const day = dayWithoutGathering(`${year}-${String(month).padStart(2, "0")}-10`, 1);
    const clock = churchTime(day, "15:00", timeZone);
    const inviting = seasons.some(([pagePath]) =>
      [year, year + 1].some((each) => invitesTo(pagePath, seasonDay(pagePath, each), clock)),
    );
    if (!inviting && !inLiveWindow(clock)) return { clock, highlight: null };
  }
  throw new Error(`every month of ${year} has a season inviting`);
}
