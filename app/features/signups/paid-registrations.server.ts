import type Stripe from "stripe";
import type { ChurchContent } from "~/content/model";
import {
  createCheckoutSession,
  expireCheckoutSession,
  retrieveCheckoutSession,
} from "~/features/giving/stripe/checkout.server";
import type { PurposeHandlers } from "~/features/giving/stripe/events.server";
import { localizedPath } from "~/i18n/paths";
import { isLanguage } from "~/i18n/languages";
import { describeError, log } from "~/server/logger.server";
import { signedLink } from "~/server/signed-link.server";
import { mailOf, REGISTRATION_CURRENCY } from "./registration-facts.server";
import { registrationSettingsFor } from "./settings.server";
import { attendeeTypeIds, priceOf } from "./registration-fees.server";
import { LINK_PARAM, MANAGE_PURPOSE, queueRegistrationEmail } from "./registration-mail.server";
import { lapsedHolds, languageOf, registrationRow, registrationsDb } from "./registration-queries.server";
import { CHECKOUT_HOLD_MS, CHECKOUT_SESSION_MS } from "./registration-rows.server";
import { offerFreedPlaces } from "./waitlist.server";

/**
 * Paid registrations (issue 28, item 5) through the site's one Stripe
 * integration (app/features/giving/stripe, purpose "registration"): a price
 * per attendee type is charged in a Checkout Session; the places are held 15
 * minutes meanwhile. Stripe's shortest session lasts 30 minutes, so the
 * minute's check expires the session at Stripe itself once the hold is over
 * and then frees the places (or, if Stripe says it was paid, confirms them):
 * the places are freed whether or not checkout.session.expired ever arrives.
 * A fee is not a gift: nothing here writes to the giving records, so it never
 * appears in a giving statement or /admin/giving (docs/decisions/038).
 */

export const CHECKOUT_PURPOSE = "registration";

export type CheckoutStart = { ok: true; url: string } | { ok: false; problem: "not-payable" | "stripe" };

/**
 * Holds the registration's places for 15 minutes and opens its Checkout
 * Session; the answer is where to send the person. Called by the sign-up (a
 * priced event) and by a claimed waitlist offer.
 */
export async function startCheckout(
  registrationId: string,
  context: { content: ChurchContent; now: number; origin: string },
): Promise<CheckoutStart> {
  const db = registrationsDb();
  const row = registrationRow(db, registrationId);
  const mail = row ? mailOf(row, context.content) : null;
  if (!row || !mail) return { ok: false, problem: "not-payable" };
  const { items, totalCents } = priceOf(
    registrationSettingsFor(row.event_id, context.content) ?? undefined,
    attendeeTypeIds(row),
    mail.occasion.name,
  );
  if (totalCents === 0) return { ok: false, problem: "not-payable" };
  const holdUntil = context.now + CHECKOUT_HOLD_MS;
  const held = db
    .prepare(
      `UPDATE registrations SET status = 'pending_payment', hold_expires_at = ?, amount_cents = ?, updated_at = ?
       WHERE id = ? AND status IN ('held', 'offered', 'pending_payment')`,
    )
    .run(holdUntil, totalCents, context.now, registrationId).changes;
  if (held === 0) return { ok: false, problem: "not-payable" };
  const language = languageOf(row);
  const fallback = context.content.church.locale.language;
  const path = localizedPath("/my-registration", language, isLanguage(fallback) ? fallback : "en");
  const manage = signedLink(context.origin, path, MANAGE_PURPOSE, registrationId, { param: LINK_PARAM });
  try {
    const session = await createCheckoutSession({
      purpose: CHECKOUT_PURPOSE,
      items,
      currency: REGISTRATION_CURRENCY.toLowerCase(),
      email: row.email,
      metadata: { registration_id: registrationId },
      successUrl: `${manage}&done=paid&session={CHECKOUT_SESSION_ID}`,
      // Back from Checkout unpaid: the page says the places stay held and offers to pay again.
      cancelUrl: `${manage}&done=unpaid`,
      locale: language,
      // Stripe accepts expires_at from 30 minutes to 24 hours ahead.
      expiresAt: context.now + CHECKOUT_SESSION_MS,
      // One session per hold: a second press of the button meanwhile opens the same one.
      idempotencyKey: `registration-${registrationId}-${holdUntil - (holdUntil % 60_000)}`,
    });
    db.prepare("UPDATE registrations SET stripe_session_id = ?, updated_at = ? WHERE id = ?").run(
      session.id,
      context.now,
      registrationId,
    );
    // A session opened by an earlier press is closed, so only the one this hold follows can take a payment.
    if (row.stripe_session_id && row.stripe_session_id !== session.id) await closeEarlierSession(row.stripe_session_id);
    if (!session.url) return { ok: false, problem: "stripe" };
    // Absolute: the demo's stand-in answers with a path already in the page's language ("/es/give/demo-checkout"),
    // and React Router would put a Spanish page's basename before a path again ("/es/es/…").
    return { ok: true, url: new URL(session.url, context.origin).href };
  } catch (error) {
    log("warn", "registration checkout could not start", { error: describeError(error) });
    return { ok: false, problem: "stripe" };
  }
}

async function closeEarlierSession(sessionId: string): Promise<void> {
  try {
    await expireCheckoutSession(sessionId);
  } catch (error) {
    log("warn", "an earlier registration checkout not expired at Stripe", { error: describeError(error) });
  }
}

/** Confirms a paid registration once (the webhook, the return page and the minute's check may each say it was paid). */
export function confirmPaid(
  session: Pick<Stripe.Checkout.Session, "id" | "metadata" | "amount_total" | "payment_status">,
  content: ChurchContent,
  now: number,
): boolean {
  const id = session.metadata?.registration_id;
  if (!id || session.payment_status !== "paid") return false;
  const db = registrationsDb();
  return db
    .transaction(() => {
      const row = registrationRow(db, id);
      if (!row || row.status === "confirmed" || row.status === "cancelled") return false;
      // Paid after its hold ran out (the rare race with the release): the payment stands, the places are given.
      if (row.status === "expired") log("warn", "a registration was paid after its hold ran out; confirmed", { id });
      db.prepare(
        `UPDATE registrations SET status = 'confirmed', hold_expires_at = NULL, amount_cents = ?, stripe_session_id = ?,
         confirmed_at = ?, updated_at = ? WHERE id = ?`,
      ).run(session.amount_total ?? row.amount_cents, session.id, now, now, id);
      const mail = mailOf(
        { ...row, status: "confirmed", amount_cents: session.amount_total ?? row.amount_cents },
        content,
      );
      if (mail) queueRegistrationEmail(db, { ...mail, kind: "confirmed", content, now });
      return true;
    })
    .immediate();
}

/** Frees an unpaid registration's places and offers them to the waitlist. */
export function releaseUnpaid(registrationId: string, content: ChurchContent, now: number): boolean {
  const db = registrationsDb();
  const row = registrationRow(db, registrationId);
  if (!row || row.status !== "pending_payment") return false;
  const released = db
    .prepare(
      "UPDATE registrations SET status = 'expired', hold_expires_at = NULL, updated_at = ? WHERE id = ? AND status = 'pending_payment'",
    )
    .run(now, registrationId).changes;
  if (released > 0) offerFreedPlaces(db, row.event_id, row.occurrence, { content, now });
  return released > 0;
}

/** The Stripe events of registrations (registered by the composition root). */
export function registrationCheckoutHandlers(content: () => ChurchContent): PurposeHandlers {
  return {
    completed: (session) => void confirmPaid(session, content(), Date.now()),
    expired: (session) => {
      const id = session.metadata?.registration_id;
      if (id) releaseUnpaid(id, content(), Date.now());
    },
  };
}

/** The return from Checkout: Stripe is asked at once, so the page can say it is paid before the webhook comes. */
export async function settleReturn(
  registrationId: string,
  sessionId: string,
  content: ChurchContent,
  now: number,
): Promise<void> {
  const row = registrationRow(registrationsDb(), registrationId);
  if (!row || row.status !== "pending_payment" || row.stripe_session_id !== sessionId) return;
  try {
    confirmPaid(await retrieveCheckoutSession(sessionId), content, now);
  } catch (error) {
    log("warn", "registration checkout not read back", { error: describeError(error) });
  }
}

/**
 * The minute's check: checkouts whose 15 minutes are over. Each session is
 * expired at Stripe first, so no payment can come after the places are
 * freed; one Stripe says was paid meanwhile is confirmed instead.
 */
export async function releaseLapsedCheckouts(now: number, content: ChurchContent): Promise<number> {
  let released = 0;
  for (const row of lapsedHolds(registrationsDb(), "pending_payment", now)) {
    try {
      const session = row.stripe_session_id ? await expireCheckoutSession(row.stripe_session_id) : null;
      if (session && session.status === "complete") {
        confirmPaid(session, content, now);
        continue;
      }
    } catch (error) {
      // Stripe unreachable: the places stay held and the next check tries again, until the session's own
      // end (expires_at), after which Stripe takes no payment for it and the places can go.
      const sessionEnded = now >= row.hold_expires_at! - CHECKOUT_HOLD_MS + CHECKOUT_SESSION_MS;
      log("warn", "registration checkout not expired at Stripe", { error: describeError(error), sessionEnded });
      if (!sessionEnded) continue;
    }
    if (releaseUnpaid(row.id, content, now)) released += 1;
  }
  return released;
}
