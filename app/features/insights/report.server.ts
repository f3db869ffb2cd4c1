import type { ChurchContent } from "~/content/model";
import { giftCountsBetween, type GiftDayCount } from "~/features/giving/gift-counts.server";
import { siteLanguages } from "~/i18n/content-language";
import { churchWallClock } from "~/lib/church-time";
import { addDays, bucketsOf, daysOf, weekdayOf, type DayRange, type InsightRange } from "~/lib/insight-range";
import { writeCounts } from "./counter.server";
import {
  countsByDay,
  countsByPage,
  countsByTrait,
  entriesBy,
  stepCounts,
  type DayCount,
  type NamedCount,
  type StepCount,
} from "./insights-queries.server";

/**
 * What Staff → Insights shows for a range (issue 47), each figure beside the
 * same figure for the days right before: the site's (or one page's) visitors
 * and views by day, week or month; by weekday; the top pages, the ways in,
 * devices and languages; plays; the steps with the page each started from and
 * that page's views; and, for those who may see giving, the gifts.
 */

export interface Compared {
  current: number;
  previous: number;
}
export interface BucketCount {
  from: string;
  to: string;
  visitors: number;
  views: number;
  previousVisitors: number;
  previousViews: number;
}
export interface Ranked extends NamedCount {
  previousViews: number;
}
export interface StepRow extends StepCount {
  previous: number;
  /** Views of the page it started from, over the range. */
  pageViews: number;
}
export interface GiftTotals {
  gifts: number;
  byCurrency: { currency: string; cents: number }[];
}

export interface InsightsReport {
  range: InsightRange;
  page: string | null;
  totals: { visitors: Compared; views: Compared; plays: Compared; steps: Compared; live: Compared };
  buckets: BucketCount[];
  weekdays: { weekday: number; visitors: number; views: number }[];
  devices: NamedCount[];
  languages: NamedCount[];
  pages: Ranked[];
  sources: Ranked[];
  campaigns: Ranked[];
  steps: StepRow[];
  plays: Ranked[];
  gifts: { current: GiftTotals; previous: GiftTotals; byPage: { path: string; gifts: number }[] } | null;
}

/** Rows in each of the page's lists; the CSV of a list has them all (up to EXPORT_ROWS). */
export const LIST_ROWS = 20;
export const EXPORT_ROWS = 5_000;
/**
 * The live page, in each language: its visitors stand for the live stream's viewers. (Issue 45's live chat
 * counts each service's viewers itself, `live-chat/attendance.server.ts`'s attendanceForRange, shown to hosts
 * at /admin/live; the live card could read it there, with an import exception for insights.)
 */
const LIVE_PAGE = /^(?:\/[a-z]{2})?\/watch\/live$/;

export function insightsReport(
  range: InsightRange,
  options: { content: ChurchContent; page: string | null; gifts: boolean; rows?: number },
): InsightsReport {
  // What was counted this last minute, written first, so the page shows it.
  writeCounts();
  const { page, content } = options;
  const rows = options.rows ?? LIST_ROWS;
  const path = page ?? undefined;
  // One page's days over a year: its months' totals (the chart is by month), the days of a month cut short.
  const monthly = range.bucket === "month";
  const daily = {
    current: countsByDay(range.current, path, monthly),
    previous: countsByDay(range.previous, path, monthly),
  };
  const total = (counts: DayCount[], key: "views" | "visitors") => counts.reduce((all, day) => all + day[key], 0);
  const steps = stepRows(range, page);
  // Sermon plays: a player started on any page but the live one, whose stream is live viewing, not a sermon later.
  const plays = steps.filter((step) => step.step === "play" && !LIVE_PAGE.test(step.path));
  const livePaths = siteLanguages(content).all.map((language) =>
    language === content.church.locale.language ? "/watch/live" : `/${language}/watch/live`,
  );
  const livePages = {
    current: countsByPage(range.current, livePaths.length, livePaths),
    previous: countsByPage(range.previous, livePaths.length, livePaths),
  };
  return {
    range,
    page,
    totals: {
      visitors: { current: total(daily.current, "visitors"), previous: total(daily.previous, "visitors") },
      views: { current: total(daily.current, "views"), previous: total(daily.previous, "views") },
      plays: {
        current: plays.reduce((all, step) => all + step.count, 0),
        previous: plays.reduce((all, step) => all + step.previous, 0),
      },
      steps: {
        current: steps.filter((step) => step.step !== "play").reduce((all, step) => all + step.count, 0),
        previous: steps.filter((step) => step.step !== "play").reduce((all, step) => all + step.previous, 0),
      },
      live: {
        current: livePages.current.reduce((all, row) => all + row.visitors, 0),
        previous: livePages.previous.reduce((all, row) => all + row.visitors, 0),
      },
    },
    buckets: bucketed(range, daily.current, daily.previous),
    weekdays: byWeekday(range.current, daily.current),
    devices: page ? [] : countsByTrait(range.current, "device"),
    languages: page ? [] : countsByTrait(range.current, "language"),
    pages: page ? [] : ranked(countsByPage(range.current, rows), (names) => countsByPage(range.previous, rows, names)),
    sources: ranked(entriesBy(range.current, "source", rows, path), (names) =>
      entriesBy(range.previous, "source", names.length, path, names),
    ),
    campaigns: ranked(entriesBy(range.current, "campaign", rows, path), (names) =>
      entriesBy(range.previous, "campaign", names.length, path, names),
    ),
    steps: steps.filter((step) => step.step !== "play"),
    plays: plays
      .map((step) => ({ name: step.path, views: step.count, visitors: 0, previousViews: step.previous }))
      .slice(0, rows),
    gifts: options.gifts && content.giving.mode === "stripe" && !page ? giftsOf(range, content) : null,
  };
}

function bucketed(range: InsightRange, current: DayCount[], previous: DayCount[]): BucketCount[] {
  const now = bucketsOf(range.current, range.bucket);
  const before = bucketsOf(range.previous, range.bucket);
  const within = (counts: DayCount[], bucket: DayRange | undefined, key: "views" | "visitors") =>
    bucket
      ? counts.filter((day) => day.day >= bucket.from && day.day <= bucket.to).reduce((all, day) => all + day[key], 0)
      : 0;
  return now.map((bucket, index) => ({
    from: bucket.from,
    to: bucket.to,
    visitors: within(current, bucket, "visitors"),
    views: within(current, bucket, "views"),
    previousVisitors: within(previous, before[index], "visitors"),
    previousViews: within(previous, before[index], "views"),
  }));
}

function byWeekday(range: DayRange, counts: DayCount[]) {
  const days = new Map(counts.map((day) => [day.day, day]));
  const weekdays = Array.from({ length: 7 }, (_, weekday) => ({ weekday, visitors: 0, views: 0 }));
  for (const day of daysOf(range)) {
    const counted = days.get(day);
    const row = weekdays[weekdayOf(day)]!;
    row.visitors += counted?.visitors ?? 0;
    row.views += counted?.views ?? 0;
  }
  return weekdays;
}

/** Each row beside its views in the days before (`before` is given the names: those rows alone, wherever they stood). */
function ranked(rows: NamedCount[], before: (names: string[]) => NamedCount[]): Ranked[] {
  if (rows.length === 0) return [];
  const previous = new Map(before(rows.map((row) => row.name)).map((row) => [row.name, row.views]));
  return rows.map((row) => ({ ...row, previousViews: previous.get(row.name) ?? 0 }));
}

function stepRows(range: InsightRange, page: string | null): StepRow[] {
  const key = (step: StepCount) => `${step.step}\t${step.detail}\t${step.path}`;
  const only = (steps: StepCount[]) => (page === null ? steps : steps.filter((step) => step.path === page));
  const current = only(stepCounts(range.current));
  const previous = new Map(only(stepCounts(range.previous)).map((step) => [key(step), step.count]));
  // The views of the pages steps started from; a play's page is the page itself, shown without them.
  const paths = [...new Set(current.filter((step) => step.step !== "play").map((step) => step.path))];
  const views = new Map(countsByPage(range.current, paths.length, paths).map((row) => [row.name, row.views]));
  return current.map((step) => ({
    ...step,
    previous: previous.get(key(step)) ?? 0,
    pageViews: views.get(step.path) ?? 0,
  }));
}

/** The instant a church-zone day begins. */
function dayStart(day: string, timeZone: string): number {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return churchWallClock(year, month - 1, date, 0, 0, timeZone).getTime();
}

function giftsOf(range: InsightRange, content: ChurchContent): NonNullable<InsightsReport["gifts"]> {
  const timeZone = content.church.locale.timeZone;
  const read = (days: DayRange) =>
    giftCountsBetween(dayStart(days.from, timeZone), dayStart(addDays(days.to, 1), timeZone), timeZone);
  const current = read(range.current);
  const byPage = new Map<string, number>();
  for (const gift of current) {
    const path = gift.language === content.church.locale.language ? "/give" : `/${gift.language}/give`;
    byPage.set(path, (byPage.get(path) ?? 0) + gift.gifts);
  }
  return {
    current: giftTotals(current),
    previous: giftTotals(read(range.previous)),
    byPage: [...byPage].map(([path, gifts]) => ({ path, gifts })),
  };
}

function giftTotals(gifts: GiftDayCount[]): GiftTotals {
  const byCurrency = new Map<string, number>();
  for (const gift of gifts) byCurrency.set(gift.currency, (byCurrency.get(gift.currency) ?? 0) + gift.cents);
  return {
    gifts: gifts.reduce((all, gift) => all + gift.gifts, 0),
    byCurrency: [...byCurrency].map(([currency, cents]) => ({ currency, cents })).sort((a, b) => b.cents - a.cents),
  };
}
