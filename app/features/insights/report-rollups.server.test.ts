import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, expect, test } from "vitest";
import { addDays, bucketsOf, insightRange, type DayRange } from "~/lib/insight-range";
import type { Arrival, Device } from "~/lib/visit-traits";
import { closeDb, getDb } from "~/server/db.server";
import { getContent } from "~/server/content.server";
import { resetEnvForTests } from "~/server/env.server";
import { addStep, countPlay, countView, writeCounts } from "./counter.server";
import { deleteCountsBefore } from "./insights-store.server";
import { insightsReport } from "./report.server";
import { forgetAllDaysForTests } from "./visitor-day.server";

/**
 * A year's Insights read from the months' totals (issue 47) says exactly what the visits it was made of say:
 * a scripted set of views, plays and steps over two years and more, counted by the counter day by day, then the
 * year's report beside the same figures added up here from the visits themselves, after a nightly clean-up and
 * in a database made before the ways in had totals of their own.
 */

const TODAY = "2031-03-19";
const AGENTS = [
  "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36",
  "Mozilla/5.0 (iPhone) Mobile Safari/604.1",
];
const PATHS = ["/", "/about", "/visit", "/es/", "/es/about", "/watch/live", ...range(24).map((n) => `/message/s-${n}`)];
const SITES = ["google.com", "instagram.com", "facebook.com", ...range(30).map((n) => `blog-${n}.example.org`)];
const CAMPAIGNS = ["", "", "", "", "newsletter", "easter-card"];
const DEVICES: Device[] = ["phone", "desktop", "tablet"];

/** A view (`source` null: from another page of the site), as the counter would be told of it. */
type Visit = { day: string; visitor: string; path: string; source: string | null; campaign: string; device: Device };
type Step = { day: string; step: string; detail: string; path: string };

function range(length: number): number[] {
  return Array.from({ length }, (_, index) => index);
}

/** mulberry32: the same visits every run. */
function generator(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}

/** Noon of a church-zone day (America/Los_Angeles; noon is never near a clock change). */
const noon = (day: string) => Date.parse(`${day}T20:00:00Z`);

/** The visits: the first, second, 14th and last two days of every month from January 2029 to today. */
function script(): { visits: Visit[]; plays: Visit[]; steps: Step[] } {
  const pick = generator(47);
  const visits: Visit[] = [];
  const plays: Visit[] = [];
  const steps: Step[] = [];
  for (let day = "2029-01-01"; day <= TODAY; day = addDays(day, 1)) {
    const date = Number(day.slice(8));
    if (![1, 2, 14].includes(date) && !addDays(day, 2).endsWith("-01") && !addDays(day, 1).endsWith("-01")) continue;
    for (const _ of range(10 + pick(30))) {
      const visitor = `198.51.100.${pick(12)}|${AGENTS[pick(2)]}`;
      const site = pick(4);
      const path = PATHS[Math.min(pick(PATHS.length), pick(PATHS.length))]!;
      const source = site === 0 ? null : site === 1 ? "" : SITES[pick(SITES.length)]!;
      visits.push({ day, visitor, path, source, campaign: CAMPAIGNS[pick(6)]!, device: DEVICES[pick(3)]! });
      if (path.startsWith("/message/") || path === "/watch/live") plays.push(visits.at(-1)!);
    }
    for (const _ of range(pick(4)))
      steps.push({ day, step: ["visit-plan", "form-send", "newsletter"][pick(3)]!, detail: "", path: PATHS[pick(3)]! });
  }
  return { visits, plays, steps };
}

function count({ visits, plays, steps }: ReturnType<typeof script>): void {
  for (const visit of visits) {
    const [address, userAgent] = visit.visitor.split("|") as [string, string];
    const arrival: Arrival =
      visit.source === null
        ? { kind: "internal" }
        : visit.source
          ? { kind: "site", domain: visit.source }
          : { kind: "direct" };
    const now = noon(visit.day);
    countView({
      now,
      address,
      userAgent,
      path: visit.path,
      arrival,
      campaign: visit.campaign,
      device: visit.device,
      by: "server",
    });
    if (plays.includes(visit)) countPlay({ now, address, userAgent, path: visit.path });
    // Written now and then within a day too, as the counter's timer does: a day's rows are added to.
    if (visit.path === "/about") writeCounts();
  }
  for (const step of steps) addStep(noon(step.day), step.step, step.detail, step.path);
  writeCounts();
}

const within = (days: DayRange) => (visit: { day: string }) => visit.day >= days.from && visit.day <= days.to;
/** A visitor counts once a day on each thing: `scope` names the thing. */
const visitors = (visits: Visit[], scope: (visit: Visit) => string = () => "") =>
  new Set(visits.map((visit) => `${visit.day} ${scope(visit)} ${visit.visitor}`)).size;

/** A list as the page ranks it: the most first, then by name; each beside its views in the year before. */
function ranked(
  rows: Visit[],
  name: (row: Visit) => string,
  { current, previous }: { current: DayRange; previous: DayRange },
  kept: (row: Visit) => boolean,
  visited: (rows: Visit[]) => number,
) {
  const names = [...new Set(rows.filter(within(current)).filter(kept).map(name))];
  const of = (days: DayRange, wanted: string) =>
    rows.filter((row) => within(days)(row) && kept(row) && name(row) === wanted);
  return names
    .map((wanted) => ({
      name: wanted,
      views: of(current, wanted).length,
      visitors: visited(of(current, wanted)),
      previousViews: of(previous, wanted).length,
    }))
    .sort((a, b) => b.views - a.views || (a.name < b.name ? -1 : 1))
    .slice(0, 20);
}

/** What the year's report should say, added up from the visits. */
function expected({ visits, plays, steps }: ReturnType<typeof script>, firstKept: string) {
  const year = insightRange({ range: "year" }, TODAY);
  const kept = <T extends { day: string }>(rows: T[]) => rows.filter((row) => row.day >= firstKept);
  const [all, played, taken] = [kept(visits), kept(plays), kept(steps)];
  const sermonPlays = played.filter((play) => play.path !== "/watch/live");
  const { current, previous } = year;
  const none = () => 0;
  const stepKey = (step: Step) => `${step.step}\t${step.detail}\t${step.path}`;
  const uniquePlays = (rows: Visit[]) => new Set(rows.map((play) => `${play.day} ${play.visitor} ${play.path}`)).size;
  return {
    visitors: { current: visitors(all.filter(within(current))), previous: visitors(all.filter(within(previous))) },
    views: { current: all.filter(within(current)).length, previous: all.filter(within(previous)).length },
    plays: {
      current: uniquePlays(sermonPlays.filter(within(current))),
      previous: uniquePlays(sermonPlays.filter(within(previous))),
    },
    buckets: bucketsOf(current, "month").map((bucket, index) => {
      const before = bucketsOf(previous, "month")[index]!;
      return {
        from: bucket.from,
        to: bucket.to,
        views: all.filter(within(bucket)).length,
        visitors: visitors(all.filter(within(bucket))),
        previousViews: all.filter(within(before)).length,
        previousVisitors: visitors(all.filter(within(before))),
      };
    }),
    pages: ranked(
      all,
      (visit) => visit.path,
      year,
      () => true,
      (rows) => visitors(rows, (visit) => visit.path),
    ),
    sources: ranked(
      all,
      (visit) => visit.source ?? "",
      year,
      (visit) => visit.source !== null,
      none,
    ),
    campaigns: ranked(
      all,
      (visit) => visit.campaign,
      year,
      (visit) => visit.source !== null && !!visit.campaign,
      none,
    ),
    steps: [...new Set(taken.filter(within(current)).map(stepKey))].sort().map((key) => {
      const [step, detail, path] = key.split("\t") as [string, string, string];
      return {
        step,
        detail,
        path,
        count: taken.filter(within(current)).filter((row) => stepKey(row) === key).length,
        previous: taken.filter(within(previous)).filter((row) => stepKey(row) === key).length,
        pageViews: all.filter(within(current)).filter((visit) => visit.path === path).length,
      };
    }),
  };
}

function report() {
  const year = insightRange({ range: "year" }, TODAY);
  const found = insightsReport(year, { content: getContent(), page: null, gifts: false });
  const { visitors, views, plays } = found.totals;
  const sortedSteps = [...found.steps].sort((a, b) =>
    `${a.step}\t${a.detail}\t${a.path}` < `${b.step}\t${b.detail}\t${b.path}` ? -1 : 1,
  );
  return {
    visitors,
    views,
    plays,
    buckets: found.buckets,
    pages: found.pages,
    sources: found.sources.map((row) => ({ ...row, visitors: 0 })),
    campaigns: found.campaigns.map((row) => ({ ...row, visitors: 0 })),
    steps: sortedSteps,
  };
}

beforeEach(() => {
  closeDb();
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "insights-rollups-"));
  // Who was seen on which day is kept in memory beside the database: a fresh database, a fresh memory.
  forgetAllDaysForTests();
  resetEnvForTests();
});

test("the year's report from the months' totals says what the visits say, before and after the nightly clean-up", () => {
  const visits = script();
  count(visits);
  const asCounted = report();
  expect(asCounted.views.current).toBeGreaterThan(1000);
  expect(asCounted.views.previous).toBeGreaterThan(1000);
  expect(asCounted.sources.length).toBe(20);
  expect(asCounted).toEqual(expected(visits, "2000-01-01"));
  // A count that lands in a month already added up (a late write): the months' sums are read again.
  const late = { day: "2030-07-14", visitor: `203.0.113.9|${AGENTS[0]}`, path: "/about", campaign: "newsletter" };
  const extra = { visits: [{ ...late, source: "instagram.com", device: "phone" as const }], plays: [], steps: [] };
  count(extra);
  visits.visits.push(...extra.visits);
  expect(report()).toEqual(expected(visits, "2000-01-01"));
  // A clean-up in the middle of a month the year before: that month's totals are made again from its kept days.
  deleteCountsBefore("2029-06-15");
  expect(report()).toEqual(expected(visits, "2029-06-15"));
});

test("a database counted before the ways in had monthly totals of their own gets them from its months' rows", () => {
  const visits = script();
  count(visits);
  const before = report();
  getDb().exec("DROP TABLE insight_entry_site_months");
  closeDb();
  expect(report()).toEqual(before);
});
