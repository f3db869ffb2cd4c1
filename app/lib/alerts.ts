import type { Alert } from "~/content/model";
import { churchWallClock } from "./church-time";

/**
 * Site-wide notices (alerts.yaml, issue 18): which show at an instant. Times
 * are written on the church's clock and shown from the start's minute until
 * the end's, whatever the zone of the server or the browser.
 */

/** "2027-01-09 18:00" (or "2027-01-09T18:00", as a form sends it) on the church's clock, as an instant. */
export function churchDateTime(written: string, timeZone: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/.exec(written);
  if (!match) throw new RangeError(`not a date and time: ${written}`);
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  return churchWallClock(year, month - 1, day, hour, minute, timeZone).getTime();
}

/** The alerts showing at `now`, most urgent first (then in the file's order). */
export function activeAlerts(alerts: readonly Alert[], now: number): Alert[] {
  const rank = { urgent: 0, warning: 1, info: 2 } as const;
  return alerts
    .filter((alert) => alert.startsAt <= now && now < alert.endsAt)
    .map((alert, index) => ({ alert, index }))
    .sort((a, b) => rank[a.alert.level] - rank[b.alert.level] || a.index - b.index)
    .map(({ alert }) => alert);
}
