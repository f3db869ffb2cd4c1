/**
 * The days an Insights page shows (issue 47): the last 7, 30 or 365 church-zone days to `today`, or a
 * custom range, each compared with as many days right before it; and how its charts group those days
 * (by day up to a month, by week up to a quarter, by month beyond). Days are "yyyy-MM-dd" strings of
 * the church's calendar, so the arithmetic here is on calendar days and never meets a clock change.
 */

export const RANGE_KINDS = ["week", "month", "year", "custom"] as const;
export type RangeKind = (typeof RANGE_KINDS)[number];

const PRESET_DAYS = { week: 7, month: 30 } as const;
/** A custom range is at most two years: what Insights keeps (counts older than that are gone). */
export const MAX_RANGE_DAYS = 731;

export interface DayRange {
  from: string;
  to: string;
  days: number;
}

export type Bucket = "day" | "week" | "month";

export interface InsightRange {
  kind: RangeKind;
  current: DayRange;
  previous: DayRange;
  bucket: Bucket;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** A day string, when it is a real calendar day. */
export function isDay(value: unknown): value is string {
  if (typeof value !== "string" || !DAY.test(value)) return false;
  return toDayString(dayNumber(value)) === value;
}

/** Days since 1970-01-01 of a day string: for arithmetic only. */
export function dayNumber(day: string): number {
  const [, year, month, date] = DAY.exec(day)!.map(Number) as [number, number, number, number];
  return Math.round(Date.UTC(year, month - 1, date) / DAY_MS);
}

export function toDayString(number: number): string {
  return new Date(number * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return toDayString(dayNumber(day) + days);
}

/** Every day of a range, oldest first. */
export function daysOf(range: DayRange): string[] {
  const first = dayNumber(range.from);
  return Array.from({ length: range.days }, (_, index) => toDayString(first + index));
}

function span(from: string, to: string): DayRange {
  return { from, to, days: dayNumber(to) - dayNumber(from) + 1 };
}

/**
 * The range a page's query asks for (`range`, and `from`/`to` for a custom one); the last 7 days otherwise.
 * The year is the twelve calendar months to today (this month so far), compared with the same days a year
 * before (Easter beside Easter); every other range with as many days right before it.
 */
export function insightRange(
  query: { range?: string | null; from?: string | null; to?: string | null },
  today: string,
): InsightRange {
  let kind: RangeKind = RANGE_KINDS.includes(query.range as RangeKind) ? (query.range as RangeKind) : "week";
  if (kind === "year") {
    const from = `${shiftMonth(today.slice(0, 7), -11)}-01`;
    return { kind, current: span(from, today), previous: span(yearBefore(from), yearBefore(today)), bucket: "month" };
  }
  let current: DayRange;
  if (kind === "custom" && isDay(query.from) && isDay(query.to)) {
    const [from, to] = query.from <= query.to ? [query.from, query.to] : [query.to, query.from];
    current = span(dayNumber(to) - dayNumber(from) >= MAX_RANGE_DAYS ? addDays(to, 1 - MAX_RANGE_DAYS) : from, to);
  } else {
    if (kind === "custom") kind = "week";
    current = span(addDays(today, 1 - PRESET_DAYS[kind as keyof typeof PRESET_DAYS]), today);
  }
  const previous = span(addDays(current.from, -current.days), addDays(current.from, -1));
  return { kind, current, previous, bucket: bucketOf(current.days) };
}

/** "yyyy-MM" moved by whole months. */
export function shiftMonth(month: string, months: number): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const index = year * 12 + (number - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The same day a year before (February 29 becomes February 28). */
function yearBefore(day: string): string {
  const candidate = `${String(Number(day.slice(0, 4)) - 1).padStart(4, "0")}${day.slice(4)}`;
  // isDay narrows its argument: a plain test here, so the other branch keeps the string.
  const real: boolean = isDay(candidate);
  return real ? candidate : candidate.replace(/-29$/, "-28");
}

/**
 * A range as the counts are read (insights-store.server.ts): its whole calendar months from the monthly
 * totals, and the days before and after them from the daily ones, so a year reads a month's days and eleven
 * months' totals rather than 365 days' rows.
 */
export interface RangeParts {
  days: DayRange[];
  months: { from: string; to: string } | null;
}

export function rangeParts(range: DayRange): RangeParts {
  const firstFull = range.from.endsWith("-01") ? range.from.slice(0, 7) : shiftMonth(range.from.slice(0, 7), 1);
  const lastFull = addDays(range.to, 1).endsWith("-01") ? range.to.slice(0, 7) : shiftMonth(range.to.slice(0, 7), -1);
  if (firstFull > lastFull) return { days: [range], months: null };
  const days: DayRange[] = [];
  if (range.from < `${firstFull}-01`) days.push(span(range.from, addDays(`${firstFull}-01`, -1)));
  const after = `${shiftMonth(lastFull, 1)}-01`;
  if (after <= range.to) days.push(span(after, range.to));
  return { days, months: { from: firstFull, to: lastFull } };
}

export function bucketOf(days: number): Bucket {
  if (days <= 31) return "day";
  return days <= 92 ? "week" : "month";
}

/**
 * The first day of the bucket `day` falls in: itself by day, the range's 7-day stretches by week (counted
 * from the range's first day, so every bucket but the last is a whole week), the calendar month by month.
 */
export function bucketStart(day: string, bucket: Bucket, rangeFrom: string): string {
  if (bucket === "day") return day;
  if (bucket === "month") return `${day.slice(0, 7)}-01` < rangeFrom ? rangeFrom : `${day.slice(0, 7)}-01`;
  const offset = dayNumber(day) - dayNumber(rangeFrom);
  return addDays(rangeFrom, offset - (offset % 7));
}

/** The buckets of a range, oldest first, each with its first and last day. */
export function bucketsOf(range: DayRange, bucket: Bucket): DayRange[] {
  const buckets: DayRange[] = [];
  for (const day of daysOf(range)) {
    const start = bucketStart(day, bucket, range.from);
    const last = buckets.at(-1);
    if (last && last.from === start) {
      last.to = day;
      last.days += 1;
    } else buckets.push({ from: start, to: day, days: 1 });
  }
  return buckets;
}

/** Sunday = 0 … Saturday = 6, of a calendar day (1970-01-01 was a Thursday). */
export function weekdayOf(day: string): number {
  return (((dayNumber(day) + 4) % 7) + 7) % 7;
}
