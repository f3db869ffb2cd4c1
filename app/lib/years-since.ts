import { churchWallClock, type Instant } from "./church-time";

/** SPEC 9: a year is 31556952000 ms (365.2425 days). */
export const MS_PER_YEAR = 31_556_952_000;

export interface SinceDate {
  year: number;
  /** 1 = January; SPEC 2.4: defaults to 1. */
  month?: number;
  /** Defaults to 1. */
  day?: number;
}

/**
 * Whole years from a date (midnight in the church's zone) to `now`, as the
 * staff bios count them (SPEC 2.4). Never negative. `now` is the render's
 * clock (settable in tests), never the machine's.
 */
export function yearsSince({ year, month = 1, day = 1 }: SinceDate, now: Instant, timeZone: string): number {
  const start = churchWallClock(year, month - 1, day, 0, 0, timeZone).getTime();
  const elapsed = (typeof now === "number" ? now : now.getTime()) - start;
  return Math.max(0, Math.floor(elapsed / MS_PER_YEAR));
}
