import { churchDayKey } from "~/lib/church-time";
import { listGifts } from "./gifts.server";
import { netCents } from "./giving-format";
import { counts } from "./statements.server";

/**
 * Gifts as Staff → Insights counts them (issue 47), read from giving's own
 * records: each gift once, however often Stripe told of it, with refunds taken
 * off; by the church-zone day it was paid, the language of the giving form it
 * came from, and its currency. Insights shows them to owners and treasurers only.
 */
export interface GiftDayCount {
  day: string;
  language: string;
  currency: string;
  gifts: number;
  cents: number;
}

/** A checkout may be paid a while after it was opened: gifts opened this long before the range are read too. */
const PAID_AFTER_OPENED_MS = 2 * 24 * 60 * 60 * 1000;

export function giftCountsBetween(from: number, to: number, timeZone: string): GiftDayCount[] {
  const totals = new Map<string, GiftDayCount>();
  for (const gift of listGifts({ from: from - PAID_AFTER_OPENED_MS, to })) {
    if (!counts(gift) || gift.paidAt! < from || gift.paidAt! >= to) continue;
    const day = churchDayKey(gift.paidAt!, timeZone);
    const key = `${day} ${gift.language} ${gift.currency}`;
    const total = totals.get(key) ?? { day, language: gift.language, currency: gift.currency, gifts: 0, cents: 0 };
    total.gifts += 1;
    total.cents += netCents(gift);
    totals.set(key, total);
  }
  return [...totals.values()].sort((a, b) => a.day.localeCompare(b.day));
}
