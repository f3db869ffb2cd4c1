import { Form } from "react-router";
import { RowsTable } from "~/components/admin/rows-table";
import { useT } from "~/hooks/use-t";

/** The parts of /admin/giving (issue 30): which gifts, their totals, the gifts themselves, the January statements. */

export function GivingFilter({
  filter,
  funds,
  csv,
}: {
  filter: { from: string; to: string; fund: string | null; donor: string | null };
  funds: { id: string; name: string }[];
  csv: string;
}) {
  const { t } = useT();
  return (
    <section aria-labelledby="giving-filter">
      <h2 id="giving-filter">{t("adminGiving.filter.heading")}</h2>
      <Form method="get" className="giving-filter">
        <div className="field">
          <label htmlFor="giving-from">{t("adminGiving.filter.from")}</label>
          <input id="giving-from" name="from" type="date" defaultValue={filter.from} />
        </div>
        <div className="field">
          <label htmlFor="giving-to">{t("adminGiving.filter.to")}</label>
          <input id="giving-to" name="to" type="date" defaultValue={filter.to} />
        </div>
        <div className="field">
          <label htmlFor="giving-fund">{t("adminGiving.filter.fund")}</label>
          <select id="giving-fund" name="fund" defaultValue={filter.fund ?? ""}>
            <option value="">{t("adminGiving.filter.allFunds")}</option>
            {funds.map((fund) => (
              <option key={fund.id} value={fund.id}>
                {fund.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="giving-donor">{t("adminGiving.filter.donor")}</label>
          <input id="giving-donor" name="donor" type="email" defaultValue={filter.donor ?? ""} />
        </div>
        <button type="submit" className="button">
          {t("adminGiving.filter.show")}
        </button>
      </Form>
      <p>
        <a href={csv} download>
          {t("adminGiving.csv")}
        </a>
      </p>
    </section>
  );
}

interface Total {
  month: string;
  fundId: string;
  fundName: string;
  gifts: number;
  amount: string;
}

export function GivingTotals({ totals, grandTotal }: { totals: Total[]; grandTotal: string }) {
  const { t } = useT();
  const columns = (["month", "fund", "count", "amount"] as const).map((column) => t(`adminGiving.totals.${column}`));
  return (
    <section aria-labelledby="giving-totals">
      <h2 id="giving-totals">{t("adminGiving.totals.heading")}</h2>
      {totals.length === 0 ? (
        <p>{t("adminGiving.totals.none")}</p>
      ) : (
        <RowsTable caption={t("adminGiving.totals.heading")} captionHidden columns={columns}>
          {totals.map((total) => (
            <tr key={`${total.month} ${total.fundId}`}>
              <th scope="row">{total.month}</th>
              <td data-label={columns[1]}>{total.fundName}</td>
              <td data-label={columns[2]}>{total.gifts}</td>
              <td data-label={columns[3]}>{total.amount}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t("adminGiving.totals.all")}</th>
            <td data-label={columns[1]} />
            <td data-label={columns[2]}>{totals.reduce((sum, total) => sum + total.gifts, 0)}</td>
            <td data-label={columns[3]}>
              <strong>{grandTotal}</strong>
            </td>
          </tr>
        </RowsTable>
      )}
    </section>
  );
}

const GIFT_COLUMNS = ["date", "donor", "fund", "amount", "fee", "frequency", "status", "note"] as const;

interface GiftRow {
  id: string;
  date: string;
  donorName: string;
  donorEmail: string;
  fund: string;
  amount: string;
  fee: string;
  refunded: string | null;
  frequency: string;
  status: string;
  note: string;
}

export function GivingGifts({ gifts }: { gifts: GiftRow[] }) {
  const { t } = useT();
  const columns = GIFT_COLUMNS.map((column) => t(`adminGiving.gifts.${column}`));
  return (
    <section aria-labelledby="giving-gifts">
      <h2 id="giving-gifts">
        {t("adminGiving.gifts.heading")}{" "}
        <span className="muted">({t("adminGiving.gifts.count", { count: gifts.length })})</span>
      </h2>
      {gifts.length === 0 ? (
        <p>{t("adminGiving.gifts.none")}</p>
      ) : (
        <RowsTable caption={t("adminGiving.gifts.heading")} captionHidden columns={columns}>
          {gifts.map((gift) => (
            <tr key={gift.id}>
              <td data-label={columns[0]}>{gift.date}</td>
              <th scope="row">
                {gift.donorName}
                {gift.donorName ? <br /> : null}
                <a href={`mailto:${gift.donorEmail}`}>{gift.donorEmail}</a>
              </th>
              <td data-label={columns[2]}>{gift.fund}</td>
              <td data-label={columns[3]}>{gift.amount}</td>
              <td data-label={columns[4]}>{gift.fee}</td>
              <td data-label={columns[5]}>{t("givingDonor.frequency", { frequency: gift.frequency })}</td>
              <td data-label={columns[6]}>
                {t("givingDonor.status", { status: gift.status })}
                {gift.refunded ? ` (${t("adminGiving.gifts.refunded", { amount: gift.refunded })})` : ""}
              </td>
              <td data-label={columns[7]}>{gift.note}</td>
            </tr>
          ))}
        </RowsTable>
      )}
    </section>
  );
}

export function GivingStatements({
  years,
  year,
  sent,
  noMail,
}: {
  years: number[];
  year: number;
  sent: { count: number; year: number } | null;
  noMail: boolean;
}) {
  const { t } = useT();
  return (
    <section id="statements" aria-labelledby="giving-statements">
      <h2 id="giving-statements">{t("adminGiving.statements.heading")}</h2>
      {sent ? (
        <p className="notice notice--success" role="status">
          {t("adminGiving.statements.sent", { count: sent.count, year: sent.year })}
        </p>
      ) : null}
      {noMail ? (
        <p className="notice notice--error" role="alert">
          {t("adminGiving.statements.noMail")}
        </p>
      ) : null}
      <p>{t("adminGiving.statements.text")}</p>
      <Form method="post" className="giving-statements">
        <div className="field">
          <label htmlFor="statement-year">{t("adminGiving.statements.year")}</label>
          <select id="statement-year" name="year" defaultValue={String(year)}>
            {years.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          {t("adminGiving.statements.send")}
        </button>
      </Form>
    </section>
  );
}
