import { RowsTable } from "~/components/admin/rows-table";
import { useT } from "~/hooks/use-t";
import { CsvLink } from "./chart-table";

/** The steps visitors took (issue 47), each with the page it started from and that page's views; then gifts. */

const COLUMNS = ["step", "for", "from", "times", "before", "pageViews"] as const;

export interface StepLine {
  step: string;
  detail: string;
  from: string;
  fromPath: string;
  count: string;
  before: string;
  pageViews: string;
}

export function StepsSection({
  steps,
  gifts,
  csv,
}: {
  steps: StepLine[];
  gifts: { total: string; before: string; byPage: { from: string; count: string }[] } | null;
  csv: string;
}) {
  const { t } = useT();
  const columns = COLUMNS.map((column) => t(`insights.steps.${column}`));
  return (
    <section aria-labelledby="insights-steps" className="insights-list">
      <h2 id="insights-steps">{t("insights.steps.heading")}</h2>
      <p className="muted">{t("insights.steps.lead")}</p>
      {steps.length === 0 ? (
        <p>{t("insights.steps.none")}</p>
      ) : (
        <RowsTable caption={t("insights.steps.heading")} captionHidden columns={columns}>
          {steps.map((step) => (
            <tr key={`${step.step} ${step.detail} ${step.fromPath}`}>
              <th scope="row">{step.step}</th>
              <td data-label={columns[1]}>{step.detail}</td>
              <td data-label={columns[2]}>{step.from}</td>
              <td data-label={columns[3]}>{step.count}</td>
              <td data-label={columns[4]}>{step.before}</td>
              <td data-label={columns[5]}>{step.pageViews}</td>
            </tr>
          ))}
        </RowsTable>
      )}
      <CsvLink href={csv} table={t("insights.steps.heading")} />
      {gifts ? (
        <>
          <h3>{t("insights.gifts.heading")}</h3>
          <p>
            {gifts.total} <span className="muted">({t("insights.gifts.before", { before: gifts.before })})</span>
          </p>
          {gifts.byPage.length > 0 ? (
            <ul>
              {gifts.byPage.map((row) => (
                <li key={row.from}>{t("insights.gifts.from", { page: row.from, count: row.count })}</li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
