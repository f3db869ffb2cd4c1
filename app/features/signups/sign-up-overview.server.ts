import type { ChurchContent } from "~/content/model";
import { translator } from "~/i18n/translate";
import type { Language } from "~/i18n/languages";
import { dateKey, registrableEvents, rosterOf, type RosterDate } from "./rosters.server";
import { whenLabel } from "./when-label";

/**
 * The staff's overview of sign-ups (/admin/sign-ups): each event that takes
 * them, with the places taken and the waitlist of each date that has sign-ups,
 * labelled in the church's zone.
 */

export interface OverviewDate {
  occurrence: string;
  when: string;
  places: string;
  waitlist: string;
}

export interface OverviewEvent {
  id: string;
  name: string;
  dates: OverviewDate[];
}

export function placesLine(
  language: Language,
  content: ChurchContent,
  date: RosterDate,
  capacity: number | null,
): string {
  const { t } = translator(language, content.church.locale.country);
  return capacity === null
    ? t("adminSignUps.places.taken", { taken: date.placesTaken })
    : t("adminSignUps.places.takenOf", { taken: date.placesTaken, capacity });
}

export function dateLabel(language: Language, content: ChurchContent, date: RosterDate): string {
  const { tag } = translator(language, content.church.locale.country);
  return whenLabel(date.occasion, content.church.locale.timeZone, tag);
}

export function signUpOverview(content: ChurchContent, language: Language): OverviewEvent[] {
  const { t } = translator(language, content.church.locale.country);
  return registrableEvents(content).map((event) => {
    const roster = rosterOf(content, event.id);
    return {
      id: event.id,
      name: roster?.name ?? event.name,
      dates: (roster?.dates ?? []).map((date) => ({
        occurrence: dateKey(date.occasion.occurrence),
        when: dateLabel(language, content, date),
        places: placesLine(language, content, date, event.capacity),
        waitlist: t("adminSignUps.waitlist.count", {
          count: date.waitlist.reduce((sum, entry) => sum + entry.places, 0),
        }),
      })),
    };
  });
}
