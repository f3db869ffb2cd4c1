import { randomBytes } from "node:crypto";
import type { StripeGiving } from "~/content/schema";
import type { Language } from "~/i18n/languages";
import { localizedPath } from "~/i18n/paths";
import { translator } from "~/i18n/translate";
import { churchDayKey, churchWallClock } from "~/lib/church-time";
import { signedLink } from "~/server/signed-link.server";
import type { GiftRequest } from "./give-form.server";
import { forgetUnpaid, insertPendingGift, insertPendingRecurring } from "./gift-records.server";
import { givingDb } from "./gifts.server";
import { GIFT_PURPOSE } from "./gift-events.server";
import { stripeTestMode } from "./stripe/client.server";
import { createCheckoutSession, type Interval } from "./stripe/checkout.server";

/**
 * A checked gift on its way to Stripe (issue 30): its pending row (a gift,
 * or a recurring gift) with the page's language, then a Checkout Session
 * carrying our id and facts in its metadata, the donor's address, a
 * thank-you address that names the session and a cancel address that
 * leads back to the form as it was filled (a signed link to the pending
 * row, good for two days). Returns Checkout's address.
 */

export const RETURN_LINK = { purpose: "give-return", param: "gift", lifetimeMs: 2 * 24 * 60 * 60 * 1000 } as const;

const INTERVALS: Record<Exclude<GiftRequest["frequency"], "once">, Interval> = {
  week: { interval: "week", count: 1 },
  "2weeks": { interval: "week", count: 2 },
  month: { interval: "month", count: 1 },
};

export interface StartContext {
  giving: StripeGiving;
  church: { name: string; timeZone: string; country: string; defaultLanguage: Language };
  language: Language;
  origin: string;
  now: number;
}

export async function startGift(gift: GiftRequest, context: StartContext): Promise<string> {
  const { giving, church, language, origin, now } = context;
  const recurring = gift.frequency !== "once";
  const ourId = `${recurring ? "r" : "g"}_${randomBytes(12).toString("base64url")}`;
  const fund = giving.funds.find((candidate) => candidate.id === gift.fundId)!;
  const common = {
    id: ourId,
    donorEmail: gift.email,
    donorName: gift.name,
    fundId: gift.fundId,
    amountCents: gift.amountCents,
    feeCents: gift.feeCents,
    language,
    createdAt: now,
  };
  const db = givingDb();
  if (gift.frequency === "once") {
    insertPendingGift(
      {
        ...common,
        currency: giving.currency,
        frequency: "once",
        recurringId: null,
        note: gift.note,
        liveMode: !stripeTestMode(),
      },
      db,
    );
  } else {
    insertPendingRecurring({ ...common, frequency: gift.frequency, startDate: gift.startDate }, db);
  }

  const { t } = translator(language, church.country);
  const path = (to: string) => localizedPath(to, language, church.defaultLanguage);
  const laterStart = recurring && gift.startDate > churchDayKey(now, church.timeZone);
  const [year, month, day] = gift.startDate.split("-").map(Number);
  try {
    const session = await createCheckoutSession({
      purpose: GIFT_PURPOSE,
      items: [
        {
          name: t(gift.feeCents > 0 ? "giving.checkout.itemFee" : "giving.checkout.item", { fund: fund.name }),
          description: t("giving.checkout.itemDescription", { church: church.name }),
          amountCents: gift.amountCents + gift.feeCents,
        },
      ],
      currency: giving.currency,
      email: gift.email,
      metadata: {
        [recurring ? "recurring_id" : "gift_id"]: ourId,
        fund: gift.fundId,
        frequency: gift.frequency,
        amount_cents: String(gift.amountCents),
        fee_cents: String(gift.feeCents),
        language,
        donor_name: gift.name.slice(0, 120),
        email: gift.email,
        start_date: gift.startDate,
        ...(gift.note ? { note: gift.note.slice(0, 490) } : {}),
      },
      successUrl: `${origin}${path("/give/thanks")}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: signedLink(origin, path("/give"), RETURN_LINK.purpose, ourId, {
        param: RETURN_LINK.param,
        expiresAt: now + RETURN_LINK.lifetimeMs,
      }),
      locale: language,
      ...(gift.frequency === "once"
        ? {}
        : {
            recurring: {
              ...INTERVALS[gift.frequency],
              // The first payment on the chosen day, in the morning on the church's clock.
              ...(laterStart
                ? { startAt: churchWallClock(year!, month! - 1, day!, 9, 0, church.timeZone).getTime() }
                : {}),
            },
          }),
      idempotencyKey: `gift-checkout-${ourId}`,
    });
    if (!recurring) db.prepare("UPDATE gifts SET stripe_session_id = ? WHERE id = ?").run(session.id, ourId);
    if (!session.url) throw new Error("Checkout gave no address");
    return session.url;
  } catch (error) {
    // Nothing was made at Stripe that a donor can pay: the pending row goes too.
    forgetUnpaid(ourId);
    throw error;
  }
}
