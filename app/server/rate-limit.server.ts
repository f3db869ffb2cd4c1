import { setBounded } from "~/lib/bounded-map";

/**
 * A per-client limit on writes (sign-ups, visit requests, GraphQL mutations):
 * a fixed one-minute window per client address, in memory. One server
 * process serves the site, so memory is enough; a restart forgets the counts,
 * which only ever lets a few more requests through.
 */

export interface RateLimiter {
  /** Counts one request for `key`; says whether it may go on and, if not, in how many seconds. */
  take(key: string, now?: number): { allowed: true } | { allowed: false; retryAfterSeconds: number };
  /** The addresses held in memory right now. */
  trackedClients(): string[];
}

const WINDOW_MS = 60_000;
const MAX_TRACKED_CLIENTS = 50_000;

export function createRateLimiter(perMinute: number): RateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>();
  let lastSweep = 0;
  return {
    take(key, now = Date.now()) {
      // The privacy policy: a client's address is let go once its minute is over,
      // swept at most once a minute so the cost stays flat under load.
      if (now - lastSweep >= WINDOW_MS) {
        prune(windows, now);
        lastSweep = now;
      }
      let window = windows.get(key);
      if (!window || now - window.startedAt >= WINDOW_MS) {
        window = { startedAt: now, count: 0 };
        // Under a flood of distinct addresses, the oldest windows go first.
        setBounded(windows, key, window, MAX_TRACKED_CLIENTS);
      }
      window.count += 1;
      if (window.count <= perMinute) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + WINDOW_MS - now) / 1000)) };
    },
    trackedClients: () => [...windows.keys()],
  };
}

function prune(windows: Map<string, { startedAt: number }>, now: number): void {
  for (const [key, window] of windows) if (now - window.startedAt >= WINDOW_MS) windows.delete(key);
}
