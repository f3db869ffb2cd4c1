import type { ChurchContent } from "~/content/model";
import type { Staff } from "~/features/auth/staff.server";
import type { Translate } from "~/i18n/translate";
import { churchDayKey } from "~/lib/church-time";
import { insightRange, type InsightRange } from "~/lib/insight-range";
import { countablePath } from "~/lib/visit-traits";
import {
  changePercent,
  formatBucket,
  formatBucketShort,
  formatCount,
  formatMonthShort,
  formatMoneyCents,
  formatRange,
  formatWeekday,
} from "./insights-format";
import { OTHER_SOURCES } from "./counter.server";
import { pageNames } from "./page-names.server";
import { insightsReport, type Compared, type GiftTotals, type InsightsReport } from "./report.server";

/**
 * Staff → Insights as the page shows it (issue 47): the report for the range
 * the query asks for, its figures written in the staff's language, each list
 * with its CSV address. Who may see gifts is the caller's `giving.read`.
 */

export interface Card {
  key: "visitors" | "views" | "plays" | "live" | "steps" | "gifts";
  label: string;
  value: string;
  before: string;
  change: string;
}

export interface InsightsQuery {
  range: InsightRange;
  page: string | null;
  /** The church's day today: what the range links count back from. */
  today: string;
}

export function insightsQueryOf(query: URLSearchParams, content: ChurchContent, now: number): InsightsQuery {
  const today = churchDayKey(now, content.church.locale.timeZone);
  const range = insightRange({ range: query.get("range"), from: query.get("from"), to: query.get("to") }, today);
  return { range, page: countablePath(query.get("page")), today };
}

/**
 * The range links' words. The year is this month so far and the eleven before it, and says so by the month it
 * starts from ("12 months: Apr 2030 to today"): "Last 12 months" read as "this year" (a first staff user).
 */
export function rangeLinkWords(today: string, t: Translate, tag: string): Record<"week" | "month" | "year", string> {
  const from = insightRange({ range: "year" }, today).current.from;
  return {
    week: t("insights.range.week"),
    month: t("insights.range.month"),
    year: t("insights.range.year", { from: formatMonthShort(from, tag) }),
  };
}

/** The query that shows `range` (and `page`), for links and the CSV. */
export function queryString(query: InsightsQuery, extra: Record<string, string> = {}): string {
  const { range, page } = query;
  const params = new URLSearchParams({ range: range.kind });
  if (range.kind === "custom") {
    params.set("from", range.current.from);
    params.set("to", range.current.to);
  }
  if (page) params.set("page", page);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  return params.toString();
}

export function insightsPageView(
  staff: Staff,
  query: InsightsQuery,
  context: { content: ChurchContent; t: Translate; tag: string },
) {
  const { content, t, tag } = context;
  const mayGive = staff.permissions["giving.read"];
  const report = insightsReport(query.range, { content, page: query.page, gifts: mayGive });
  const count = (value: number) => formatCount(value, tag);
  const title = pageNames(content);
  const { range } = report;
  const card = (key: Card["key"], figures: Compared): Card => ({
    key,
    label: t(`insights.card.${key}`),
    value: count(figures.current),
    before: t("insights.card.before", { value: count(figures.previous) }),
    change: changeWords(figures, t),
  });
  const cards: Card[] = [card("visitors", report.totals.visitors), card("views", report.totals.views)];
  if (!query.page) cards.push(card("plays", report.totals.plays), card("live", report.totals.live));
  cards.push(card("steps", report.totals.steps));
  if (report.gifts)
    cards.push(card("gifts", { current: report.gifts.current.gifts, previous: report.gifts.previous.gifts }));
  const named = (rows: InsightsReport["pages"], name: (raw: string) => string) =>
    rows.map((row) => ({
      key: row.name,
      name: name(row.name),
      views: count(row.views),
      visitors: count(row.visitors),
      before: count(row.previousViews),
    }));
  return {
    range: {
      kind: range.kind,
      from: range.current.from,
      to: range.current.to,
      label: formatRange(range.current, tag),
      previousLabel: formatRange(range.previous, tag),
      days: range.current.days,
      bucket: range.bucket,
      links: rangeLinkWords(query.today, t, tag),
    },
    page: query.page ? { path: query.page, title: title(query.page) } : null,
    query: queryString(query),
    cards,
    buckets: report.buckets.map((bucket) => ({
      label: formatBucket(bucket, range.bucket, tag),
      short: formatBucketShort(bucket, range.bucket, tag),
      visitors: bucket.visitors,
      views: bucket.views,
      previousVisitors: bucket.previousVisitors,
      previousViews: bucket.previousViews,
    })),
    weekdays: report.weekdays.map((day) => ({ label: formatWeekday(day.weekday, tag), value: day.visitors })),
    devices: report.devices.map((row) => ({ label: t(`insights.device.${row.name as "phone"}`), value: row.visitors })),
    languages: report.languages.map((row) => ({
      label: t(`content-languages.languageName.${row.name as "en"}`),
      value: row.views,
    })),
    pages: named(report.pages, title),
    sources: named(report.sources, (name) =>
      name === "" ? t("insights.sources.direct") : name === OTHER_SOURCES ? t("insights.sources.other") : name,
    ),
    campaigns: named(report.campaigns, (name) => name),
    plays: named(report.plays, title),
    steps: report.steps.map((step) => ({
      step: t(`insights.step.${step.step as "visit-plan"}`),
      detail: stepDetail(step.step, step.detail, content),
      from: step.path ? title(step.path) : t("insights.steps.unknownPage"),
      fromPath: step.path,
      count: count(step.count),
      before: count(step.previous),
      pageViews: step.path ? count(step.pageViews) : "",
    })),
    gifts: report.gifts && {
      total: giftWords(report.gifts.current, giftCurrency(content), t, tag),
      before: giftWords(report.gifts.previous, giftCurrency(content), t, tag),
      byPage: report.gifts.byPage.map((row) => ({ from: title(row.path), count: count(row.gifts) })),
    },
  };
}

function changeWords(figures: Compared, t: Translate): string {
  const percent = changePercent(figures.current, figures.previous);
  // Nothing before: "0 the days before" says it all.
  if (percent === null) return "";
  if (percent === 0) return t("insights.change.same");
  return t(percent > 0 ? "insights.change.up" : "insights.change.down", { percent: Math.abs(percent) });
}

const giftCurrency = (content: ChurchContent) => (content.giving.mode === "stripe" ? content.giving.currency : "usd");

function giftWords(totals: GiftTotals, currency: string, t: Translate, tag: string): string {
  const money = totals.byCurrency.map((row) => formatMoneyCents(row.cents, row.currency, tag)).join(" + ");
  return t("insights.gifts.total", { count: totals.gifts, money: money || formatMoneyCents(0, currency, tag) });
}

/** What a step was for: a form's title, an event's name; nothing for the steps that are for one thing only. */
function stepDetail(step: string, detail: string, content: ChurchContent): string {
  if (!detail) return "";
  if (step === "form-send") return content.forms[detail]?.title ?? detail;
  if (step === "sign-up") return content.events.find((event) => event.id === detail)?.name ?? detail;
  return detail;
}
