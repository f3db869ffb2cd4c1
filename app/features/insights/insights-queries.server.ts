import { rangeParts, type DayRange } from "~/lib/insight-range";
import { ENTRY_SITES, insightsDb, TABLES } from "./insights-store.server";
import { monthRows } from "./month-totals.server";

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

/** A list's tables: by day and by month. */
interface Rows {
  daily: string;
  monthly: string;
}

/**
 * `sums` added up by `by` over `range`: the days' rows summed as read, the whole months' totals summed once and
 * remembered until one of those months is counted in again (month-totals.server.ts); `where` on each.
 */
function summed(
  table: Rows,
  by: readonly string[],
  sums: readonly string[],
  range: DayRange,
  where = "",
  values: unknown[] = [],
) {
  const db = insightsDb();
  const select = (from: string, time: string) =>
    `SELECT ${by.join(", ")}, ${sums.map((sum) => `SUM(${sum})`).join(", ")} FROM ${from}
     WHERE ${time} BETWEEN ? AND ? ${where} GROUP BY ${by.join(", ")}`;
  const read = (sql: string, from: string, to: string) =>
    db
      .prepare(sql)
      .raw()
      .all(from, to, ...values) as unknown[][];
  const parts = rangeParts(range);
  const rows = parts.days.flatMap((days) => read(select(table.daily, "day"), days.from, days.to));
  const { months } = parts;
  if (months) {
    const sql = select(table.monthly, "month");
    const key = JSON.stringify([sql, months, values]);
    for (const row of monthRows(db, key, months, () => read(sql, months.from, months.to))) rows.push(row);
  }
  const totals = new Map<string, { names: string[]; sums: number[] }>();
  for (const row of rows) {
    const names = row.slice(0, by.length) as string[];
    const counted = row.slice(by.length) as number[];
    const key = names.join("\u0000");
    const total = totals.get(key);
    if (total) counted.forEach((value, index) => (total.sums[index]! += value));
    else totals.set(key, { names, sums: counted });
  }
  return [...totals.values()];
}

/** SQLite's order of text (its bytes in UTF-8, so code points), which JavaScript's `<` differs from past U+FFFF. */
function textOrder(a: string, b: string): number {
  if (a === b) return 0;
  if (!/[\uD800-\uDFFF]/.test(a + b)) return a < b ? -1 : 1;
  const [left, right] = [Array.from(a), Array.from(b)];
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const difference = left[index]!.codePointAt(0)! - right[index]!.codePointAt(0)!;
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}

/** The most first, then by name: a ranked list's order. */
function byCount(rows: { names: string[]; sums: number[] }[], limit: number) {
  return rows.sort((a, b) => b.sums[0]! - a.sums[0]! || textOrder(a.names[0]!, b.names[0]!)).slice(0, limit);
}

function rowsOf(kind: keyof typeof TABLES): Rows {
  const { daily, monthly } = TABLES[kind];
  return { daily, monthly };
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
  const rows = paths
    ? summed(rowsOf("pages"), ["path"], ["views", "visitors"], range, AMONG("path"), [JSON.stringify(paths)])
    : summed(rowsOf("pages"), ["path"], ["views", "visitors"], range);
  return byCount(rows, limit).map(({ names, sums }) => ({ name: names[0]!, views: sums[0]!, visitors: sums[1]! }));
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
  const table = path === undefined ? { daily: TABLES.entries.daily, monthly: ENTRY_SITES.table } : rowsOf("entries");
  const rows = summed(table, [by], ["visits"], range, conditions.join(" "), values);
  return byCount(rows, limit).map(({ names, sums }) => ({ name: names[0]!, views: sums[0]!, visitors: 0 }));
}

/** Every step taken over the range, by step, what it was for and the page it started from. */
export function stepCounts(range: DayRange): StepCount[] {
  const rows = summed(rowsOf("steps"), ["step", "detail", "path"], ["count"], range);
  return rows
    .map(({ names: [step, detail, path], sums: [count] }) => ({ step, detail, path, count }) as StepCount)
    .sort((a, b) => textOrder(a.step, b.step) || b.count - a.count || textOrder(a.path, b.path));
}
