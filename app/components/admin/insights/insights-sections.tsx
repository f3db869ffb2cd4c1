import { Form } from "react-router";
import { RowsTable } from "~/components/admin/rows-table";
import { useT } from "~/hooks/use-t";
import { CsvLink } from "./chart-table";

/** The parts of /admin/insights (issue 47): which days, the figures in short, and the lists. */

const KINDS = ["week", "month", "year"] as const;

export function RangeChooser({
  range,
  page,
}: {
  range: {
    kind: string;
    from: string;
    to: string;
    label: string;
    previousLabel: string;
    links: Record<(typeof KINDS)[number], string>;
  };
  page: { path: string; title: string } | null;
}) {
  const { t } = useT();
  const pageQuery = page ? `&page=${encodeURIComponent(page.path)}` : "";
  return (
    <section aria-labelledby="insights-range" className="insights-range">
      <h2 id="insights-range" className="visually-hidden">
        {t("insights.range.heading")}
      </h2>
      <ul className="range-links">
        {KINDS.map((kind) => (
          <li key={kind}>
            <a
              href={`/admin/insights?range=${kind}${pageQuery}`}
              aria-current={range.kind === kind ? "true" : undefined}
            >
              {range.links[kind]}
            </a>
          </li>
        ))}
      </ul>
      <Form method="get" className="range-form">
        <input type="hidden" name="range" value="custom" />
        {page ? <input type="hidden" name="page" value={page.path} /> : null}
        <div className="field">
          <label htmlFor="insights-from">{t("insights.range.from")}</label>
          <input id="insights-from" name="from" type="date" defaultValue={range.from} required />
        </div>
        <div className="field">
          <label htmlFor="insights-to">{t("insights.range.to")}</label>
          <input id="insights-to" name="to" type="date" defaultValue={range.to} required />
        </div>
        <button type="submit" className="button">
          {t("insights.range.show")}
        </button>
      </Form>
      <p>
        <strong>{t("insights.range.showing", { range: range.label, previous: range.previousLabel })}</strong>
      </p>
      {page ? (
        <p>
          {t("insights.page.showing", { page: page.title })}{" "}
          <a href={`/admin/insights?range=${range.kind}`}>{t("insights.page.all")}</a>
        </p>
      ) : null}
    </section>
  );
}

export function Cards({
  cards,
}: {
  cards: { key: string; label: string; value: string; before: string; change: string }[];
}) {
  const { t } = useT();
  return (
    <section aria-labelledby="insights-cards">
      <h2 id="insights-cards" className="visually-hidden">
        {t("insights.cards.heading")}
      </h2>
      <ul className="insight-cards">
        {cards.map((card) => (
          <li key={card.key} className="insight-card">
            <span className="insight-card-label">{card.label}</span>
            <span className="insight-card-value">{card.value}</span>
            <span className="muted">
              {card.before}
              {card.change ? ` · ${card.change}` : ""}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface ListRow {
  key: string;
  name: string;
  views: string;
  visitors: string;
  before: string;
}

/** A ranked list (pages, sites, campaigns, plays): its name, its numbers, its numbers the days before. */
export function RankedList({
  id,
  heading,
  columns,
  rows,
  empty,
  csv,
  link,
  visitors = true,
}: {
  id: string;
  heading: string;
  columns: { name: string; views: string; visitors?: string; before: string };
  rows: ListRow[];
  empty: string;
  csv: string;
  /** A row's own page of Insights, when there is one. */
  link?: (row: ListRow) => string;
  visitors?: boolean;
}) {
  const names = [
    columns.name,
    columns.views,
    ...(visitors && columns.visitors ? [columns.visitors] : []),
    columns.before,
  ];
  return (
    <section aria-labelledby={id} className="insights-list">
      <h2 id={id}>{heading}</h2>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <RowsTable caption={heading} captionHidden columns={names}>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">
                {link ? <a href={link(row)}>{row.name}</a> : row.name}
                {/* A page's address beside its title: the same page in two languages stays two rows one can tell apart. */}
                {row.key.startsWith("/") && row.name !== row.key ? <span className="muted"> {row.key}</span> : null}
              </th>
              <td data-label={columns.views}>{row.views}</td>
              {visitors && columns.visitors ? <td data-label={columns.visitors}>{row.visitors}</td> : null}
              <td data-label={columns.before}>{row.before}</td>
            </tr>
          ))}
        </RowsTable>
      )}
      <CsvLink href={csv} table={heading} />
    </section>
  );
}
