import { describeError, log } from "~/server/logger.server";
import { releaseExpiredHolds } from "./registrations.server";

/** Issue 28: holds are given back within a minute of their time (the places already stop counting at it). */
const SWEEP_MS = 60_000;
let timer: NodeJS.Timeout | undefined;

export function startHoldSweep(): void {
  stopHoldSweep();
  timer = setInterval(() => {
    try {
      releaseExpiredHolds(Date.now());
    } catch (error) {
      log("warn", "sign-up holds were not released", { error: describeError(error) });
    }
  }, SWEEP_MS);
  timer.unref();
}

export function stopHoldSweep(): void {
  if (timer) clearInterval(timer);
  timer = undefined;
}
