/**
 * The live page's countdown (SPEC 4 and 9) as pure functions of milliseconds:
 * the server writes the first value, <live-stage> (app/elements/live-stage.ts)
 * the ones after it.
 */

/** SPEC 4: [h:]mm:ss, hours only when more than 0. Rounds up, so 00:00 shows only at the start. */
export function formatCountdown(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mmss = `${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}

/** Milliseconds until the next minute boundary (SPEC 4: live status rechecked on the minute). */
export function msUntilNextMinute(now: number): number {
  return 60_000 - (now % 60_000);
}

/** Milliseconds until the next second boundary, so a countdown ticks in step with the clock. */
export function msUntilNextSecond(now: number): number {
  return 1000 - (now % 1000);
}
