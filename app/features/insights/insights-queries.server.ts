import { rangeParts, type DayRange } from "~/lib/insight-range";
import { insightsDb, TABLES } from "./insights-store.server";

/**
 * What Insights reads (issue 47): each list over a range of days, its whole calendar months read from the
 * monthly totals and the days around them from the daily rows (rangeParts), so a year costs about a month of
 * daily rows and eleven months' totals; the site's days and its devices and languages from the few daily
 * rows of insight_traits.
 */

export interface DayCount {
  day: string;
  views: number;
  visitors: number;
}
export interface NamedCount {
  name: string;
  views: number;
  visitors: number;
}
export interface StepCount {
  step: string;
  detail: string;
  path: string;
  count: number;
}

/** The rows of `kind` over `range` (as one UNION ALL of day and month rows), with `where` on each. */
function within(kind: keyof typeof TABLES, range: DayRange, where = "", values: unknown[] = []) {
  const { daily, monthly, key, sums } = TABLES[kind];
  const columns = [...key, ...sums].join(", ");
  const parts = rangeParts(range);
  const selects: string[] = [];
  const bound: unknown[] = [];
  for (const days of parts.days) {
    selects.push(`SELECT ${columns} FROM ${daily} WHERE day BETWEEN ? AND ? ${where}`);
    bound.push(days.from, days.to, ...values);
  }
  if (parts.months) {
    selects.push(`SELECT ${columns} FROM ${monthly} WHERE month BETWEEN ? AND ? ${where}`);
    bound.push(parts.months.from, parts.months.to, ...values);
  }
  return { rows: `(${selects.join(" UNION ALL ")})`, bound };
}

/**
 * The site's views and visitors on each day of the range that has any, from the daily totals. A page's
 * (given `path`) from its daily rows; with `byMonth`, for a chart by month, each whole month's total counted
 * on its first day and the days around them as they are.
 */
export function countsByDay(range: DayRange, path?: string, byMonth = false): DayCount[] {
  const db = insightsDb();
  if (path === undefined)
    return db
      .prepare(
        `SELECT day, views, visitors FROM insight_traits WHERE day BETWEEN ? AND ? AND kind = 'all' AND value = ''`,
      )
      .all(range.from, range.to) as DayCount[];
  const parts = byMonth ? rangeParts(range) : { days: [range], months: null };
  const days = parts.days.flatMap(
    (days) =>
      db
        .prepare(`SELECT day, views, visitors FROM insight_pages WHERE day BETWEEN ? AND ? AND path = ?`)
        .all(days.from, days.to, path) as DayCount[],
  );
  const months = parts.months
    ? (db
        .prepare(
          `SELECT month || '-01' AS day, views, visitors FROM insight_page_months WHERE month BETWEEN ? AND ? AND path = ?`,
        )
        .all(parts.months.from, parts.months.to, path) as DayCount[])
    : [];
  return [...days, ...months].sort((a, b) => a.day.localeCompare(b.day));
}

/** Views and visitors by device or by language over the range. */
export function countsByTrait(range: DayRange, kind: "device" | "language"): NamedCount[] {
  return insightsDb()
    .prepare(
      `SELECT value AS name, SUM(views) AS views, SUM(visitors) AS visitors FROM insight_traits
       WHERE day BETWEEN ? AND ? AND kind = ? GROUP BY value ORDER BY views DESC, value`,
    )
    .all(range.from, range.to, kind) as NamedCount[];
}

/** The most viewed pages of the range (`paths`: those pages alone, whatever their place). */
export function countsByPage(range: DayRange, limit: number, paths?: readonly string[]): NamedCount[] {
  const { rows, bound } = paths
    ? within("pages", range, "AND path IN (SELECT value FROM json_each(?))", [JSON.stringify(paths)])
    : within("pages", range);
  return insightsDb()
    .prepare(
      `SELECT path AS name, SUM(views) AS views, SUM(visitors) AS visitors FROM ${rows}
       GROUP BY path ORDER BY views DESC, path LIMIT ?`,
    )
    .all(...bound, limit) as NamedCount[];
}

/** The views that came in from each site (or campaign) over the range; to one page, given `path`. */
export function entriesBy(range: DayRange, by: "source" | "campaign", limit: number, path?: string): NamedCount[] {
  const conditions = [path === undefined ? "" : "AND path = ?", by === "campaign" ? "AND campaign != ''" : ""];
  const { rows, bound } = within("entries", range, conditions.join(" "), path === undefined ? [] : [path]);
  return insightsDb()
    .prepare(
      `SELECT ${by} AS name, SUM(visits) AS views, 0 AS visitors FROM ${rows}
       GROUP BY ${by} ORDER BY views DESC, ${by} LIMIT ?`,
    )
    .all(...bound, limit) as NamedCount[];
}

/** Every step taken over the range, by step, what it was for and the page it started from. */
export function stepCounts(range: DayRange): StepCount[] {
  const { rows, bound } = within("steps", range);
  return insightsDb()
    .prepare(
      `SELECT step, detail, path, SUM(count) AS count FROM ${rows}
       GROUP BY step, detail, path ORDER BY step, count DESC, path`,
    )
    .all(...bound) as StepCount[];
}
