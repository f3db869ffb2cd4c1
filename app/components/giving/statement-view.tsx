import { DonorTable } from "~/components/giving/donor-table";
import { useT } from "~/hooks/use-t";
import { statementWords } from "~/lib/statement-words";
import type { StatementPageView } from "~/types";

/** A donor's year-end statement on the page (issue 30): what the PDF says, printable as it is. */
export function StatementView({ view }: { view: StatementPageView }) {
  const words = statementWords(view, useT());
  const { church } = view;
  return (
    <article className="donor-statement" aria-labelledby="statement-heading">
      <p className="donor-statement-church">
        <strong>{church.legalName}</strong>
        <br />
        {church.addressLine}
        <br />
        {words.ein}
      </p>
      <h2 id="statement-heading">{words.heading}</h2>
      <p>
        {words.donor}
        <br />
        {words.issued}
      </p>
      <p>{words.receivedBy}</p>
      {words.none ? (
        <p>{words.none}</p>
      ) : (
        <>
          <DonorTable
            columns={[
              { label: words.columns.date },
              { label: words.columns.fund },
              { label: words.columns.amount, number: true },
            ]}
            foot={
              <tr>
                <th scope="row" colSpan={2}>
                  {words.total}
                </th>
                <td className="number">{view.total}</td>
              </tr>
            }
          >
            {view.lines.map((line) => (
              <tr key={line.id}>
                <td>{line.date}</td>
                <td>{line.fund}</td>
                <td className="number">{line.amount}</td>
              </tr>
            ))}
          </DonorTable>
          <h3>{words.byFund}</h3>
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
      <p className="donor-muted">{words.refundNote}</p>
    </article>
  );
}
