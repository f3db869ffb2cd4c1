import type { Translator } from "~/i18n/translate";
import type { StatementPageView } from "~/types";

/**
 * The words of a donor's year-end statement (issue 30), once: the printable
 * page (components/giving/statement-view.tsx) and the PDF
 * (features/giving/statement-pdf.tsx) each set them in their own markup.
 */
export function statementWords(view: StatementPageView, { t }: Pick<Translator, "t">) {
  const { church, year } = view;
  return {
    ein: `${t("givingDonor.receipt.ein")} ${church.ein}`,
    heading: t("givingDonor.statement.for", { year }),
    donor: `${t("givingDonor.statement.donor")}: ${view.donor.name ? `${view.donor.name}, ` : ""}${view.donor.email}`,
    issued: t("givingDonor.statement.issued", { date: view.issued }),
    receivedBy: t("givingDonor.statement.receivedBy", { legalName: church.legalName, ein: church.ein, year }),
    /** Said instead of the table when no gift counts that year. */
    none: view.lines.length === 0 ? t("givingDonor.statement.none", { year }) : null,
    columns: {
      date: t("givingDonor.column.date"),
      fund: t("givingDonor.column.fund"),
      amount: t("givingDonor.column.amount"),
    },
    total: t("givingDonor.statement.total"),
    byFund: t("givingDonor.statement.byFund"),
    refundNote: t("givingDonor.statement.refundNote"),
  };
}
