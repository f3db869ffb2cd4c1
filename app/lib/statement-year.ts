import { churchDayKey } from "./church-time";

/**
 * The year a donor most likely wants a statement for: last year's until tax day (15 April, in the church's
 * zone), when last year's return is due; this year's from the day after (issue 38).
 */
export function likelyStatementYear(now: number, timeZone: string): number {
  const [year, month, day] = churchDayKey(now, timeZone).split("-").map(Number) as [number, number, number];
  return month < 4 || (month === 4 && day <= 15) ? year - 1 : year;
}
