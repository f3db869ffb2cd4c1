import type { RequestHandler } from "express";

/**
 * Visitors before background work. The server has one thread: a batch of
 * e-mails rendered while a burst of plans arrives makes each plan's answer
 * wait for the renderings (10-60 ms each). The outbox's worker asks
 * `visitorsServed()` before each message, which waits while any request is
 * being answered, but never longer than `maxWaitMs`, so steady traffic can
 * slow the mail down but never stop it.
 */

let inFlight = 0;

/** Counts the requests being answered (Express middleware, before everything else). */
export function countRequestsInFlight(): RequestHandler {
  return (_req, res, next) => {
    inFlight += 1;
    let done = false;
    res.once("close", () => {
      if (done) return;
      done = true;
      inFlight -= 1;
    });
    next();
  };
}

export function requestsInFlight(): number {
  return inFlight;
}

const CHECK_EVERY_MS = 10;

/** Resolves once no request is being answered, or after `maxWaitMs` whatever the traffic. */
export async function visitorsServed(maxWaitMs = 1000): Promise<void> {
  const giveUpAt = Date.now() + maxWaitMs;
  while (inFlight > 0 && Date.now() < giveUpAt) {
    await new Promise((resolve) => setTimeout(resolve, CHECK_EVERY_MS));
  }
}
