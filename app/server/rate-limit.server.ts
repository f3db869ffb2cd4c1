import { setBounded } from "~/lib/bounded-map";

/**
 * A per-client limit on writes (sign-ups, visit requests, GraphQL mutations,
 * staff sign-in): a fixed window per key (a client address, or an e-mail
 * address for sign-in), one minute unless told otherwise, in memory. One
 * server process serves the site, so memory is enough; a restart forgets the
 * counts, which only ever lets a few more requests through.
 */

export interface RateLimiter {
  /** Counts one request for `key`; says whether it may go on and, if not, in how many seconds. */
  take(key: string, now?: number): { allowed: true } | { allowed: false; retryAfterSeconds: number };
  /** The addresses held in memory right now. */
  trackedClients(): string[];
}

const MINUTE_MS = 60_000;
const MAX_TRACKED_CLIENTS = 50_000;

/** `perWindow` requests per key in each window of `windowMs` (a minute by default). */
export function createRateLimiter(
  perWindow: number,
  { windowMs = MINUTE_MS }: { windowMs?: number } = {},
): RateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>();
  let lastSweep = 0;
  return {
    take(key, now = Date.now()) {
      // The privacy policy: a key (an address) is let go once its window is over,
      // swept at most once a window so the cost stays flat under load.
      if (now - lastSweep >= windowMs) {
        prune(windows, now, windowMs);
        lastSweep = now;
      }
      let window = windows.get(key);
      if (!window || now - window.startedAt >= windowMs) {
        window = { startedAt: now, count: 0 };
        // Under a flood of distinct addresses, the oldest windows go first.
        setBounded(windows, key, window, MAX_TRACKED_CLIENTS);
      }
      window.count += 1;
      if (window.count <= perWindow) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + windowMs - now) / 1000)) };
    },
    trackedClients: () => [...windows.keys()],
  };
}

function prune(windows: Map<string, { startedAt: number }>, now: number, windowMs: number): void {
  for (const [key, window] of windows) if (now - window.startedAt >= windowMs) windows.delete(key);
}
