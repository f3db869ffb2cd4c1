import type Database from "better-sqlite3";
import { ensureSchema } from "~/server/db.server";
import { countsRemoved, monthsWritten } from "./month-totals.server";

/**
 * Insights' tables (issue 47): counts only. No row is a visit or a visitor:
 * each is a church-zone day and what was counted that day (a page's views and
 * visitors, a device's, a language's, the views that came in from a site or a
 * campaign, the steps taken), added to as the counter writes; and the same
 * for each calendar month (`*_months`), written with them, so a year is read
 * from twelve months' totals rather than 365 days' rows (insights-queries.server.ts).
 * WITHOUT ROWID, keyed by day (or month) first: a range is one walk of the key.
 * The ways in are also kept by month without their page (`insight_entry_site_months`, a few thousand rows a
 * year, filled from the monthly rows once where a database made before it has them): the year's lists of
 * sites and campaigns add those up rather than a year's hundreds of thousands of (site, campaign, page) rows.
 */

/** The tables a list is read from: by day, and by month (traits are few: by day only). */
export const TABLES = {
  pages: { daily: "insight_pages", monthly: "insight_page_months", key: ["path"], sums: ["views", "visitors"] },
  entries: {
    daily: "insight_entries",
    monthly: "insight_entry_months",
    key: ["source", "campaign", "path"],
    sums: ["visits"],
  },
  steps: { daily: "insight_steps", monthly: "insight_step_months", key: ["step", "detail", "path"], sums: ["count"] },
} as const;
/** A device's or a language's views and visitors (kind "all", value "", for the whole site). */
const TRAITS = { table: "insight_traits", key: ["kind", "value"], sums: ["views", "visitors"] } as const;

/** A table of counts: its day (or month) and key as text, its sums as integers, keyed by time first. */
function countsTable(table: string, time: "day" | "month", key: readonly string[], sums: readonly string[]): string {
  const columns = [
    ...[time, ...key].map((name) => `${name} TEXT NOT NULL`),
    ...sums.map((sum) => `${sum} INTEGER NOT NULL`),
  ];
  return `CREATE TABLE IF NOT EXISTS ${table} (${columns.join(", ")}, PRIMARY KEY (${[time, ...key].join(", ")})) WITHOUT ROWID;`;
}

/** The ways in by month without their page: what the lists of sites and campaigns read for whole months. */
export const ENTRY_SITES = {
  table: "insight_entry_site_months",
  key: ["source", "campaign"],
  sums: ["visits"],
} as const;

const SCHEMA = [
  countsTable(TRAITS.table, "day", TRAITS.key, TRAITS.sums),
  ...Object.values(TABLES).flatMap(({ daily, monthly, key, sums }) => [
    countsTable(daily, "day", key, sums),
    countsTable(monthly, "month", key, sums),
  ]),
  countsTable(ENTRY_SITES.table, "month", ENTRY_SITES.key, ENTRY_SITES.sums),
  // A database counted before the table: filled once from the monthly ways in.
  `INSERT INTO ${ENTRY_SITES.table} (month, source, campaign, visits)
    SELECT month, source, campaign, SUM(visits) FROM ${TABLES.entries.monthly}
    WHERE NOT EXISTS (SELECT 1 FROM ${ENTRY_SITES.table}) GROUP BY month, source, campaign;`,
].join("\n");

export function insightsDb(): Database.Database {
  return ensureSchema("insights", SCHEMA);
}

/** What the counter adds, each a day's row ("day\t…key") and how much to add to it. */
export interface CountDeltas {
  pages: Map<string, { views: number; visitors: number }>;
  /** kind "all" (value ""), "device", "language". */
  traits: Map<string, { views: number; visitors: number }>;
  entries: Map<string, number>;
  steps: Map<string, number>;
}

export function emptyDeltas(): CountDeltas {
  return { pages: new Map(), traits: new Map(), entries: new Map(), steps: new Map() };
}

function upsert(table: string, time: "day" | "month", key: readonly string[], sums: readonly string[]): string {
  const columns = [time, ...key, ...sums];
  return `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})
    ON CONFLICT (${[time, ...key].join(", ")}) DO UPDATE SET ${sums.map((sum) => `${sum} = ${sum} + excluded.${sum}`).join(", ")}`;
}

/** Adds the deltas to the days' and the months' rows in one transaction: one fsync for all counted since the last. */
export function addCounts(deltas: CountDeltas): void {
  const db = insightsDb();
  const traits = db.prepare(upsert(TRAITS.table, "day", TRAITS.key, TRAITS.sums));
  const { table, key, sums } = ENTRY_SITES;
  const sites = db.prepare(upsert(table, "month", key, sums));
  db.transaction(() => {
    for (const [key, { views, visitors }] of deltas.traits) traits.run(...key.split("\t"), views, visitors);
    for (const [key, visits] of deltas.entries) {
      const [day, source, campaign] = key.split("\t") as [string, string, string];
      sites.run(day.slice(0, 7), source, campaign, visits);
    }
    for (const kind of ["pages", "entries", "steps"] as const) {
      const table = TABLES[kind];
      const daily = db.prepare(upsert(table.daily, "day", table.key, table.sums));
      const monthly = db.prepare(upsert(table.monthly, "month", table.key, table.sums));
      for (const [key, value] of deltas[kind]) {
        const sums = typeof value === "number" ? [value] : [value.views, value.visitors];
        const [day, ...rest] = key.split("\t") as [string, ...string[]];
        daily.run(day, ...rest, ...sums);
        monthly.run(day.slice(0, 7), ...rest, ...sums);
      }
    }
  }).immediate();
  monthsWritten(
    [...deltas.pages.keys(), ...deltas.entries.keys(), ...deltas.steps.keys()].map((key) => key.slice(0, 7)),
  );
}

/**
 * The nightly clean-up: every count of a day before `firstKept` goes, every month's total of a month before
 * its month, and that month's totals are made again from the days it keeps, so a total never holds a day
 * that is gone.
 */
export function deleteCountsBefore(firstKept: string): Record<string, number> {
  const db = insightsDb();
  const month = firstKept.slice(0, 7);
  const removed: Record<string, number> = {};
  db.transaction(() => {
    removed[TRAITS.table] = db.prepare(`DELETE FROM ${TRAITS.table} WHERE day < ?`).run(firstKept).changes;
    const sites = { ...TABLES.entries, monthly: ENTRY_SITES.table, key: ENTRY_SITES.key };
    for (const { daily, monthly, key, sums } of [...Object.values(TABLES), sites]) {
      removed[daily] ??= db.prepare(`DELETE FROM ${daily} WHERE day < ?`).run(firstKept).changes;
      db.prepare(`DELETE FROM ${monthly} WHERE month <= ?`).run(month);
      db.prepare(
        `INSERT INTO ${monthly} (month, ${[...key, ...sums].join(", ")})
         SELECT substr(day, 1, 7), ${[...key, ...sums.map((sum) => `SUM(${sum})`)].join(", ")} FROM ${daily}
         WHERE day BETWEEN ? AND ? GROUP BY ${key.join(", ")}`,
      ).run(`${month}-01`, `${month}-31`);
    }
  }).immediate();
  countsRemoved();
  return removed;
}
