import type { Translator } from "./translate";

/**
 * A moment as a sentence says it: "Sunday, November 29, 2026 at 10:30 AM" in
 * English (the site's own label, `english`, made by app/lib/visit-services.ts),
 * and the language's own full date and short time from Intl otherwise
 * ("domingo, 29 de noviembre de 2026, a las 10:30 a.m."), always in the church's zone.
 */
export function dateAtTimeLabel(instant: number, words: Translator, timeZone: string, english: string): string {
  if (words.language === "en") return english;
  const date = new Intl.DateTimeFormat(words.tag, { dateStyle: "full", timeZone }).format(instant);
  const time = new Intl.DateTimeFormat(words.tag, { timeStyle: "short", timeZone }).format(instant);
  return words.t("common.dateAtTime", { date, time });
}
