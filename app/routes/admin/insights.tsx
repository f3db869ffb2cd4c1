import type { ComponentProps } from "react";
import { BarChart } from "~/components/admin/insights/bar-chart";
import { InsightsStyles } from "~/components/admin/insights/insights-styles";
import { Cards, RangeChooser, RankedList, type ListRow } from "~/components/admin/insights/insights-sections";
import { LineChart } from "~/components/admin/insights/line-chart";
import { StepsSection } from "~/components/admin/insights/steps-section";
import { staffTitle } from "~/components/admin/staff-title";
import { requireStaff } from "~/features/auth/staff.server";
import { insightsPageView, insightsQueryOf } from "~/features/insights/insights-page.server";
import { useT } from "~/hooks/use-t";
import { defaultLanguage } from "~/i18n/content-language";
import { translator } from "~/i18n/translate";
import type { Route } from "./+types/insights";

/**
 * Staff → Insights (issue 47): how many people visited in a week, a month, a
 * year or any days, beside the days before; when and on what; the top pages,
 * the ways in and the steps visitors took. Charts drawn here as SVG, each
 * with its numbers as a table and a CSV (insights-csv.ts). Counted without
 * cookies (docs/decisions/078). Gifts only for owners and treasurers.
 */

export const meta: Route.MetaFunction = (args) => [{ title: staffTitle(args, args.data?.title) }];

export function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(request, context.now, "insights.read");
  const { t, tag } = translator(
    context.language ?? defaultLanguage(context.content),
    context.content.church.locale.country,
  );
  const query = insightsQueryOf(new URL(request.url).searchParams, context.content, context.now);
  return {
    title: t("insights.title"),
    church: context.content.church.name,
    ...insightsPageView(staff, query, { content: context.content, t, tag }),
  };
}

export default function Insights({ loaderData: view }: Route.ComponentProps) {
  const { t } = useT();
  const csv = (table: string) => `/admin/insights.csv?${view.query}&table=${table}`;
  const pageLink = (row: ListRow) =>
    `/admin/insights?range=${view.range.kind}&page=${encodeURIComponent(row.key)}${
      view.range.kind === "custom" ? `&from=${view.range.from}&to=${view.range.to}` : ""
    }`;
  const bucket = t(`insights.bucket.${view.range.bucket}`, { range: view.range.label });
  const lists = {
    views: t("insights.list.views"),
    visitors: t("insights.list.visitors"),
    before: t("insights.list.before"),
  };
  /** One of the bar charts (by weekday, device, language): its id, heading, bars and CSV by its table's name. */
  const barChart = (
    table: "weekdays" | "devices" | "languages",
    words: Pick<ComponentProps<typeof BarChart>, "caption" | "header" | "column">,
  ) => (
    <BarChart
      id={`insights-${table}`}
      heading={t(`insights.${table}.heading`)}
      {...words}
      bars={view[table]}
      csv={csv(table)}
    />
  );
  const cameIn = { views: t("insights.list.cameIn"), before: t("insights.list.cameInBefore") };
  /** One of the ranked lists (pages, the ways in, plays): its id, heading, rows, CSV and empty words by its table's name. */
  const rankedList = (
    table: "pages" | "sources" | "campaigns" | "plays",
    columns: ComponentProps<typeof RankedList>["columns"],
    options: Pick<ComponentProps<typeof RankedList>, "link" | "visitors">,
  ) => (
    <RankedList
      id={`insights-${table}`}
      heading={t(`insights.${table}.heading`)}
      columns={columns}
      rows={view[table]}
      empty={t(`insights.${table}.none`)}
      csv={csv(table)}
      {...options}
    />
  );
  return (
    <>
      <InsightsStyles />
      <h1>{view.page ? t("insights.page.title", { page: view.page.title }) : t("insights.title")}</h1>
      <p className="muted">{t("insights.lead", { church: view.church })}</p>
      <RangeChooser range={view.range} page={view.page} />
      <Cards cards={view.cards} />
      <section aria-labelledby="insights-when" className="insights-charts">
        <h2 id="insights-when">{t("insights.when.heading")}</h2>
        <LineChart
          id="insights-line"
          heading={t("insights.line.heading")}
          caption={t("insights.line.caption", {
            when: bucket,
            days: view.range.days,
            year: view.range.kind === "year" ? "yes" : "no",
          })}
          labels={view.buckets.map((point) => point.short)}
          rowLabels={view.buckets.map((point) => point.label)}
          series={[
            {
              name: t("insights.line.visitors"),
              values: view.buckets.map((point) => point.visitors),
              style: "current",
            },
            { name: t("insights.line.views"), values: view.buckets.map((point) => point.views), style: "second" },
            {
              name: t("insights.line.visitorsBefore"),
              values: view.buckets.map((point) => point.previousVisitors),
              style: "before",
            },
          ]}
          csv={csv("days")}
        />
        {barChart("weekdays", {
          caption: view.range.label,
          header: t("insights.weekdays.day"),
          column: t("insights.list.visitors"),
        })}
        {view.page ? null : (
          <>
            {barChart("devices", {
              caption: t("insights.devices.caption"),
              header: t("insights.devices.device"),
              column: t("insights.list.visitors"),
            })}
            {barChart("languages", {
              caption: view.range.label,
              header: t("insights.languages.language"),
              column: t("insights.list.views"),
            })}
          </>
        )}
      </section>
      {view.page ? null : rankedList("pages", { name: t("insights.pages.page"), ...lists }, { link: pageLink })}
      {rankedList("sources", { name: t("insights.sources.site"), ...cameIn }, { visitors: false })}
      {rankedList("campaigns", { name: t("insights.campaigns.campaign"), ...cameIn }, { visitors: false })}
      {view.page
        ? null
        : rankedList(
            "plays",
            { name: t("insights.pages.page"), views: t("insights.plays.plays"), before: t("insights.plays.before") },
            { visitors: false },
          )}
      <StepsSection steps={view.steps} gifts={view.gifts} csv={csv("steps")} />
      <section aria-labelledby="insights-how">
        <h2 id="insights-how">{t("insights.how.heading")}</h2>
        <p>{t("insights.how.counted")}</p>
        <p>{t("insights.how.visitors")}</p>
        <p>{t("insights.how.devices")}</p>
        <p>{t("insights.how.left")}</p>
      </section>
    </>
  );
}
