import { data } from "react-router";
import type { ChurchContent } from "~/content/model";
import { defaultLanguage } from "~/i18n/content-language";
import type { Language } from "~/i18n/languages";
import { translator } from "~/i18n/translate";
import { donorContentOf, fundName, type DonorContent } from "./donor-content";
import { donorOfLink, donorQuery, type Donor } from "./donor-links.server";
import { giftsByEmail, recurringByEmail } from "./gifts.server";
import { formatCalendarDay, formatGiftDate, formatMoney } from "./giving-format";
import { statementYears } from "./statements.server";

/**
 * What the donor's own pages show (issue 30, items 4 and 5), behind a signed
 * link: their gifts, their recurring gifts and their statements' years. A
 * link that is forged, expired or forgotten shows one kind page that offers
 * a new link, and nothing of anyone's.
 */

/** Never kept by a cache or indexed, and the address (with its signature) never sent to another site. */
export const PRIVATE = {
  "Cache-Control": "no-store",
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex",
} as const;

interface PageArgs {
  request: Request;
  context: { content: ChurchContent; now: number; language?: Language };
}

export interface DonorPage {
  donor: Donor;
  content: DonorContent;
  language: Language;
  tag: string;
  /** The signed query to carry to the donor's other pages. */
  query: string;
}

/** The donor of a page's signed link, or null; 404 when giving is not on this site. */
export function donorPageOf(args: PageArgs): DonorPage | null {
  const content = donorContentOf(args.context.content);
  if (!content) throw data(null, { status: 404 });
  const query = new URL(args.request.url).searchParams;
  const donor = donorOfLink(query, args.context.now);
  if (!donor) return null;
  const language = args.context.language ?? defaultLanguage(args.context.content);
  const { tag } = translator(language, content.country);
  return { donor, content, language, tag, query: donorQuery(query).toString() };
}

export interface GiftLine {
  id: string;
  date: string;
  fund: string;
  amount: string;
  status: string;
  refunded: string | null;
}

export interface RecurringLine {
  id: string;
  amount: string;
  frequency: string;
  fund: string;
  since: string;
  status: string;
}

export function myGivingView(page: DonorPage) {
  const { content, tag, donor } = page;
  const gifts = giftsByEmail(donor.email);
  const recurring = recurringByEmail(donor.email);
  const money = (cents: number, currency: string) => formatMoney(cents, currency, tag);
  const giftLines: GiftLine[] = gifts.map((gift) => ({
    id: gift.id,
    date: formatGiftDate(gift.paidAt ?? gift.createdAt, tag, content.timeZone),
    fund: fundName(content, gift.fundId),
    amount: money(gift.amountCents + gift.feeCents, gift.currency),
    status: gift.status,
    refunded: gift.refundedCents > 0 ? money(gift.refundedCents, gift.currency) : null,
  }));
  const recurringLines: RecurringLine[] = recurring.map((plan) => ({
    id: plan.id,
    amount: money(plan.amountCents + plan.feeCents, content.currency),
    frequency: plan.frequency,
    fund: fundName(content, plan.fundId),
    since: formatCalendarDay(plan.startDate, tag),
    status: plan.status,
  }));
  return {
    email: donor.email,
    gifts: giftLines,
    recurring: recurringLines,
    years: statementYears(gifts, content.timeZone),
    canOpenPortal: [...recurring, ...gifts].some((entry) => entry.stripeCustomerId),
    query: page.query,
  };
}

/** The Stripe customer whose portal opens: the newest recurring gift's, else the newest gift's. */
export function customerOf(donor: Donor): string | null {
  for (const plan of recurringByEmail(donor.email)) if (plan.stripeCustomerId) return plan.stripeCustomerId;
  for (const gift of giftsByEmail(donor.email)) if (gift.stripeCustomerId) return gift.stripeCustomerId;
  return null;
}
