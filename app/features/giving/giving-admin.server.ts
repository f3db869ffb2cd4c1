import { data } from "react-router";
import { recordAudit } from "~/features/auth/audit-log.server";
import type { Staff } from "~/features/auth/staff.server";
import type { ChurchContent } from "~/content/model";
import { donorContentOf, fundName, type DonorContent } from "./donor-content";
import { formatGiftDate, formatMoney, formatMonth } from "./giving-format";
import { giftsCsv, reportFilterOf, reportGifts, totalsByFundAndMonth, type ReportFilter } from "./giving-report.server";
import { churchYear } from "./statements.server";

/**
 * /admin/giving and its CSV (issue 30, item 6), for owners and treasurers
 * (the `giving.read` permission, checked by the routes through requireStaff).
 * Each view and each export is written to the activity log with its filter,
 * so who looked at donors' gifts, and which, is on record.
 */

export function adminDonorContent(content: ChurchContent): DonorContent {
  const donor = donorContentOf(content);
  if (!donor) throw data({ message: "Giving is not taken on this website (giving.yaml)." }, { status: 404 });
  return donor;
}

function describe(filter: ReportFilter): string {
  return [
    `${filter.from} to ${filter.to}`,
    filter.fund && `fund ${filter.fund}`,
    filter.donor && `donor ${filter.donor}`,
  ]
    .filter(Boolean)
    .join(", ");
}

const actorOf = (staff: Staff) => ({ id: staff.person.id, email: staff.person.email });

export function givingPageView(
  staff: Staff,
  query: URLSearchParams,
  context: { content: ChurchContent; now: number; tag: string },
) {
  const content = adminDonorContent(context.content);
  const filter = reportFilterOf(query, content, context.now);
  const gifts = reportGifts(filter, content);
  recordAudit({ at: context.now, action: "giving-viewed", actor: actorOf(staff), detail: describe(filter) });
  const money = (cents: number, currency = content.currency) => formatMoney(cents, currency, context.tag);
  const totals = totalsByFundAndMonth(gifts, content);
  const csvQuery = new URLSearchParams({ from: filter.from, to: filter.to });
  if (filter.fund) csvQuery.set("fund", filter.fund);
  if (filter.donor) csvQuery.set("donor", filter.donor);
  const thisYear = churchYear(context.now, content.timeZone);
  return {
    churchName: context.content.church.name,
    filter,
    funds: content.funds,
    csv: `/admin/giving.csv?${csvQuery}`,
    totals: totals.map((total) => ({
      ...total,
      month: formatMonth(total.month, context.tag),
      amount: money(total.cents),
    })),
    grandTotal: money(totals.reduce((sum, total) => sum + total.cents, 0)),
    testMode: gifts.some((gift) => !gift.liveMode),
    gifts: gifts.map((gift) => ({
      id: gift.id,
      date: formatGiftDate(gift.paidAt ?? gift.createdAt, context.tag, content.timeZone),
      donorName: gift.donorName,
      donorEmail: gift.donorEmail,
      fund: fundName(content, gift.fundId),
      amount: money(gift.amountCents, gift.currency),
      fee: gift.feeCents > 0 ? money(gift.feeCents, gift.currency) : "",
      refunded: gift.refundedCents > 0 ? money(gift.refundedCents, gift.currency) : null,
      frequency: gift.frequency,
      status: gift.status,
      note: gift.note ?? "",
    })),
    years: [thisYear, thisYear - 1, thisYear - 2],
    /** In January, last year's statements are the ones to send. */
    statementYear: thisYear - 1,
  };
}

export function givingCsv(staff: Staff, query: URLSearchParams, context: { content: ChurchContent; now: number }) {
  const content = adminDonorContent(context.content);
  const filter = reportFilterOf(query, content, context.now);
  const gifts = reportGifts(filter, content);
  recordAudit({
    at: context.now,
    action: "giving-exported",
    actor: actorOf(staff),
    detail: `${describe(filter)}: ${gifts.length} gifts`,
  });
  // Oldest first, as a bank statement and a bookkeeping import read.
  return { csv: giftsCsv([...gifts].reverse(), content), fileName: `gifts-${filter.from}-to-${filter.to}.csv` };
}
