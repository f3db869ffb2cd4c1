import type { Bucket, DayRange } from "~/lib/insight-range";

/**
 * How Insights writes its figures for staff (issue 47), in the staff's language tag ("en-US"): counts with the
 * language's separators, days and ranges with their year, a change against the days before as a percentage.
 * Days are church-zone calendar days ("yyyy-MM-dd"), so they are written as UTC dates: no zone moves them.
 */

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (!format) formats.set(key, (format = make()));
  return format;
}

const asDate = (day: string) => new Date(`${day}T12:00:00Z`);

export function formatCount(value: number, tag: string): string {
  return cached(`n ${tag}`, () => new Intl.NumberFormat(tag)).format(value);
}

export function formatMoneyCents(cents: number, currency: string, tag: string): string {
  return cached(`m ${tag} ${currency}`, () => new Intl.NumberFormat(tag, { style: "currency", currency })).format(
    cents / 100,
  );
}

/** "Mar 4, 2026" */
export function formatDay(day: string, tag: string): string {
  return cached(
    `d ${tag}`,
    () => new Intl.DateTimeFormat(tag, { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" }),
  ).format(asDate(day));
}

/** "Mar 4": a chart's axis, under a caption that names the range with its year. */
export function formatShortDay(day: string, tag: string): string {
  return cached(
    `s ${tag}`,
    () => new Intl.DateTimeFormat(tag, { month: "short", day: "numeric", timeZone: "UTC" }),
  ).format(asDate(day));
}

/** "Mar 1 – 7, 2026" */
export function formatRange(range: Pick<DayRange, "from" | "to">, tag: string): string {
  if (range.from === range.to) return formatDay(range.from, tag);
  const format = cached(
    `d ${tag}`,
    () => new Intl.DateTimeFormat(tag, { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" }),
  ) as Intl.DateTimeFormat;
  return format.formatRange(asDate(range.from), asDate(range.to));
}

/** A chart's bucket: its day, its week's days, or its month ("March 2026"). */
export function formatBucket(bucket: Pick<DayRange, "from" | "to">, kind: Bucket, tag: string): string {
  if (kind === "day") return formatDay(bucket.from, tag);
  if (kind === "week") return formatRange(bucket, tag);
  return cached(
    `M ${tag}`,
    () => new Intl.DateTimeFormat(tag, { year: "numeric", month: "long", timeZone: "UTC" }),
  ).format(asDate(bucket.from));
}

/** "Apr 2030": the month a range starts from. */
export function formatMonthShort(day: string, tag: string): string {
  return cached(
    `my ${tag}`,
    () => new Intl.DateTimeFormat(tag, { year: "numeric", month: "short", timeZone: "UTC" }),
  ).format(asDate(day));
}

/** The same bucket, short, for a chart's axis. */
export function formatBucketShort(bucket: Pick<DayRange, "from" | "to">, kind: Bucket, tag: string): string {
  if (kind !== "month") return formatShortDay(bucket.from, tag);
  return cached(`ms ${tag}`, () => new Intl.DateTimeFormat(tag, { month: "short", timeZone: "UTC" })).format(
    asDate(bucket.from),
  );
}

/** Sunday = 0 … Saturday = 6, as the staff's language names it ("Sun"). */
export function formatWeekday(weekday: number, tag: string): string {
  // 2023-01-01 was a Sunday.
  return cached(`w ${tag}`, () => new Intl.DateTimeFormat(tag, { weekday: "short", timeZone: "UTC" })).format(
    asDate(`2023-01-0${weekday + 1}`),
  );
}

/** The change from `previous` to `current` as a signed whole percentage, or null when there was nothing before. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}
