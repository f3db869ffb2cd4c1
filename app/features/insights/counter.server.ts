import { churchDayKey, churchWallClock } from "~/lib/church-time";
import { setBounded } from "~/lib/bounded-map";
import type { Arrival, Device } from "~/lib/visit-traits";
import { getContent } from "~/server/content.server";
import { requestLanguage } from "~/server/languages.server";
import { describeError, log } from "~/server/logger.server";
import { addCounts, emptyDeltas, type CountDeltas } from "./insights-store.server";
import { firstSighting, visitorOf } from "./visitor-day.server";

/**
 * The counter (issue 47): each view and step is added to the day's counts in
 * memory, at a cost of microseconds on the path a page is answered on, and
 * written every few seconds in one transaction (addCounts). A crash loses
 * what was counted since the last write; a failed write keeps its counts for
 * the next one, and never reaches the visitor. Not batched-writes.server.ts:
 * that one keeps a list of writes and lets a failed commit throw from its
 * timer, where a count must never stop the server.
 */

/** How often the counts reach the database: at most this much is lost in a crash. */
export const WRITE_EVERY_MS = 10_000;
/**
 * How long a page the server counted waits for its own beacon (sent as the page runs, within seconds), so the
 * one view is counted once; a beacon with no page counted by the server is a view a CDN (or the browser's
 * own history) served.
 */
export const CLAIM_MS = 120_000;
/** Distinct (site, campaign, page) rows a day at most: Referer and utm_source are anyone's to make up. */
const MAX_ENTRY_ROWS_A_DAY = 500;
export const OTHER_SOURCES = "(other)";

export interface View {
  now: number;
  /** The visitor's network address and User-Agent: hashed with the day's secret, then dropped. */
  address: string;
  userAgent: string;
  path: string;
  arrival: Arrival;
  campaign: string;
  device: Device;
  /** Who counts it: the server, as it answers the page, or the page's beacon, as it runs in the browser. */
  by: "server" | "beacon";
}

let deltas: CountDeltas = emptyDeltas();
let timer: NodeJS.Timeout | undefined;
const claims = new Map<string, { count: number; at: number }>();
const entryRows = { day: "", keys: new Set<string>() };
let today = { from: 0, to: 0, key: "" };

/** The church-zone day of `now`, worked out once a day rather than once a view. */
function dayKey(now: number, timeZone: string): string {
  if (now >= today.from && now < today.to) return today.key;
  const key = churchDayKey(now, timeZone);
  const [year, month, date] = key.split("-").map(Number) as [number, number, number];
  today = {
    key,
    from: churchWallClock(year, month - 1, date, 0, 0, timeZone).getTime(),
    to: churchWallClock(year, month - 1, date + 1, 0, 0, timeZone).getTime(),
  };
  return key;
}

function add(map: Map<string, { views: number; visitors: number }>, key: string, visitor: boolean): void {
  const row = map.get(key);
  if (row) {
    row.views += 1;
    if (visitor) row.visitors += 1;
  } else map.set(key, { views: 1, visitors: visitor ? 1 : 0 });
}

function addOne(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/** Counts one view; says false when it was the beacon of a view the server had counted already. */
export function countView(view: View): boolean {
  const content = getContent();
  const day = dayKey(view.now, content.church.locale.timeZone);
  const visitor = visitorOf(day, view.address, view.userAgent);
  const claim = `${visitor}\u0000${view.path}`;
  if (view.by === "beacon" && takeClaim(claim, view.now)) return false;
  if (view.by === "server") {
    const held = claims.get(claim);
    const count = held && view.now - held.at < CLAIM_MS ? held.count + 1 : 1;
    setBounded(claims, claim, { count, at: view.now }, 100_000);
  }
  const language = requestLanguage(view.path, content).language;
  add(deltas.pages, `${day}\t${view.path}`, firstSighting(day, visitor, view.path));
  add(deltas.traits, `${day}\tall\t`, firstSighting(day, visitor, ""));
  add(deltas.traits, `${day}\tdevice\t${view.device}`, firstSighting(day, visitor, `device:${view.device}`));
  add(deltas.traits, `${day}\tlanguage\t${language}`, firstSighting(day, visitor, `language:${language}`));
  if (view.arrival.kind !== "internal") {
    const source = view.arrival.kind === "site" ? view.arrival.domain : "";
    addOne(deltas.entries, entryKey(day, source, view.campaign, view.path));
  }
  scheduleWrite();
  return true;
}

function takeClaim(key: string, now: number): boolean {
  const held = claims.get(key);
  if (!held || now - held.at >= CLAIM_MS || held.count === 0) return false;
  held.count -= 1;
  if (held.count === 0) claims.delete(key);
  return true;
}

/** A new (site, campaign, page) row while the day has room; the day's made-up rest shares one "(other)" row. */
function entryKey(day: string, source: string, campaign: string, path: string): string {
  if (entryRows.day !== day) {
    entryRows.day = day;
    entryRows.keys.clear();
  }
  const key = `${day}\t${source}\t${campaign}\t${path}`;
  if (entryRows.keys.has(key)) return key;
  if (entryRows.keys.size >= MAX_ENTRY_ROWS_A_DAY) return `${day}\t${OTHER_SOURCES}\t\t${path}`;
  entryRows.keys.add(key);
  return key;
}

/** A play of a page's player by a visitor: counted once a day for each page they play. */
export function countPlay(view: Pick<View, "now" | "address" | "userAgent" | "path">): void {
  const day = dayKey(view.now, getContent().church.locale.timeZone);
  const visitor = visitorOf(day, view.address, view.userAgent);
  if (!firstSighting(day, visitor, `play:${view.path}`)) return;
  addOne(deltas.steps, `${day}\tplay\t\t${view.path}`);
  scheduleWrite();
}

/** One step taken (a plan, a sign-up, a form sent…), with what it was for and the page it started from. */
export function addStep(now: number, step: string, detail: string, path: string): void {
  const day = dayKey(now, getContent().church.locale.timeZone);
  addOne(deltas.steps, `${day}\t${step}\t${detail}\t${path}`);
  scheduleWrite();
}

function scheduleWrite(): void {
  if (timer) return;
  timer = setTimeout(() => writeCounts(), WRITE_EVERY_MS);
  timer.unref();
}

/** Writes what was counted so far (the Insights page first, so it shows this minute's counts; and at shutdown). */
export function writeCounts(): void {
  clearTimeout(timer);
  timer = undefined;
  const taken = deltas;
  deltas = emptyDeltas();
  if (taken.pages.size + taken.traits.size + taken.entries.size + taken.steps.size === 0) return;
  try {
    addCounts(taken);
  } catch (error) {
    // The disk or the lock: the counts wait for the next write rather than being lost.
    log("error", "insights: counts not written, kept for the next write", { error: describeError(error) });
    merge(taken);
    scheduleWrite();
  }
}

function merge(back: CountDeltas): void {
  for (const kind of ["pages", "traits"] as const) {
    for (const [key, row] of back[kind]) {
      const held = deltas[kind].get(key);
      if (held) {
        held.views += row.views;
        held.visitors += row.visitors;
      } else deltas[kind].set(key, row);
    }
  }
  for (const kind of ["entries", "steps"] as const)
    for (const [key, count] of back[kind]) deltas[kind].set(key, (deltas[kind].get(key) ?? 0) + count);
}
