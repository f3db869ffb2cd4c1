import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { contentInLanguage } from "~/i18n/content-language";
import { translator } from "~/i18n/translate";
import { loadContentFolder } from "./load.server";
import { formatProblem } from "./read-files.server";
import { siteView } from "./site";

/**
 * Issue 43: the menu's seasonal link in the page's language, and where the bar has room for the longest menu
 * (the header's journey, tests/e2e/header-fit.spec.ts, shows it fits). Over the demo church, with files standing
 * in (the editor's overlay), so the folder is untouched.
 */

const MODES = { vimeo: "off", planningCenter: "off", mailchimp: "off" } as const;
// On the church's clock (America/Los_Angeles): a Wednesday while the Easter page invites (Easter 2027 is
// 28 March), Sunday's streamed service, and a Wednesday with no season.
const EASTER_INVITES = Date.parse("2027-03-10T15:00:00-08:00");
const LIVE = Date.parse("2027-06-06T10:30:00-07:00");
const NO_SEASON = Date.parse("2027-06-09T15:00:00-07:00");

async function demo(files: Record<string, string | null> = {}) {
  const result = await loadContentFolder("content/redwood-coast", { overlay: new Map(Object.entries(files)) });
  if (!result.ok) throw new Error(result.problems.map(formatProblem).join("\n"));
  return result.content;
}

function menu(content: Awaited<ReturnType<typeof demo>>, language: "en" | "es", now: number) {
  return siteView(contentInLanguage(content, language), MODES, now, "https://example.org", translator(language).t).nav;
}

test("the Spanish menu names the season in Spanish; a season not translated yet is marked as English", async () => {
  const content = await demo();
  expect(menu(content, "en", EASTER_INVITES).highlight).toEqual({
    kind: "link",
    label: "Easter",
    to: "/easter",
    live: false,
  });
  expect(menu(content, "es", EASTER_INVITES).highlight).toEqual({
    kind: "link",
    label: "Pascua",
    to: "/easter",
    live: false,
  });

  const untranslated = await demo({ "pages/easter.es.yaml": null });
  expect(menu(untranslated, "es", EASTER_INVITES).highlight).toMatchObject({ label: "Easter", lang: "en" });
}, 60_000);

test("the bar's width counts the longest menu in the page's language, whatever the clock shows now", async () => {
  const content = await demo();
  for (const language of ["en", "es"] as const) {
    const [live, easter, none] = [
      menu(content, language, LIVE),
      menu(content, language, EASTER_INVITES),
      menu(content, language, NO_SEASON),
    ];
    expect(live.highlight?.live).toBe(true);
    expect(easter.highlight?.to).toBe("/easter");
    expect(none.highlight).toBeNull();
    // The shape of the header does not change when a season starts or a service goes live.
    expect(easter.bar).toEqual(live.bar);
    expect(none.bar).toEqual(live.bar);
    // Never a bar below 1024 px (SPEC 2.2).
    expect(live.bar.from).toBeGreaterThanOrEqual(64);
  }
  // The Spanish words are longer: the Spanish bar needs more room.
  expect(menu(content, "es", LIVE).bar.from).toBeGreaterThan(menu(content, "en", LIVE).bar.from);

  // A season whose title is longer than the live link's words makes the bar wider.
  const longSeason = await demo({
    "pages/easter.yaml": readFileSync("content/redwood-coast/pages/easter.yaml", "utf8").replace(
      /^title: Easter$/m,
      "title: Easter Sunday Sunrise Celebration",
    ),
  });
  expect(menu(longSeason, "en", NO_SEASON).bar.from).toBeGreaterThan(menu(content, "en", NO_SEASON).bar.from);
  // A longer name needs more room beside the mark.
  const longerName = await demo({
    "church.yaml": readFileSync("content/redwood-coast/church.yaml", "utf8").replace(
      /^name: Redwood Coast Church$/m,
      "name: Redwood Coastline Church",
    ),
  });
  expect(menu(longerName, "en", NO_SEASON).bar.nameRoom).toBeGreaterThan(menu(content, "en", NO_SEASON).bar.nameRoom);
}, 60_000);
