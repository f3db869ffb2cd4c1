import { formatTimeOfDay, isEnglishStyle } from "~/i18n/dates";
import type { Language } from "~/i18n/languages";
import { translator, type Translate } from "~/i18n/translate";
import type { DateStyle } from "~/lib/date-patterns";
import type { Gathering } from "./model";
import { WEEKDAYS, type ServicesFile } from "./schema";

/**
 * The church's gatherings (services.yaml) in the model: weekdays and times as numbers, and the times as
 * the site writes them where the files leave them out (a summary of the week, a season's times). Pure,
 * like build-content.ts.
 */

/** "10:30" as { hour: 10, minute: 30 }. */
export function hourMinute(time: string): { hour: number; minute: number } {
  const [hour, minute] = time.split(":").map(Number);
  return { hour: hour!, minute: minute! };
}

/** A gathering of services.yaml in the model, its id from its weekday and start ("sunday-1030"). */
export function toGathering(gathering: ServicesFile["gatherings"][number], language: Language): Gathering {
  const { hour, minute } = hourMinute(gathering.start);
  return {
    id: `${gathering.weekday}-${gathering.start.replace(":", "")}`,
    name: gathering.name,
    weekday: WEEKDAYS.indexOf(gathering.weekday),
    hour,
    minute,
    minutes: gathering.minutes,
    streamed: gathering.streamed,
    kids: gathering.kids,
    language: gathering.language ?? language,
    ...(gathering.capacity ? { capacity: gathering.capacity } : {}),
  };
}

/** "10:30 am" (12h, as SPEC 2.3 writes the service time) or "10:30" (24h). */
export function clockTime(hour: number, minute: number, clock: "12h" | "24h", upperCase = false): string {
  const mm = String(minute).padStart(2, "0");
  if (clock === "24h") return `${String(hour).padStart(2, "0")}:${mm}`;
  const suffix = hour < 12 ? "am" : "pm";
  return `${hour % 12 || 12}:${mm} ${upperCase ? suffix.toUpperCase() : suffix}`;
}

const DAY_NAMES = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

/**
 * "Sundays @ 10:30 am", or "Saturdays @ 5:00 pm · Sundays @ 9:00 am & 11:15 am"; in another language its
 * own words and times ("Domingos a las 9:00 a.m. y 11:00 a.m.", issue 36).
 */
export function summarize(
  gatherings: readonly Gathering[],
  clock: "12h" | "24h",
  t: Translate = translator("en").t,
  style?: DateStyle,
): string {
  const byDay = new Map<number, Gathering[]>();
  for (const gathering of [...gatherings].sort(
    (a, b) => dayOrder(a.weekday) - dayOrder(b.weekday) || a.hour * 60 + a.minute - (b.hour * 60 + b.minute),
  )) {
    byDay.set(gathering.weekday, [...(byDay.get(gathering.weekday) ?? []), gathering]);
  }
  const time = (item: Gathering) =>
    style && !isEnglishStyle(style)
      ? formatTimeOfDay(item.hour, item.minute, style)
      : clockTime(item.hour, item.minute, clock);
  return [...byDay.entries()]
    .map(([weekday, list]) =>
      t("siteWords.services.summary.day", {
        day: DAY_NAMES[weekday],
        times: list.map(time).reduce((first, next) => t("siteWords.services.summary.and", { first, next })),
      }),
    )
    .join(" · ");
}

/** Saturday evening comes before Sunday morning in a weekend's order; Monday starts the week. */
function dayOrder(weekday: number): number {
  return (weekday + 6) % 7;
}
