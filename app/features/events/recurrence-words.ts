import { isEnglishStyle, weekdayName } from "~/i18n/dates";
import type { Translate } from "~/i18n/translate";
import { inChurchZone } from "~/lib/church-time";
import type { DateStyle } from "~/lib/date-patterns";
import type { CalendarInstance } from "./planning-center.server";

/**
 * How often a recurring event meets, in the page's language (issue 36): an
 * English page keeps the calendar's own description ("Every week on
 * Wednesday"); another language writes it from the rule where the rule is
 * known (a folder event's frequency and interval, Planning Center's "Weekly"),
 * so a Spanish page says "Cada semana el miércoles", not the bare "Recurrente".
 * Undefined: the caller's word for "recurring".
 */
export function recurrenceInLanguage(
  instance: Pick<CalendarInstance, "startsAt" | "recurrence" | "rule">,
  style: DateStyle,
  t: Translate | undefined,
): string | undefined {
  if (!t || isEnglishStyle(style) || instance.recurrence === null) return undefined;
  const start = inChurchZone(Date.parse(instance.startsAt), style.timeZone);
  const frequency = instance.rule?.frequency ?? (instance.recurrence === "Weekly" ? "weekly" : undefined);
  const interval = instance.rule?.interval ?? 1;
  if (frequency === "weekly") {
    return t("signUps.recurrence.weekly", { interval, weekday: weekdayName(start.getDay(), style) });
  }
  if (frequency === "monthly" && instance.rule) {
    return t("signUps.recurrence.monthly", { interval, day: start.getDate() });
  }
  return undefined;
}
