import type { StatementPageView } from "~/types";
import type { DonorPage } from "./donor-pages.server";
import { formatGiftDate, formatMoney } from "./giving-format";
import { statementFor } from "./statements.server";

export function statementPageView(page: DonorPage, year: number, now: number): StatementPageView {
  const statement = statementFor(page.donor.email, year, page.content, page.language);
  const money = (cents: number) => formatMoney(cents, statement.currency, page.tag);
  const date = (instant: number) => formatGiftDate(instant, page.tag, page.content.timeZone);
  return {
    year,
    query: page.query,
    donor: statement.donor,
    issued: date(now),
    lines: statement.lines.map((line) => ({
      id: line.giftId,
      date: date(line.paidAt),
      fund: line.fundName,
      amount: money(line.cents),
    })),
    total: money(statement.totalCents),
    byFund: statement.byFund.map((fund) => ({ fund: fund.fundName, amount: money(fund.cents) })),
    church: statement.church,
  };
}
