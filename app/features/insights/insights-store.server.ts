import type Database from "better-sqlite3";
import { ensureSchema } from "~/server/db.server";
import type { DayRange } from "~/lib/insight-range";

/**
 * Insights' tables (issue 47): daily counts only. No row is a visit or a
 * visitor: each is a church-zone day and what was counted that day (a page's
 * views and visitors, a device's, a language's, the views that came in from a
 * site or a campaign, the steps taken), added to as the counter writes.
 * WITHOUT ROWID, keyed by day first: a range of days is one walk of the key.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS insight_pages (
  day TEXT NOT NULL, path TEXT NOT NULL, views INTEGER NOT NULL, visitors INTEGER NOT NULL,
  PRIMARY KEY (day, path)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS insight_traits (
  day TEXT NOT NULL, kind TEXT NOT NULL, value TEXT NOT NULL, views INTEGER NOT NULL, visitors INTEGER NOT NULL,
  PRIMARY KEY (day, kind, value)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS insight_entries (
  day TEXT NOT NULL, source TEXT NOT NULL, campaign TEXT NOT NULL, path TEXT NOT NULL, visits INTEGER NOT NULL,
  PRIMARY KEY (day, source, campaign, path)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS insight_steps (
  day TEXT NOT NULL, step TEXT NOT NULL, detail TEXT NOT NULL, path TEXT NOT NULL, count INTEGER NOT NULL,
  PRIMARY KEY (day, step, detail, path)
) WITHOUT ROWID;
`;

export function insightsDb(): Database.Database {
  return ensureSchema("insights", SCHEMA);
}

/** What the counter adds, each a day's row and how much to add to it. */
export interface CountDeltas {
  /** "day\tpath" */
  pages: Map<string, { views: number; visitors: number }>;
  /** "day\tkind\tvalue": kind "all" (value ""), "device", "language". */
  traits: Map<string, { views: number; visitors: number }>;
  /** "day\tsource\tcampaign\tpath" */
  entries: Map<string, number>;
  /** "day\tstep\tdetail\tpath" */
  steps: Map<string, number>;
}

export function emptyDeltas(): CountDeltas {
  return { pages: new Map(), traits: new Map(), entries: new Map(), steps: new Map() };
}

const ADD = {
  pages: `INSERT INTO insight_pages (day, path, views, visitors) VALUES (?, ?, ?, ?)
    ON CONFLICT (day, path) DO UPDATE SET views = views + excluded.views, visitors = visitors + excluded.visitors`,
  traits: `INSERT INTO insight_traits (day, kind, value, views, visitors) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (day, kind, value) DO UPDATE SET views = views + excluded.views, visitors = visitors + excluded.visitors`,
  entries: `INSERT INTO insight_entries (day, source, campaign, path, visits) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (day, source, campaign, path) DO UPDATE SET visits = visits + excluded.visits`,
  steps: `INSERT INTO insight_steps (day, step, detail, path, count) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (day, step, detail, path) DO UPDATE SET count = count + excluded.count`,
};

/** Adds the deltas in one transaction: one fsync for everything counted since the last write. */
export function addCounts(deltas: CountDeltas): void {
  const db = insightsDb();
  const pages = db.prepare(ADD.pages);
  const traits = db.prepare(ADD.traits);
  const entries = db.prepare(ADD.entries);
  const steps = db.prepare(ADD.steps);
  db.transaction(() => {
    for (const [key, { views, visitors }] of deltas.pages) pages.run(...key.split("\t"), views, visitors);
    for (const [key, { views, visitors }] of deltas.traits) traits.run(...key.split("\t"), views, visitors);
    for (const [key, visits] of deltas.entries) entries.run(...key.split("\t"), visits);
    for (const [key, count] of deltas.steps) steps.run(...key.split("\t"), count);
  }).immediate();
}

/** The nightly clean-up: every count of a day before `firstKept` goes. */
export function deleteCountsBefore(firstKept: string): Record<string, number> {
  const db = insightsDb();
  const removed: Record<string, number> = {};
  db.transaction(() => {
    for (const table of ["insight_pages", "insight_traits", "insight_entries", "insight_steps"]) {
      removed[table] = db.prepare(`DELETE FROM ${table} WHERE day < ?`).run(firstKept).changes;
    }
  }).immediate();
  return removed;
}

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

/** The site's views and visitors on each day of the range that has any (a page's, given `path`). */
export function countsByDay(range: DayRange, path?: string): DayCount[] {
  const db = insightsDb();
  return (
    path === undefined
      ? db
          .prepare(
            `SELECT day, views, visitors FROM insight_traits WHERE day BETWEEN ? AND ? AND kind = 'all' AND value = ''`,
          )
          .all(range.from, range.to)
      : db
          .prepare(`SELECT day, views, visitors FROM insight_pages WHERE day BETWEEN ? AND ? AND path = ?`)
          .all(range.from, range.to, path)
  ) as DayCount[];
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
  const only = paths ? `AND path IN (SELECT value FROM json_each(?))` : "";
  return insightsDb()
    .prepare(
      `SELECT path AS name, SUM(views) AS views, SUM(visitors) AS visitors FROM insight_pages
       WHERE day BETWEEN ? AND ? ${only} GROUP BY path ORDER BY views DESC, path LIMIT ?`,
    )
    .all(...[range.from, range.to, ...(paths ? [JSON.stringify(paths)] : []), limit]) as NamedCount[];
}

/** The views that came in from each site (or campaign) over the range; to one page, given `path`. */
export function entriesBy(range: DayRange, by: "source" | "campaign", limit: number, path?: string): NamedCount[] {
  const column = by === "source" ? "source" : "campaign";
  return insightsDb()
    .prepare(
      `SELECT ${column} AS name, SUM(visits) AS views, 0 AS visitors FROM insight_entries
       WHERE day BETWEEN ? AND ? ${path === undefined ? "" : "AND path = ?"} ${by === "campaign" ? "AND campaign != ''" : ""}
       GROUP BY ${column} ORDER BY views DESC, ${column} LIMIT ?`,
    )
    .all(...[range.from, range.to, ...(path === undefined ? [] : [path]), limit]) as NamedCount[];
}

export interface StepCount {
  step: string;
  detail: string;
  path: string;
  count: number;
}

/** Every step taken over the range, by step, what it was for and the page it started from. */
export function stepCounts(range: DayRange): StepCount[] {
  return insightsDb()
    .prepare(
      `SELECT step, detail, path, SUM(count) AS count FROM insight_steps WHERE day BETWEEN ? AND ?
       GROUP BY step, detail, path ORDER BY step, count DESC, path`,
    )
    .all(range.from, range.to) as StepCount[];
}
