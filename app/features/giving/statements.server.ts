import type { Language } from "~/i18n/languages";
import { churchYearBounds, netCents } from "./giving-format";
import { fundName, noGoodsStatement, type DonorContent } from "./donor-content";
import { giftsByEmail, listGifts, type Gift } from "./gifts.server";

/**
 * A donor's year-end statement (issue 30, item 4): the gifts received from
 * them in a calendar year of the church's zone, each at what the church kept
 * (the gift and the fee they covered, less any refund; a gift refunded in full
 * is left out), with the totals by fund, and giving.yaml's receipt facts.
 * The printable page and the PDF both show exactly this.
 */

export interface StatementLine {
  giftId: string;
  paidAt: number;
  fundName: string;
  cents: number;
}

export interface Statement {
  year: number;
  donor: { name: string; email: string };
  currency: string;
  lines: StatementLine[];
  totalCents: number;
  byFund: { fundName: string; cents: number }[];
  church: { name: string; addressLine: string; legalName: string; ein: string; noGoods: string };
}

/** Gifts that count on a statement or a receipt: received and not wholly refunded. */
export function counts(gift: Gift): boolean {
  return (gift.status === "paid" || gift.status === "partially_refunded") && gift.paidAt !== null && netCents(gift) > 0;
}

export function statementFor(email: string, year: number, content: DonorContent, language?: Language): Statement {
  const { from, to } = churchYearBounds(year, content.timeZone);
  const gifts = giftsByEmail(email);
  const received = gifts.filter((gift) => counts(gift) && gift.paidAt! >= from && gift.paidAt! < to).reverse();
  const lines = received.map((gift) => ({
    giftId: gift.id,
    paidAt: gift.paidAt!,
    fundName: fundName(content, gift.fundId),
    cents: netCents(gift),
  }));
  const byFund = new Map<string, number>();
  for (const line of lines) byFund.set(line.fundName, (byFund.get(line.fundName) ?? 0) + line.cents);
  return {
    year,
    donor: { name: gifts.find((gift) => gift.donorName)?.donorName ?? "", email },
    currency: gifts[0]?.currency ?? content.currency,
    lines,
    totalCents: lines.reduce((sum, line) => sum + line.cents, 0),
    byFund: [...byFund].map(([name, cents]) => ({ fundName: name, cents })),
    church: {
      name: content.church.name,
      addressLine: content.church.addressLine,
      legalName: content.receipt.legalName,
      ein: content.receipt.ein,
      noGoods: noGoodsStatement(content, language),
    },
  };
}

/** The church-zone years in which a donor's gifts were received, newest first. */
export function statementYears(gifts: Gift[], timeZone: string): number[] {
  const years = new Set<number>();
  for (const gift of gifts) {
    if (!counts(gift)) continue;
    const year = Number(new Intl.DateTimeFormat("en", { year: "numeric", timeZone }).format(gift.paidAt!));
    years.add(year);
  }
  return [...years].sort((a, b) => b - a);
}

/** The church-zone year of an instant. */
export function churchYear(now: number, timeZone: string): number {
  return Number(new Intl.DateTimeFormat("en", { year: "numeric", timeZone }).format(now));
}

/** Every address with a gift received in a year: the treasurer's January send. */
export function donorsOfYear(year: number, timeZone: string): { email: string; language: string }[] {
  const { from, to } = churchYearBounds(year, timeZone);
  const donors = new Map<string, string>();
  for (const gift of listGifts({ to })) {
    if (counts(gift) && gift.paidAt! >= from && gift.paidAt! < to) donors.set(gift.donorEmail, gift.language);
  }
  return [...donors].map(([email, language]) => ({ email, language }));
}
