import { useT } from "~/hooks/use-t";
import type { StatementPageView } from "~/types";

/** A donor's year-end statement on the page (issue 30): what the PDF says, printable as it is. */
export function StatementView({ view }: { view: StatementPageView }) {
  const { t } = useT();
  const { church, year } = view;
  return (
    <article className="donor-statement" aria-labelledby="statement-heading">
      <p className="donor-statement-church">
        <strong>{church.legalName}</strong>
        <br />
        {church.addressLine}
        <br />
        {t("givingDonor.receipt.ein")} {church.ein}
      </p>
      <h2 id="statement-heading">{t("givingDonor.statement.for", { year })}</h2>
      <p>
        {t("givingDonor.statement.donor")}: {view.donor.name ? `${view.donor.name}, ` : ""}
        {view.donor.email}
        <br />
        {t("givingDonor.statement.issued", { date: view.issued })}
      </p>
      <p>{t("givingDonor.statement.receivedBy", { legalName: church.legalName, ein: church.ein, year })}</p>
      {view.lines.length === 0 ? (
        <p>{t("givingDonor.statement.none", { year })}</p>
      ) : (
        <>
          <div className="donor-table-wrap">
            <table className="donor-table">
              <thead>
                <tr>
                  <th scope="col">{t("givingDonor.column.date")}</th>
                  <th scope="col">{t("givingDonor.column.fund")}</th>
                  <th scope="col" className="number">
                    {t("givingDonor.column.amount")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {view.lines.map((line) => (
                  <tr key={line.id}>
                    <td>{line.date}</td>
                    <td>{line.fund}</td>
                    <td className="number">{line.amount}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>
                    {t("givingDonor.statement.total")}
                  </th>
                  <td className="number">{view.total}</td>
                </tr>
              </tfoot>
            </table>
          </div>
          <h3>{t("givingDonor.statement.byFund")}</h3>
          <ul className="donor-list">
            {view.byFund.map((fund) => (
              <li key={fund.fund}>
                {fund.fund}: {fund.amount}
              </li>
            ))}
          </ul>
        </>
      )}
      <p>{church.noGoods}</p>
      <p className="donor-muted">{t("givingDonor.statement.refundNote")}</p>
    </article>
  );
}
