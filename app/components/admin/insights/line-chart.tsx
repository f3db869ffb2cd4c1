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

/** The plot's own units: stretched to the chart's width and height, its lines kept their width on screen. */
const WIDTH = 400;
const HEIGHT = 100;

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
  const x = (index: number) => (labels.length <= 1 ? WIDTH / 2 : (index / (labels.length - 1)) * WIDTH);
  const y = (value: number) => HEIGHT - (value / top) * HEIGHT;
  const ticks = [0, top / 2, top];
  const named = [0, Math.floor((labels.length - 1) / 2), labels.length - 1].filter(
    (index, at, all) => index >= 0 && all.indexOf(index) === at,
  );
  const percent = (value: number, whole: number) => `${(value / whole) * 100}%`;
  return (
    <figure className="chart" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{heading}</h3>
      <p className="muted">{caption}</p>
      {/* Two drawings in one: the plot, stretched to the box, and its words placed on it in the page's font
          size (rem), so they grow with the reader's text size as the rest of the page does. */}
      <div className="chart-line-box" aria-hidden="true">
        <svg className="chart-line-picture" focusable="false">
          <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" width="100%" height="100%">
            {ticks.map((tick) => (
              <line key={tick} className="chart-grid" x1={0} x2={WIDTH} y1={y(tick)} y2={y(tick)} />
            ))}
            {series.map((line) => (
              <g key={line.name} className={`chart-line chart-line-${line.style}`}>
                <polyline points={line.values.map((value, index) => `${x(index)},${y(value)}`).join(" ")} />
                {line.style === "current" && labels.length <= 31 ? (
                  // Each day a dot: a round cap of a line of no length stays round however the plot is stretched.
                  <path
                    className="chart-dots"
                    d={line.values.map((value, index) => `M${x(index)} ${y(value)}h0`).join("")}
                  />
                ) : null}
              </g>
            ))}
          </svg>
          {ticks.map((tick) => (
            <text
              key={tick}
              className="chart-label"
              x="-0.5em"
              y={percent(y(tick), HEIGHT)}
              dy="0.35em"
              textAnchor="end"
            >
              {t("insights.axisNumber", { value: tick })}
            </text>
          ))}
          {named.map((index) => (
            <text
              key={index}
              className={index === 0 || index === labels.length - 1 ? "chart-label" : "chart-label chart-label-middle"}
              x={percent(x(index), WIDTH)}
              y="100%"
              dy="1.5em"
              textAnchor={
                labels.length > 1 && index === 0 ? "start" : index === labels.length - 1 && index > 0 ? "end" : "middle"
              }
            >
              {labels[index]}
            </text>
          ))}
        </svg>
      </div>
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
