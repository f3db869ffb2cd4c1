import { stringify } from "csv-stringify/sync";
import type { ChurchContent } from "~/content/model";
import type { Staff } from "~/features/auth/staff.server";
import type { Translate } from "~/i18n/translate";
import type { InsightsQuery } from "./insights-page.server";
import { pageNames } from "./page-names.server";
import { OTHER_SOURCES } from "./counter.server";
import { EXPORT_ROWS, insightsReport } from "./report.server";

/**
 * Any list of Staff → Insights as CSV (issue 47): the same range (and page) as
 * the page, every row (up to EXPORT_ROWS), numbers as plain integers, days as
 * yyyy-MM-dd, column names in the staff's language. RFC 4180 with CRLF, as
 * giving's CSV; nothing a visitor made up (a referrer's domain, a campaign)
 * can run as a formula. Gifts only for those who may see giving.
 */

export const CSV_TABLES = [
  "days",
  "weekdays",
  "devices",
  "languages",
  "pages",
  "sources",
  "campaigns",
  "plays",
  "steps",
] as const;
export type CsvTable = (typeof CSV_TABLES)[number];

export function isCsvTable(value: unknown): value is CsvTable {
  return CSV_TABLES.includes(value as CsvTable);
}

export function insightsCsv(
  staff: Staff,
  query: InsightsQuery,
  table: CsvTable,
  context: { content: ChurchContent; t: Translate },
): { csv: string; fileName: string } {
  const { content, t } = context;
  const mayGive = staff.permissions["giving.read"];
  const report = insightsReport(query.range, { content, page: query.page, gifts: mayGive, rows: EXPORT_ROWS });
  const title = pageNames(content);
  const column = (key: string) => t(`insights.csv.${key as "from"}`);
  let columns: string[];
  let rows: (string | number)[][];
  switch (table) {
    case "days":
      columns = ["from", "to", "visitors", "views", "visitorsBefore", "viewsBefore"].map(column);
      rows = report.buckets.map((bucket) => [
        bucket.from,
        bucket.to,
        bucket.visitors,
        bucket.views,
        bucket.previousVisitors,
        bucket.previousViews,
      ]);
      break;
    case "weekdays":
      columns = ["weekday", "visitors", "views"].map(column);
      rows = report.weekdays.map((day) => [weekdayName(day.weekday), day.visitors, day.views]);
      break;
    case "devices":
    case "languages":
      columns = [table === "devices" ? "device" : "language", "views", "visitors"].map(column);
      rows = report[table].map((row) => [row.name, row.views, row.visitors]);
      break;
    case "pages":
      columns = ["page", "title", "views", "visitors", "viewsBefore"].map(column);
      rows = report.pages.map((row) => [row.name, title(row.name), row.views, row.visitors, row.previousViews]);
      break;
    case "sources":
    case "campaigns":
      columns = [table === "sources" ? "site" : "campaign", "cameIn", "cameInBefore"].map(column);
      rows = report[table].map((row) => [
        row.name === "" ? "(direct)" : row.name === OTHER_SOURCES ? OTHER_SOURCES : row.name,
        row.views,
        row.previousViews,
      ]);
      break;
    case "plays":
      columns = ["page", "title", "plays", "playsBefore"].map(column);
      rows = report.plays.map((row) => [row.name, title(row.name), row.views, row.previousViews]);
      break;
    case "steps":
      columns = ["step", "for", "page", "title", "times", "timesBefore", "pageViews", "cents", "currency"].map(column);
      rows = report.steps.map((step) => [
        step.step,
        step.detail,
        step.path,
        step.path ? title(step.path) : "",
        step.count,
        step.previous,
        step.pageViews,
        "",
        "",
      ]);
      if (report.gifts) rows.push(...giftRows(report.gifts, title("/give")));
      break;
  }
  const csv = stringify(rows, { header: true, columns, record_delimiter: "windows", escape_formulas: true });
  const { from, to } = query.range.current;
  return { csv, fileName: `insights-${table}-${from}-to-${to}.csv` };
}

/** One row a currency: how many gifts and their total, in cents, beside the same for the days before. */
function giftRows(
  gifts: NonNullable<ReturnType<typeof insightsReport>["gifts"]>,
  title: string,
): (string | number)[][] {
  const currencies = new Set([...gifts.current.byCurrency, ...gifts.previous.byCurrency].map((row) => row.currency));
  if (currencies.size === 0) return [["gift", "", "/give", title, 0, 0, "", 0, ""]];
  return [...currencies].map((currency) => [
    "gift",
    "",
    "/give",
    title,
    gifts.current.gifts,
    gifts.previous.gifts,
    "",
    gifts.current.byCurrency.find((row) => row.currency === currency)?.cents ?? 0,
    currency.toUpperCase(),
  ]);
}

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const weekdayName = (weekday: number) => WEEKDAYS[weekday] ?? String(weekday);
