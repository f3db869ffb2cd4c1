import { expect, test } from "vitest";
import { translator } from "~/i18n/translate";
import { recurrenceInLanguage } from "./recurrence-words";

/** Issue 36: a Spanish page writes how often an event meets, where English shows the calendar's "Every week on Wednesday". */

const style = { timeZone: "America/Los_Angeles", dateOrder: "month-day", clock: "12h" } as const;
const spanish = { ...style, locale: "es-US" };
const { t } = translator("es", "US");
// Wednesday 2 December 2026, 6:30 PM in San Luis Obispo (already Thursday in UTC).
const startsAt = "2026-12-03T02:30:00.000Z";

test("Planning Center's weekly event and a folder's rule are written in Spanish, on the church's weekday", () => {
  expect(recurrenceInLanguage({ startsAt, recurrence: "Weekly" }, spanish, t)).toBe("Cada semana el miércoles");
  expect(
    recurrenceInLanguage({ startsAt, recurrence: "Weekly", rule: { frequency: "weekly", interval: 2 } }, spanish, t),
  ).toBe("Cada 2 semanas el miércoles");
  expect(
    recurrenceInLanguage({ startsAt, recurrence: "Monthly", rule: { frequency: "monthly", interval: 1 } }, spanish, t),
  ).toBe("Cada mes el día 2");
});

test("English keeps the calendar's description; a rule Spanish cannot read falls back to the page's word", () => {
  expect(recurrenceInLanguage({ startsAt, recurrence: "Weekly" }, style, translator("en").t)).toBeUndefined();
  expect(recurrenceInLanguage({ startsAt, recurrence: "Monthly" }, spanish, t)).toBeUndefined();
  expect(recurrenceInLanguage({ startsAt, recurrence: null }, spanish, t)).toBeUndefined();
});
