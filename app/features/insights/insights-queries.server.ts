import { rangeParts, type DayRange } from "~/lib/insight-range";
import { ENTRY_SITES, insightsDb, TABLES } from "./insights-store.server";

/**
 * What Insights reads (issue 47): each list over a range of days, its whole calendar months read from the
 * monthly totals and the days around them from the daily rows (rangeParts), so a year costs about a month of
 * daily rows and eleven months' totals (the whole site's ways in: their months' totals by site and campaign
 * alone); the site's days and its devices and languages from the few daily rows of insight_traits.
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

/** A list's rows: by day, by month, and the columns the two share. */
interface Rows {
  daily: string;
  monthly: string;
  columns: readonly string[];
}

/** The rows of `table` over `range` (as one UNION ALL of day and month rows), with `where` on each. */
function within(table: Rows, range: DayRange, where = "", values: unknown[] = []) {
  const { daily, monthly } = table;
  const columns = table.columns.join(", ");
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

function rowsOf(kind: keyof typeof TABLES): Rows {
  const { daily, monthly, key, sums } = TABLES[kind];
  return { daily, monthly, columns: [...key, ...sums] };
}

/** Given names alone, whatever their place: the days before of the rows a list shows. */
const AMONG = (column: string) => `AND ${column} IN (SELECT value FROM json_each(?))`;

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
    ? within(rowsOf("pages"), range, AMONG("path"), [JSON.stringify(paths)])
    : within(rowsOf("pages"), range);
  return insightsDb()
    .prepare(
      `SELECT path AS name, SUM(views) AS views, SUM(visitors) AS visitors FROM ${rows}
       GROUP BY path ORDER BY views DESC, path LIMIT ?`,
    )
    .all(...bound, limit) as NamedCount[];
}

/**
 * The views that came in from each site (or campaign) over the range (`names`: those alone); to one page, given
 * `path`. For the whole site, whole months are read from their totals by site and campaign (ENTRY_SITES).
 */
export function entriesBy(
  range: DayRange,
  by: "source" | "campaign",
  limit: number,
  path?: string,
  names?: readonly string[],
): NamedCount[] {
  const conditions = [path === undefined ? "" : "AND path = ?", by === "campaign" ? "AND campaign != ''" : ""];
  const values: unknown[] = path === undefined ? [] : [path];
  if (names) {
    conditions.push(AMONG(by));
    values.push(JSON.stringify(names));
  }
  const table =
    path === undefined
      ? { daily: TABLES.entries.daily, monthly: ENTRY_SITES.table, columns: [...ENTRY_SITES.key, "visits"] }
      : rowsOf("entries");
  const { rows, bound } = within(table, range, conditions.join(" "), values);
  return insightsDb()
    .prepare(
      `SELECT ${by} AS name, SUM(visits) AS views, 0 AS visitors FROM ${rows}
       GROUP BY ${by} ORDER BY views DESC, ${by} LIMIT ?`,
    )
    .all(...bound, limit) as NamedCount[];
}

/** Every step taken over the range, by step, what it was for and the page it started from. */
export function stepCounts(range: DayRange): StepCount[] {
  const { rows, bound } = within(rowsOf("steps"), range);
  return insightsDb()
    .prepare(
      `SELECT step, detail, path, SUM(count) AS count FROM ${rows}
       GROUP BY step, detail, path ORDER BY step, count DESC, path`,
    )
    .all(...bound) as StepCount[];
}
