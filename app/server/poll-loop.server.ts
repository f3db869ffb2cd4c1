import { describeError, log } from "./logger.server";

/** A background loop started by `startPollLoop`. */
export interface PollLoop {
  /** Run a pass soon (now, or right after the one running). */
  nudge(): void;
  /** No more passes; resolves when the one running has finished. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` in the background: at once, again straight away while it says
 * there is more to do, then every `pollMs` (or sooner when nudged). A pass
 * that throws is logged as `failed` and the loop carries on. Its timers do
 * not keep the process alive.
 */
export function startPollLoop(pass: () => Promise<boolean>, pollMs: number, failed: string): PollLoop {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let again = false;

  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  };
  const tick = () => {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        // Keep going while passes say there is more; then poll.
        while (!stopped && (await pass()));
      } catch (error) {
        log("error", failed, { error: describeError(error) });
      } finally {
        running = undefined;
        schedule(again ? 0 : pollMs);
        again = false;
      }
    })();
  };

  schedule(0);
  return {
    nudge: () => (running ? (again = true) : schedule(0)),
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
