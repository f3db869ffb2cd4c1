/**
 * The background's work done once, now, from a command's own process rather than the site's (data:forget,
 * admin:invite, giving:reconcile): only the handlers that command needs are registered, and whatever is still
 * pending afterwards waits in the outbox for the running site's worker (background.server.ts).
 */
import { deliverSignInMail, SIGN_IN_MAIL_TOPIC } from "~/features/auth/sign-in-mail.server";
import { GIFT_PURPOSE, giftHandlers } from "~/features/giving/gift-events.server";
import { reconcileGiving, type Reconciled } from "~/features/giving/reconcile.server";
import { registerCheckoutPurpose } from "~/features/giving/stripe/events.server";
import { deliverMailchimpForget, MAILCHIMP_FORGET_TOPIC } from "~/features/newsletter/subscribers.server";
import { CHECKOUT_PURPOSE, registrationCheckoutHandlers } from "~/features/signups/paid-registrations.server";
import { getContent } from "~/server/content.server";
import { getEnv } from "~/server/env.server";
import { deliverDue, pendingOf, registerOutboxHandler } from "~/server/outbox.server";

/**
 * For `npm run data:forget`: one delivery attempt of the queued Mailchimp
 * deletions, from the command's own process (only that topic's handler is
 * registered there). What is still pending afterwards stays in the outbox for
 * the site's worker to retry with its backoff.
 */
export async function deliverForgetRequestsNow(): Promise<{ pending: number; lastError: string | null }> {
  registerOutboxHandler(MAILCHIMP_FORGET_TOPIC, deliverMailchimpForget);
  await deliverDue();
  return pendingOf(MAILCHIMP_FORGET_TOPIC);
}

/**
 * For `npm run admin:invite`: one delivery attempt of the invitation, from the
 * command's own process; if the mail server does not take it, the running
 * site's worker retries it (while the link is good).
 */
export async function deliverSignInMailNow(): Promise<{ pending: number; lastError: string | null }> {
  registerOutboxHandler(SIGN_IN_MAIL_TOPIC, deliverSignInMail, { forgetPayloadWhenDone: true });
  await deliverDue();
  return pendingOf(SIGN_IN_MAIL_TOPIC);
}

/**
 * For `npm run giving:reconcile` (scripts/reconcile-giving.mjs): the hourly
 * reconciliation run once now, from the command's own process, over the last
 * `days` days. Gifts and paid registrations are recorded as their webhooks
 * would have recorded them; their receipts wait in the outbox for the site.
 * Null without a Stripe key (the demo's imitation lives in the site's process).
 */
export async function reconcileGivingNow(days?: number): Promise<Reconciled | null> {
  if (getEnv().stripe !== "live") return null;
  registerCheckoutPurpose(GIFT_PURPOSE, giftHandlers);
  registerCheckoutPurpose(CHECKOUT_PURPOSE, registrationCheckoutHandlers(getContent));
  return reconcileGiving(Date.now(), days);
}
