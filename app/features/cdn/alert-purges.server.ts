import type { Alert, ChurchContent } from "~/content/model";
import { getEnv } from "~/server/env.server";
import { queuePurge } from "./purge.server";

/**
 * An alert written ahead of time changes every page when it starts and when
 * it ends, with no publish then: behind a CDN, everything is purged at those
 * instants too, or visitors would see the CDN's copy for up to 5 minutes
 * (and its stale copy while it fetches a fresh one). One timer, for the
 * nearest start or end, set again at each new content and at start-up.
 */

/** setTimeout holds at most 2^31 - 1 ms (about 24.8 days): a later instant is looked at again then. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** The first instant after `now` at which an alert starts or ends; null when none is ahead. */
export function nextAlertChange(alerts: readonly Alert[], now: number): number | null {
  const ahead = alerts.flatMap((alert) => [alert.startsAt, alert.endsAt]).filter((instant) => instant > now);
  return ahead.length > 0 ? Math.min(...ahead) : null;
}

let timer: NodeJS.Timeout | undefined;

export function scheduleAlertPurges(content: () => ChurchContent, clock: () => number = Date.now): void {
  clearTimeout(timer);
  timer = undefined;
  if (!getEnv().cdn) return;
  const next = nextAlertChange(content().alerts, clock());
  if (next === null) return;
  timer = setTimeout(
    () => {
      const now = clock();
      if (now >= next) queuePurge({ everything: true }, `alert:${next}`, now);
      scheduleAlertPurges(content, clock);
    },
    Math.min(next - clock(), LONGEST_TIMER_MS),
  );
  timer.unref();
}

export function stopAlertPurges(): void {
  clearTimeout(timer);
  timer = undefined;
}
