import { expect, test } from "vitest";
import { translator } from "~/i18n/translate";
import { recurrenceRuleOf } from "./recurrence-rule";
import { recurrenceInLanguage, recurrenceWords } from "./recurrence-words";

/**
 * Issues 36 and 43: every recurrence the site can read is written in the page's language. A monthly event
 * on the nth weekday read "Every month on the 1st Saturday • 8:00am" in English and only "Recurrente" in
 * Spanish; each kind now reads fully in both (English pages keep Planning Center's own description).
 */

const zone = "America/Los_Angeles";
const style = { timeZone: zone, dateOrder: "month-day", clock: "12h" } as const;
const spanish = { ...style, locale: "es-US" };
const es = translator("es", "US").t;
const en = translator("en", "US").t;
// Saturday 5 December 2026, 8:00 AM in California; Wednesday 2 December 2026, 6:30 PM (already Thursday in UTC).
const saturday = "2026-12-05T16:00:00.000Z";
const wednesday = "2026-12-03T02:30:00.000Z";

/** A Planning Center date: its kind and its English description. */
const pco = (recurrence: string, recurrenceDescription: string | null, startsAt = saturday) => ({
  startsAt,
  recurrence,
  recurrenceDescription,
});

/** The words of one recurrence in both languages: [English, Spanish]. */
function bothLanguages(instance: Parameters<typeof recurrenceRuleOf>[0]): [string, string] {
  const rule = recurrenceRuleOf(instance, zone);
  if (!rule) throw new Error("no rule");
  return [recurrenceWords(rule, en, "en-US"), recurrenceWords(rule, es, "es-US")];
}

test("monthly on the nth weekday, or the last: each ordinal in both languages (the issue's Men's Breakfast)", () => {
  const cases: [string, string][] = [
    ["Every month on the 1st Saturday", "Cada mes el primer sábado"],
    ["Every month on the 2nd Saturday", "Cada mes el segundo sábado"],
    ["Every month on the 3rd Saturday", "Cada mes el tercer sábado"],
    ["Every month on the 4th Saturday", "Cada mes el cuarto sábado"],
    ["Every month on the 5th Saturday", "Cada mes el quinto sábado"],
    ["Every month on the last Friday", "Cada mes el último viernes"],
    ["Every 3 months on the 2nd Tuesday", "Cada 3 meses el segundo martes"],
  ];
  for (const [english, words] of cases) expect(bothLanguages(pco("Monthly", english))).toEqual([english, words]);
  expect(recurrenceInLanguage(pco("Monthly", "Every month on the 1st Saturday"), spanish, es)).toBe(
    "Cada mes el primer sábado",
  );
});

test("monthly on a day of the month: Planning Center's and a folder event's rule; a bare 'Monthly' says every month", () => {
  expect(bothLanguages(pco("Monthly", "Every month on day 15"))).toEqual([
    "Every month on day 15",
    "Cada mes el día 15",
  ]);
  const folder = { startsAt: wednesday, recurrence: "Monthly", recurrenceDescription: null };
  expect(bothLanguages({ ...folder, rule: { frequency: "monthly", interval: 2 } })).toEqual([
    "Every 2 months on day 2",
    "Cada 2 meses el día 2",
  ]);
  expect(bothLanguages(pco("Monthly", null))).toEqual(["Every month", "Cada mes"]);
});

test("weekly on one day or several, on the church's weekday; 'Every Wednesday' and 'every other week' too", () => {
  expect(bothLanguages(pco("Weekly", "Every week on Sunday"))).toEqual([
    "Every week on Sunday",
    "Cada semana el domingo",
  ]);
  expect(bothLanguages(pco("Weekly", "Every 2 weeks on Tuesday and Thursday"))).toEqual([
    "Every 2 weeks on Tuesday and Thursday",
    "Cada 2 semanas el martes y el jueves",
  ]);
  expect(bothLanguages(pco("Weekly", "Every week on Monday, Wednesday and Friday"))).toEqual([
    "Every week on Monday, Wednesday, and Friday",
    "Cada semana el lunes, el miércoles y el viernes",
  ]);
  expect(bothLanguages(pco("Weekly", "Every Wednesday", wednesday))).toEqual([
    "Every week on Wednesday",
    "Cada semana el miércoles",
  ]);
  expect(bothLanguages(pco("Weekly", "Every other week", wednesday))).toEqual([
    "Every 2 weeks on Wednesday",
    "Cada 2 semanas el miércoles",
  ]);
  // Without a description: the first date's weekday in the church's zone (Wednesday there, Thursday in UTC).
  expect(bothLanguages(pco("Weekly", null, wednesday))).toEqual([
    "Every week on Wednesday",
    "Cada semana el miércoles",
  ]);
  const folder = { startsAt: wednesday, recurrence: "Weekly", recurrenceDescription: null };
  expect(bothLanguages({ ...folder, rule: { frequency: "weekly", interval: 2 } })).toEqual([
    "Every 2 weeks on Wednesday",
    "Cada 2 semanas el miércoles",
  ]);
});

test("daily and yearly", () => {
  expect(bothLanguages(pco("Daily", "Every day"))).toEqual(["Every day", "Cada día"]);
  expect(bothLanguages(pco("Daily", "Every 2 days"))).toEqual(["Every 2 days", "Cada 2 días"]);
  expect(bothLanguages(pco("Yearly", null))).toEqual(["Every year on December 5", "Cada año el 5 de diciembre"]);
  expect(bothLanguages(pco("Yearly", "Every 2 years"))).toEqual([
    "Every 2 years on December 5",
    "Cada 2 años el 5 de diciembre",
  ]);
});

test("English keeps the calendar's description; what the site cannot read falls back to the page's word", () => {
  expect(recurrenceInLanguage(pco("Weekly", "Every week on Sunday"), style, en)).toBeUndefined();
  expect(recurrenceInLanguage(pco("Custom", "Whenever the elders say"), spanish, es)).toBeUndefined();
  expect(recurrenceInLanguage({ startsAt: saturday, recurrence: null, recurrenceDescription: null }, spanish, es)).toBe(
    undefined,
  );
  // A description it cannot read is left to its kind: still true, never a guess.
  expect(recurrenceInLanguage(pco("Monthly", "Every month on the feast of St Nicholas"), spanish, es)).toBe("Cada mes");
});
