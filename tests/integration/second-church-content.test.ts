import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { inject, expect, test } from "vitest";
import { loadContentFolder } from "~/content/load.server";
import { formatProblem } from "~/content/read-files.server";

/**
 * The test suite's second church (tests/fixtures/content/eastholm, issue 17
 * must-show 7), read by the site's own loader: it passes every check without
 * a warning, and it stays a church of another shape than the demo, so the
 * journeys that run on it (tests/e2e/second-church/) prove what differs.
 */

const SECOND_CHURCH = "tests/fixtures/content/eastholm";

const result = await loadContentFolder(SECOND_CHURCH);
const { content: demo } = inject("demoContent");

function loaded() {
  if (!result.ok) throw new Error(result.problems.map(formatProblem).join("\n"));
  return result;
}

test("the second church's folder loads with no problem and no warning", () => {
  expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([]);
  expect(loaded().warnings.map(formatProblem)).toEqual([]);
});

test("it meets on two days at other times than the demo, in another zone, date style and country", () => {
  const { church, services } = loaded().content;
  const weekdays = new Set(services.gatherings.map((gathering) => gathering.weekday));
  expect(weekdays.size).toBeGreaterThanOrEqual(2);
  const times = (gatherings: typeof services.gatherings) =>
    gatherings.map((gathering) => `${gathering.weekday} ${gathering.hour}:${gathering.minute}`);
  expect(times(services.gatherings).filter((time) => times(demo.services.gatherings).includes(time))).toEqual([]);
  expect(services.gatherings.some((gathering) => gathering.streamed)).toBe(true);
  expect(services.live.embedUrl).toBeTruthy();
  expect(church.locale.timeZone).not.toBe(demo.church.locale.timeZone);
  expect(church.locale.country).not.toBe(demo.church.locale.country);
  expect([church.locale.dateOrder, church.locale.clock]).not.toEqual([
    demo.church.locale.dateOrder,
    demo.church.locale.clock,
  ]);
});

test("it has its own name, palette and logo, and social networks beyond Facebook and Instagram", () => {
  const { church, brand } = loaded().content;
  expect(church.name).not.toBe(demo.church.name);
  expect(brand.colors.primary).not.toBe(demo.brand.colors.primary);
  expect(brand.logo.path).not.toBe(demo.brand.logo.path);
  const networks = church.social.map((link) => link.network);
  expect(networks.filter((network) => !["facebook", "instagram"].includes(network)).length).toBeGreaterThanOrEqual(2);
});

test("it has a Missions page and no youth page; a harvest supper season and no Christmas", () => {
  const { pages, seasons } = loaded().content;
  const paths = pages.map((page) => page.path);
  expect(paths).not.toContain("/ministries/youth");
  expect(paths.some((path) => /missions/.test(path))).toBe(true);
  expect(paths).not.toContain("/christmas");
  expect(seasons.some((season) => season.date.rule === "fixed" && season.date.month === 12)).toBe(false);
  expect(seasons.find((season) => /harvest/i.test(season.name))?.date.rule).toBe("nth-weekday");
});

test("every file names a JSON Schema that exists (the demo's), so an editor offers completion", () => {
  const files = readdirSync(SECOND_CHURCH, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".yaml"),
  );
  expect(files.length).toBeGreaterThan(5);
  const unnamed = files.filter((file) => {
    const first = readFileSync(path.join(SECOND_CHURCH, file), "utf8").split("\n")[0]!;
    const schema = /^# yaml-language-server: \$schema=(\S+\.schema\.json)$/.exec(first)?.[1];
    return !schema || !existsSync(path.join(SECOND_CHURCH, path.dirname(file), schema));
  });
  expect(unnamed).toEqual([]);
});
