import { setTimeout as sleep } from "node:timers/promises";

/**
 * Answers that must not tell by their timing what the words do not (an address on the staff list, a donor's
 * address): the answer waits until `floorMs` has passed since `started` (performance.now()), whichever path
 * produced it. The floor must be longer than the slower path takes on a normal day, so both end at the floor.
 */
export async function answerAfterFloor<T>(started: number, floorMs: number, answer: T): Promise<T> {
  const left = () => floorMs - (performance.now() - started);
  // A timer may fire a little early against performance.now() (the event loop starts it from the
  // loop's cached clock, and rounds), so sleep again until the floor has truly passed.
  while (left() > 0) await sleep(Math.ceil(left()));
  return answer;
}
