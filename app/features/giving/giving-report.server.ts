import { stringify } from "csv-stringify/sync";
import { normaliseEmail } from "~/server/email-address.server";
import { churchDayKey, churchWallClock } from "~/lib/church-time";
import { fundName, type DonorContent } from "./donor-content";
import { listGifts, type Gift } from "./gifts.server";
import { netCents } from "./giving-format";
import { counts } from "./statements.server";

/**
 * The treasurer's view of giving (issue 30, item 6): gifts by date, fund and
 * donor, refunds and failures among them, the totals by fund and month of
 * what the church kept, and the same gifts as CSV for the bookkeeper. Dates
 * are days of the church's zone; amounts integer cents until written.
 */

export interface ReportFilter {
  /** Church-zone days, yyyy-MM-dd, both included. */
  from: string;
  to: string;
  fund: string | null;
  donor: string | null;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant a church-zone day (yyyy-MM-dd) starts, `plusDays` later (a 23 or 25 hour day included). */
function dayStart(day: string, timeZone: string, plusDays = 0): number {
  const [, year, month, date] = DAY.exec(day)!.map(Number) as [number, number, number, number];
  return churchWallClock(year, month - 1, date + plusDays, 0, 0, timeZone).getTime();
}

/** The page's or the CSV's query: this year so far unless said; an unknown fund or a bad address is ignored. */
export function reportFilterOf(query: URLSearchParams, content: DonorContent, now: number): ReportFilter {
  const today = churchDayKey(now, content.timeZone);
  const day = (name: string, fallback: string) => {
    const value = query.get(name) ?? "";
    return DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : fallback;
  };
  const from = day("from", `${today.slice(0, 4)}-01-01`);
  const to = day("to", today);
  const fund = query.get("fund");
  const donor = normaliseEmail(query.get("donor"));
  return {
    from: from <= to ? from : to,
    to: from <= to ? to : from,
    fund: fund && content.funds.some((known) => known.id === fund) ? fund : null,
    donor: donor.ok ? donor.address : null,
  };
}

export function reportGifts(filter: ReportFilter, content: DonorContent): Gift[] {
  const from = dayStart(filter.from, content.timeZone);
  const to = dayStart(filter.to, content.timeZone, 1);
  const only = { ...(filter.fund ? { fund: filter.fund } : {}), ...(filter.donor ? { donor: filter.donor } : {}) };
  return listGifts({ from, to, ...only }).reverse();
}

export interface FundMonthTotal {
  month: string;
  fundId: string;
  fundName: string;
  gifts: number;
  cents: number;
}

/** What the church kept, by church-zone month (of payment) and fund, oldest month first. */
export function totalsByFundAndMonth(gifts: Gift[], content: DonorContent): FundMonthTotal[] {
  const totals = new Map<string, FundMonthTotal>();
  for (const gift of gifts) {
    if (!counts(gift)) continue;
    const month = churchDayKey(gift.paidAt!, content.timeZone).slice(0, 7);
    const key = `${month} ${gift.fundId}`;
    const total = totals.get(key) ?? {
      month,
      fundId: gift.fundId,
      fundName: fundName(content, gift.fundId),
      gifts: 0,
      cents: 0,
    };
    total.gifts += 1;
    total.cents += netCents(gift);
    totals.set(key, total);
  }
  return [...totals.values()].sort((a, b) => a.month.localeCompare(b.month) || a.fundName.localeCompare(b.fundName));
}

const COLUMNS = [
  "date",
  "gift id",
  "donor name",
  "donor email",
  "fund id",
  "fund",
  "amount",
  "fee covered",
  "refunded",
  "net",
  "currency",
  "frequency",
  "status",
  "paid at",
  "stripe payment",
  "live",
];

const decimal = (cents: number) => (cents / 100).toFixed(2);

/**
 * The gifts as CSV (RFC 4180, CRLF, a header row), one row a payment, amounts
 * as plain decimals (50.00) and the church-zone date first, as a
 * bookkeeping import takes them. Nothing a donor typed can run as a formula
 * (escape_formulas); no amount is negative (refunds have their own column).
 */
export function giftsCsv(gifts: Gift[], content: DonorContent): string {
  const rows = gifts.map((gift) => [
    churchDayKey(gift.paidAt ?? gift.createdAt, content.timeZone),
    gift.id,
    gift.donorName,
    gift.donorEmail,
    gift.fundId,
    fundName(content, gift.fundId),
    decimal(gift.amountCents),
    decimal(gift.feeCents),
    decimal(gift.refundedCents),
    decimal(gift.status === "failed" ? 0 : netCents(gift)),
    gift.currency.toUpperCase(),
    gift.frequency,
    gift.status,
    gift.paidAt === null ? "" : new Date(gift.paidAt).toISOString(),
    gift.stripePaymentIntentId ?? gift.stripeInvoiceId ?? "",
    gift.liveMode ? "yes" : "no",
  ]);
  return stringify(rows, { header: true, columns: COLUMNS, record_delimiter: "windows", escape_formulas: true });
}
