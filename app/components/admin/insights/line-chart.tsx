import { useT } from "~/hooks/use-t";
import { ChartTable, CsvLink } from "./chart-table";

/**
 * A line chart drawn on the server as SVG (issue 47): no script, no library;
 * the picture is for the eye (aria-hidden) and the same numbers follow it as a
 * table for a screen reader, and as CSV for anyone. Lines: the range's
 * figures, solid, and the days before, dashed.
 */

export interface LineSeries {
  name: string;
  values: number[];
  /** "current" solid and strong, "second" solid and light, "before" dashed. */
  style: "current" | "second" | "before";
}

const WIDTH = 400;
const HEIGHT = 200;
const PLOT = { left: 44, right: 12, top: 12, bottom: 30 };

/** 0, 1, 2, 5, 10, 20, 50…: the axis's top, so its middle line is a round number too. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 2;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((each) => each * magnitude >= value)!;
  const top = step * magnitude;
  return top % 2 === 0 ? top : top * 2;
}

export function LineChart({
  id,
  heading,
  caption,
  labels,
  rowLabels,
  series,
  csv,
}: {
  id: string;
  heading: string;
  caption: string;
  /** Each point's short name, for the axis. */
  labels: string[];
  /** Each point's whole name (with its year), for the table. */
  rowLabels: string[];
  series: LineSeries[];
  csv: string;
}) {
  const { t } = useT();
  const top = niceCeiling(Math.max(0, ...series.flatMap((line) => line.values)));
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const x = (index: number) =>
    PLOT.left + (labels.length <= 1 ? plotWidth / 2 : (index / (labels.length - 1)) * plotWidth);
  const y = (value: number) => PLOT.top + plotHeight - (value / top) * plotHeight;
  const ticks = [0, top / 2, top];
  const named = [0, Math.floor((labels.length - 1) / 2), labels.length - 1].filter(
    (index, at, all) => index >= 0 && all.indexOf(index) === at,
  );
  return (
    <figure className="chart" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{heading}</h3>
      <p className="muted">{caption}</p>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="chart-picture" aria-hidden="true" focusable="false">
        {ticks.map((tick) => (
          <g key={tick}>
            <line className="chart-grid" x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(tick)} y2={y(tick)} />
            <text className="chart-label" x={PLOT.left - 6} y={y(tick) + 4} textAnchor="end">
              {t("insights.number", { value: tick })}
            </text>
          </g>
        ))}
        {named.map((index) => (
          <text
            key={index}
            className="chart-label"
            x={x(index)}
            y={HEIGHT - 8}
            textAnchor={
              labels.length > 1 && index === 0 ? "start" : index === labels.length - 1 && index > 0 ? "end" : "middle"
            }
          >
            {labels[index]}
          </text>
        ))}
        {series.map((line) => (
          <g key={line.name} className={`chart-line chart-line-${line.style}`}>
            <polyline fill="none" points={line.values.map((value, index) => `${x(index)},${y(value)}`).join(" ")} />
            {line.style === "current" && labels.length <= 31
              ? line.values.map((value, index) => <circle key={index} cx={x(index)} cy={y(value)} r={2.5} />)
              : null}
          </g>
        ))}
      </svg>
      <ul className="chart-legend" aria-hidden="true">
        {series.map((line) => (
          <li key={line.name}>
            <span className={`chart-swatch chart-swatch-${line.style}`} />
            {line.name}
          </li>
        ))}
      </ul>
      <ChartTable
        caption={heading}
        header={t("insights.table.when")}
        columns={series.map((line) => line.name)}
        rows={rowLabels.map((label, index) => ({ label, values: series.map((line) => line.values[index] ?? 0) }))}
      />
      <CsvLink href={csv} table={heading} />
    </figure>
  );
}
