import { formatChurchTime, type Instant } from "~/lib/church-time";
import { datePatterns, type DatePatterns, type DateStyle } from "~/lib/date-patterns";

/**
 * Dates and times as a page in its language writes them (issue 27), always in
 * the church's zone (church.yaml's locale.timeZone) and on its clock (12h/24h).
 *
 * English keeps the site's own patterns (app/lib/date-patterns.ts: the SPEC's
 * "Sunday, Nov 29, 2026 @ 10:30 AM", word for word). Every other language is
 * written by `Intl.DateTimeFormat` in that language ("domingo, 29 de noviembre
 * de 2026", "10:30 a.m."): its weekday and month names and its order, which no
 * hand-written pattern should guess (docs/decisions/042).
 */
export type DateForm = keyof DatePatterns;

const WEEKDAY = { weekday: "long" } as const;
const LONG_DATE = { day: "numeric", month: "long", year: "numeric" } as const;
const DAY_MONTH = { day: "numeric", month: "long" } as const;
const SHORT_DATE = { day: "numeric", month: "short", year: "numeric" } as const;
const TIME = { hour: "numeric", minute: "2-digit" } as const;

/** Intl's fields for each of the site's forms. */
const INTL_FORMS: Record<DateForm, Intl.DateTimeFormatOptions> = {
  longDate: { ...WEEKDAY, ...LONG_DATE },
  date: LONG_DATE,
  shortDate: SHORT_DATE,
  dayMonth: DAY_MONTH,
  weekdayDayMonth: { ...WEEKDAY, ...DAY_MONTH },
  time: TIME,
  compactTime: TIME,
  serviceDate: { ...WEEKDAY, ...SHORT_DATE, ...TIME },
  dateAtTime: { ...LONG_DATE, ...TIME },
  longDateAtTime: { ...WEEKDAY, ...LONG_DATE, ...TIME },
};

// Building an Intl formatter costs far more than using one.
const formats = new Map<string, Intl.DateTimeFormat>();

function intlFormat(form: DateForm, style: DateStyle, locale: string): Intl.DateTimeFormat {
  const key = `${locale} ${style.timeZone} ${style.clock} ${form}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      ...INTL_FORMS[form],
      timeZone: style.timeZone,
      ...("hour" in INTL_FORMS[form] ? { hourCycle: style.clock === "24h" ? "h23" : "h12" } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

/** Whether the style writes English (the site's own patterns). */
export function isEnglishStyle(style: DateStyle): boolean {
  return !style.locale || style.locale === "en" || style.locale.startsWith("en-");
}

/** The instant in one of the site's forms, in the style's language, zone and clock. */
export function formatChurchDate(instant: Instant, form: DateForm, style: DateStyle): string {
  if (isEnglishStyle(style)) return formatChurchTime(instant, datePatterns(style)[form], style.timeZone);
  return intlFormat(form, style, style.locale!).format(instant);
}

/** The day of the month alone ("29"), for ranges ("November 29-30"). */
export function formatDayOfMonth(instant: Instant, style: DateStyle): string {
  return formatChurchTime(instant, "d", style.timeZone);
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** A weekday's name (0 Sunday … 6 Saturday) in the style's language. */
export function weekdayName(weekday: number, style: Pick<DateStyle, "locale">): string {
  if (isEnglishStyle({ ...style, timeZone: "UTC", dateOrder: "month-day", clock: "12h" })) return WEEKDAYS[weekday]!;
  // 4 January 2026 was a Sunday.
  return new Intl.DateTimeFormat(style.locale, { weekday: "long", timeZone: "UTC" }).format(
    Date.UTC(2026, 0, 4 + weekday, 12),
  );
}

/** A wall-clock time of day ("10:30 AM", "10:30 a.m.", "10:30") in the style's language and clock. */
export function formatTimeOfDay(hour: number, minute: number, style: DateStyle): string {
  return formatChurchDate(Date.UTC(2000, 0, 1, hour, minute), "time", { ...style, timeZone: "UTC" });
}

/** A month's short name ("Nov", "nov") for a date badge, in the style's language. */
export function formatMonthShort(instant: Instant, style: DateStyle): string {
  if (isEnglishStyle(style)) return formatChurchTime(instant, "MMM", style.timeZone);
  return new Intl.DateTimeFormat(style.locale, { month: "short", timeZone: style.timeZone }).format(instant);
}
