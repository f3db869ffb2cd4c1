import { inChurchZone } from "~/lib/church-time";
import type { CalendarInstance } from "./planning-center.server";

/**
 * How often an event meets, as a rule the site can write in any language (issue 43): from a folder event's
 * own rule, else from Planning Center's recurrence and its English description ("Every week on Sunday",
 * "Every 2 weeks on Tuesday and Thursday", "Every month on the 1st Saturday", "Every month on the last
 * Friday", "Every month on day 15"), read on the church's calendar from the first date. A description the
 * rule cannot tell apart is left to its kind ("Monthly": every month), and an unknown kind to null.
 */

export type Ordinal = "first" | "second" | "third" | "fourth" | "fifth" | "last";
/** A month's date: a day of it, or its nth weekday. */
export type MonthlyOn = { day: number } | { nth: Ordinal; weekday: number };

export type RecurrenceRule =
  | { every: "day"; interval: number }
  /** weekdays: 0 (Sunday) to 6, in the week's order. */
  | { every: "week"; interval: number; weekdays: number[] }
  /** on: a day of the month, or its nth weekday; null when the calendar says only "every month". */
  | { every: "month"; interval: number; on: MonthlyOn | null }
  /** month: 0 (January) to 11. */
  | { every: "year"; interval: number; month: number; day: number };

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const ORDINALS: Record<string, Ordinal> = {
  "1st": "first",
  first: "first",
  "2nd": "second",
  second: "second",
  "3rd": "third",
  third: "third",
  "4th": "fourth",
  fourth: "fourth",
  "5th": "fifth",
  fifth: "fifth",
  last: "last",
};
const UNITS = {
  day: "day",
  days: "day",
  week: "week",
  weeks: "week",
  month: "month",
  months: "month",
  year: "year",
  years: "year",
} as const;

/** "Monday", "mondays": its number; -1 for any other word. */
const weekdayOf = (word: string) => WEEKDAYS.indexOf(word.replace(/s$/, ""));

/** "Monday, Wednesday and Friday": the days in the week's order; null if any is not a weekday. */
function weekdaysIn(words: string): number[] | null {
  const days = words.split(/\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*/).map(weekdayOf);
  return days.length > 0 && days.every((day) => day >= 0) ? [...new Set(days)].sort((a, b) => a - b) : null;
}

function monthDayIn(words: string): MonthlyOn | undefined {
  const nth = /^the\s+(\w+)\s+(\w+)$/.exec(words);
  if (nth && ORDINALS[nth[1]!] && weekdayOf(nth[2]!) >= 0)
    return { nth: ORDINALS[nth[1]!]!, weekday: weekdayOf(nth[2]!) };
  const day = /^(?:day\s+|the\s+)?(\d{1,2})(?:st|nd|rd|th)?$/.exec(words);
  if (day && Number(day[1]) >= 1 && Number(day[1]) <= 31) return { day: Number(day[1]) };
  return undefined;
}

/** Planning Center's English description as a rule; null when it says something else. */
export function parseDescription(description: string, start: Date): RecurrenceRule | null {
  const text = description.trim().toLowerCase().replace(/\.$/, "").replace(/\s+/g, " ");
  const bare = /^every (.+)$/.exec(text)?.[1];
  if (!bare) return null;
  const weekdays = weekdaysIn(bare);
  if (weekdays) return { every: "week", interval: 1, weekdays };
  const match = /^(?:(\d+|other) )?(\w+)(?: on (.+))?$/.exec(bare);
  const unit = match ? UNITS[match[2] as keyof typeof UNITS] : undefined;
  if (!match || !unit) return null;
  const interval = match[1] === "other" ? 2 : Number(match[1] ?? 1);
  const on = match[3];
  if (unit === "day") return on ? null : { every: "day", interval };
  if (unit === "week") {
    const days = on ? weekdaysIn(on) : [start.getDay()];
    return days ? { every: "week", interval, weekdays: days } : null;
  }
  if (unit === "month") {
    const day = on ? monthDayIn(on) : null;
    return day === undefined ? null : { every: "month", interval, on: day };
  }
  return { every: "year", interval, month: start.getMonth(), day: start.getDate() };
}

/** The rule of an event's first date, on the church's calendar (its zone); null when it does not repeat. */
export function recurrenceRuleOf(
  instance: Pick<CalendarInstance, "startsAt" | "recurrence" | "recurrenceDescription" | "rule">,
  timeZone: string,
): RecurrenceRule | null {
  if (instance.recurrence === null) return null;
  const start = inChurchZone(Date.parse(instance.startsAt), timeZone);
  const own = instance.rule;
  if (own) {
    return own.frequency === "weekly"
      ? { every: "week", interval: own.interval, weekdays: [start.getDay()] }
      : { every: "month", interval: own.interval, on: { day: start.getDate() } };
  }
  const described = instance.recurrenceDescription ? parseDescription(instance.recurrenceDescription, start) : null;
  if (described) return described;
  switch (instance.recurrence.toLowerCase()) {
    case "daily":
      return { every: "day", interval: 1 };
    case "weekly":
      return { every: "week", interval: 1, weekdays: [start.getDay()] };
    case "monthly":
      return { every: "month", interval: 1, on: null };
    case "yearly":
      return { every: "year", interval: 1, month: start.getMonth(), day: start.getDate() };
    default:
      return null;
  }
}
