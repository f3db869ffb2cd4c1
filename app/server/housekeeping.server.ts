import { describeError, log } from "./logger.server";

/**
 * Daily clean-ups (the privacy policy's retention promises, bounded caches):
 * each runs once at start-up and then every day while the server runs, and
 * /healthz reports when each last ran and what it did. The jobs are
 * registered by app/background.server.ts, never on import.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A job returns a short count of what it removed, e.g. `{ visitRequests: 2 }`. */
export type CleanUp = (now: number) => Record<string, number> | Promise<Record<string, number>>;

export interface CleanUpReport {
  lastRunAt: string | null;
  ok: boolean | null;
  removed: Record<string, number> | null;
  error?: string;
}

const jobs = new Map<string, CleanUp>();
const reports = new Map<string, CleanUpReport>();
let timer: NodeJS.Timeout | undefined;

export function registerCleanUp(name: string, job: CleanUp): void {
  jobs.set(name, job);
  if (!reports.has(name)) reports.set(name, { lastRunAt: null, ok: null, removed: null });
}

/** Runs every registered clean-up now; a failing one is logged and reported, the others still run. */
export async function runCleanUps(now = Date.now()): Promise<void> {
  for (const [name, job] of jobs) {
    try {
      const removed = await job(now);
      reports.set(name, { lastRunAt: new Date(now).toISOString(), ok: true, removed });
      log("info", "clean-up ran", { name, ...removed });
    } catch (error) {
      reports.set(name, {
        lastRunAt: new Date(now).toISOString(),
        ok: false,
        removed: null,
        error: describeError(error),
      });
      log("error", "clean-up failed", { name, error: describeError(error) });
    }
  }
}

/** At start-up, then daily. The timer never keeps the process alive. */
export function startCleanUps(): void {
  if (timer) return;
  void runCleanUps();
  timer = setInterval(() => void runCleanUps(), DAY_MS);
  timer.unref();
}

export function stopCleanUps(): void {
  clearInterval(timer);
  timer = undefined;
}

/** For /healthz: when each clean-up last ran and what it removed. */
export function cleanUpReport(): Record<string, CleanUpReport> {
  return Object.fromEntries(reports);
}

export function resetCleanUpsForTests(): void {
  stopCleanUps();
  jobs.clear();
  reports.clear();
}
