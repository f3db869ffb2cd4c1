import { onWeeksList } from "~/lib/prayer-rules";
import { lastPrayerListAt, nextPrayerListAt } from "~/lib/prayer-schedule";
import type { PrayerFormWith } from "./prayer-forms";
import { prayerDb, requestsOf, type PrayerRequest } from "./prayer-store.server";

/** The prayer week holding `now`: from the last list (at `listAt`) to the next; the one before began at `previousListAt`. */
export interface PrayerWeek {
  listAt: number;
  previousListAt: number;
  nextListAt: number;
}

export function weekOf(form: PrayerFormWith, now: number, timeZone: string): PrayerWeek {
  const listAt = lastPrayerListAt(now, form.prayer.list, timeZone);
  return {
    listAt,
    previousListAt: lastPrayerListAt(listAt - 1, form.prayer.list, timeZone),
    nextListAt: nextPrayerListAt(now, form.prayer.list, timeZone),
  };
}

/** The week's list (app/lib/prayer-rules.ts onWeeksList), newest first. */
export function weeksRequests(formId: string, week: PrayerWeek, db = prayerDb()): PrayerRequest[] {
  return requestsOf(formId, db).filter((request) => onWeeksList(request, week));
}

/** The request's words, from the form's request field. */
export function requestText(request: PrayerRequest, form: PrayerFormWith): string {
  const text = request.answers[form.prayer.requestField];
  return typeof text === "string" ? text.trim() : "";
}
