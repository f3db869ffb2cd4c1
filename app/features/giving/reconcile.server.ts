import { describeError, log } from "~/server/logger.server";
import { stripeAvailable } from "./stripe/client.server";
import { listRecentInvoices, listRecentSessions } from "./stripe/checkout.server";
import { replayInvoice, replaySession } from "./stripe/events.server";

/**
 * The hourly reconciliation (issue 30): if the site was down and Stripe's
 * webhooks never came (or came and failed), the last days of Checkout
 * Sessions and invoices are read from the API and handed to their purposes'
 * handlers as their events would have been. The handlers are idempotent, so
 * what was already recorded stays as it is; a gap is filled.
 */

export const RECONCILE_EVERY_MS = 60 * 60 * 1000;
/** Stripe retries a webhook for three days: what is older came, or will not. */
export const RECONCILE_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface Reconciled {
  sessions: number;
  invoices: number;
}

export async function reconcileGiving(now = Date.now(), days = RECONCILE_DAYS): Promise<Reconciled> {
  if (!stripeAvailable()) return { sessions: 0, invoices: 0 };
  const since = now - days * DAY_MS;
  let sessions = 0;
  let invoices = 0;
  for (const session of await listRecentSessions(since)) if (await replaySession(session)) sessions += 1;
  for (const invoice of await listRecentInvoices(since)) if (await replayInvoice(invoice)) invoices += 1;
  return { sessions, invoices };
}

let timer: NodeJS.Timeout | undefined;
let first: NodeJS.Timeout | undefined;

/** Every hour, and a minute after start-up (a restart after an outage catches up at once). */
export function startReconciliation(): void {
  if (timer) return;
  const run = () => {
    reconcileGiving().then(
      (done) => log("info", "giving reconciled with Stripe", { ...done }),
      (error: unknown) =>
        log("warn", "giving reconciliation failed; the next hour tries again", { error: describeError(error) }),
    );
  };
  first = setTimeout(run, 60_000);
  first.unref();
  timer = setInterval(run, RECONCILE_EVERY_MS);
  timer.unref();
}

export function stopReconciliation(): void {
  clearTimeout(first);
  clearInterval(timer);
  timer = undefined;
}
