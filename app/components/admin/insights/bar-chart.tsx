import { Fragment } from "react";
import { useT } from "~/hooks/use-t";
import { ChartTable, CsvLink } from "./chart-table";

/**
 * A bar chart drawn on the server (issue 47): one bar a row, its name before it
 * and its number after, the names and numbers as the page's text (they grow
 * with the reader's text size) and each bar an SVG as wide as its share. The
 * picture is for the eye (aria-hidden); the same numbers follow it as a table
 * for a screen reader, and as CSV. Narrow, each name stands above its bar.
 */

export function BarChart({
  id,
  heading,
  caption,
  header,
  column,
  bars,
  csv,
}: {
  id: string;
  heading: string;
  caption: string;
  /** The table's first column (what each bar is) and its number's column. */
  header: string;
  column: string;
  bars: { label: string; value: number }[];
  csv: string;
}) {
  const { t } = useT();
  const top = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <figure className="chart" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{heading}</h3>
      <p className="muted">{caption}</p>
      {bars.length === 0 ? (
        <p>{t("insights.none")}</p>
      ) : (
        <div className="chart-bars" aria-hidden="true">
          {bars.map((bar) => (
            <Fragment key={bar.label}>
              <span className="chart-label chart-bar-name">{bar.label}</span>
              <svg className="chart-bar-track" focusable="false">
                <rect className="chart-bar" width={`${Math.max(0.5, (bar.value / top) * 100)}%`} height="100%" rx={2} />
              </svg>
              <span className="chart-label chart-bar-value">{t("insights.number", { value: bar.value })}</span>
            </Fragment>
          ))}
        </div>
      )}
      <ChartTable
        caption={heading}
        header={header}
        columns={[column]}
        rows={bars.map((bar) => ({ label: bar.label, values: [bar.value] }))}
      />
      <CsvLink href={csv} table={heading} />
    </figure>
  );
}
