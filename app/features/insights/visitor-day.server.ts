import { createHmac, randomBytes } from "node:crypto";

/**
 * Who is the same visitor, for one day only (issue 47, docs/decisions/078): a
 * keyed hash (HMAC-SHA-256) of the network address and the browser's
 * User-Agent under a secret made at random for each church-zone day. The
 * secret lives in this process's memory alone, never on disk, and goes with
 * the day: the next day's hash of the same person is unrelated, so nobody can
 * be followed from one day to the next, nor their address worked back out. A
 * restart makes a new secret, so a person seen before and after it that day
 * counts twice (the Insights page and docs/staff-guide.md say so).
 */

interface Day {
  salt: Buffer;
  /** "scope\0visitor" for what this day has seen: the site, a page, a device, a play. */
  seen: Set<string>;
}

const days = new Map<string, Day>();
/** Days run forward in production, so only today's is kept; a test clock may jump about, so a few are. */
const MAX_DAYS = 8;
/** A flood of made-up visitors stops being remembered here: they are then counted as views, not visitors. */
const MAX_SEEN = 500_000;

function dayOf(day: string): Day {
  let state = days.get(day);
  if (!state) {
    // A new day: every earlier day's secret and sightings go at once.
    for (const known of [...days.keys()]) if (known < day) days.delete(known);
    state = { salt: randomBytes(32), seen: new Set() };
    days.set(day, state);
    while (days.size > MAX_DAYS) days.delete(days.keys().next().value!);
  }
  return state;
}

/** The day's name for a visitor: 16 characters of the keyed hash, held in memory only. */
export function visitorOf(day: string, address: string, userAgent: string): string {
  return createHmac("sha256", dayOf(day).salt).update(`${address}\n${userAgent}`).digest("base64url").slice(0, 16);
}

/** True the first time `visitor` is seen under `scope` on `day` (and remembers it). */
export function firstSighting(day: string, visitor: string, scope: string): boolean {
  const { seen } = dayOf(day);
  const key = `${scope}\u0000${visitor}`;
  if (seen.has(key)) return false;
  if (seen.size < MAX_SEEN) seen.add(key);
  return true;
}

/** Forgets every day before `today` (the flush calls it, so a quiet night still lets yesterday's secret go). */
export function forgetDaysBefore(today: string): void {
  for (const known of [...days.keys()]) if (known < today) days.delete(known);
}

/** For the test that looks for the secrets on disk (they must never be there). */
export function daySaltsForTests(): Buffer[] {
  return [...days.values()].map((day) => day.salt);
}

export function forgetAllDaysForTests(): void {
  days.clear();
}
