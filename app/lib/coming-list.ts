import { churchDayKey, churchWallClock, inChurchZone } from "./church-time";

/**
 * The staff's "Who's coming" list (issue 19): which services it holds and
 * what its CSV download is called, in the church's zone.
 */

/**
 * Where the list begins: the start of the church-zone day, so today's
 * services stay on it while guests are checked in (the service has begun by
 * then) and for the rest of the day; yesterday's are gone.
 */
export function comingListStart(now: number, timeZone: string): number {
  const today = inChurchZone(now, timeZone);
  return churchWallClock(today.getFullYear(), today.getMonth(), today.getDate(), 0, 0, timeZone).getTime();
}

/**
 * The download's file name: one service's, from its id (which begins with its
 * church-zone date and time, "2026-11-29T10:30~sunday-1030"), or the whole
 * list's, from today's church-zone date. Letters, digits and dashes only, so
 * the name needs no quoting rules in Content-Disposition.
 */
export function comingCsvFileName(now: number, timeZone: string, serviceId?: string): string {
  if (serviceId) {
    const name = serviceId
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80);
    if (name) return `whos-coming-${name}.csv`;
  }
  return `whos-coming-from-${churchDayKey(now, timeZone)}.csv`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A service's count for the check-in desk: "3 adults and 2 children". */
export function headcount(adults: number, children: number): string {
  return `${plural(adults, "adult", "adults")} and ${plural(children, "child", "children")}`;
}
