import { useT } from "~/hooks/use-t";
import { ColumnHeaders } from "../rows-table";

/** A chart's numbers as a table, for screen readers (the picture beside it is hidden from them). */
export function ChartTable({
  caption,
  header,
  columns,
  rows,
}: {
  caption: string;
  header: string;
  columns: string[];
  rows: { label: string; values: number[] }[];
}) {
  const { t } = useT();
  // A table ignores the 1px width that hides it: its wrapper is what is hidden.
  return (
    <div className="visually-hidden">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{header}</th>
            <ColumnHeaders columns={columns} />
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.values.map((value, index) => (
                <td key={index}>{t("insights.number", { value })}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The CSV of a chart or list, named for what it holds. */
export function CsvLink({ href, table }: { href: string; table: string }) {
  const { t } = useT();
  return (
    <p className="csv-link">
      <a href={href} download>
        {t("insights.csv", { table })}
      </a>
    </p>
  );
}
