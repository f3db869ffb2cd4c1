import { isEnglishStyle, weekdayName } from "~/i18n/dates";
import type { Translate } from "~/i18n/translate";
import type { DateStyle } from "~/lib/date-patterns";
import type { CalendarInstance } from "./planning-center.server";
import { recurrenceRuleOf, type RecurrenceRule } from "./recurrence-rule";

/**
 * How often a recurring event meets, in words of the catalogue (app/messages/<language>/recurrence.json):
 * every rule the site can read (recurrence-rule.ts) in every language, "Every month on the 1st Saturday",
 * "Cada mes el primer sábado" (issues 36 and 43). `tag` is the language's BCP 47 tag ("es-US").
 */
export function recurrenceWords(rule: RecurrenceRule, t: Translate, tag: string): string {
  const { interval } = rule;
  switch (rule.every) {
    case "day":
      return t("recurrence.daily", { interval });
    case "week": {
      const days = rule.weekdays.map((day) =>
        t("recurrence.onWeekday", { weekday: weekdayName(day, { locale: tag }) }),
      );
      const weekdays = new Intl.ListFormat(tag, { style: "long", type: "conjunction" }).format(days);
      return t("recurrence.weekly", { interval, weekdays });
    }
    case "month":
      if (rule.on === null) return t("recurrence.monthly", { interval });
      if ("day" in rule.on) return t("recurrence.monthlyDay", { interval, day: rule.on.day });
      return t("recurrence.monthlyWeekday", {
        interval,
        nth: rule.on.nth,
        weekday: weekdayName(rule.on.weekday, { locale: tag }),
      });
    case "year": {
      const date = new Intl.DateTimeFormat(tag, { month: "long", day: "numeric", timeZone: "UTC" }).format(
        Date.UTC(2000, rule.month, rule.day, 12),
      );
      return t("recurrence.yearly", { interval, date });
    }
  }
}

/**
 * An event's recurrence in the page's language: an English page keeps the calendar's own description
 * (Planning Center writes it in English); another language writes it from the rule. Undefined: the caller's
 * word for "recurring" (a rule the site cannot read).
 */
export function recurrenceInLanguage(
  instance: Pick<CalendarInstance, "startsAt" | "recurrence" | "recurrenceDescription" | "rule">,
  style: DateStyle,
  t: Translate | undefined,
): string | undefined {
  if (!t || isEnglishStyle(style)) return undefined;
  const rule = recurrenceRuleOf(instance, style.timeZone);
  return rule ? recurrenceWords(rule, t, style.locale ?? "en") : undefined;
}
