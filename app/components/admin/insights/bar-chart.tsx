import { useT } from "~/hooks/use-t";
import { ChartTable, CsvLink } from "./chart-table";

/**
 * A bar chart drawn on the server as SVG (issue 47): one bar a row, its name
 * before it and its number after. The picture is for the eye (aria-hidden);
 * the same numbers follow it as a table for a screen reader, and as CSV.
 */

const WIDTH = 400;
const ROW = 28;
const LABEL = 96;
const VALUE = 64;

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
  const length = (value: number) => ((WIDTH - LABEL - VALUE) * value) / top;
  const height = Math.max(1, bars.length) * ROW + 4;
  return (
    <figure className="chart" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{heading}</h3>
      <p className="muted">{caption}</p>
      {bars.length === 0 ? (
        <p>{t("insights.none")}</p>
      ) : (
        <svg viewBox={`0 0 ${WIDTH} ${height}`} className="chart-picture" aria-hidden="true" focusable="false">
          {bars.map((bar, index) => (
            <g key={bar.label} transform={`translate(0 ${index * ROW + 2})`}>
              <text className="chart-label" x={LABEL - 8} y={ROW / 2 + 4} textAnchor="end">
                {bar.label}
              </text>
              <rect
                className="chart-bar"
                x={LABEL}
                y={4}
                width={Math.max(1, length(bar.value))}
                height={ROW - 8}
                rx={2}
              />
              <text className="chart-label" x={LABEL + length(bar.value) + 6} y={ROW / 2 + 4}>
                {t("insights.number", { value: bar.value })}
              </text>
            </g>
          ))}
        </svg>
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
