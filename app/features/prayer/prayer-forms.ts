import type { ChurchContent } from "~/content/model";
import type { Weekday } from "~/lib/prayer-schedule";

/**
 * The part of a form (forms/<id>.yaml, issue 35) the prayer feature reads:
 * its id, title, fields, who may read it and its `prayer` block. Written as
 * the forms contract describes it, so the site's FormDefinition fits it.
 */
export interface PrayerSettings {
  list: { day: Weekday; time: string };
  requestField: string;
  firstNameField?: string;
  prayedNoticeField?: string;
  emailConsentField?: string;
  wall?: { consentField: string; anonymousField?: string; days: number };
}

export interface PrayerForm {
  id: string;
  title: string;
  private?: { roles: readonly string[]; people: readonly string[] };
  prayer?: PrayerSettings;
}

export type PrayerFormWith = PrayerForm & { prayer: PrayerSettings };

/** The content's forms, by id (content.forms). */
function formsOf(content: ChurchContent): Record<string, PrayerForm> {
  return content.forms;
}

/** Every form with a prayer block, in id order. */
export function prayerForms(content: ChurchContent): PrayerFormWith[] {
  return Object.values(formsOf(content))
    .filter((form): form is PrayerFormWith => form.prayer !== undefined)
    .sort((a, b) => a.id.localeCompare(b.id));
}

export function prayerForm(content: ChurchContent, id: string): PrayerFormWith | undefined {
  return prayerForms(content).find((form) => form.id === id);
}

/** The form whose prayer wall the site shows at /prayer-wall: the first with a `wall`. */
export function wallForm(
  content: ChurchContent,
): (PrayerFormWith & { prayer: { wall: NonNullable<PrayerSettings["wall"]> } }) | undefined {
  return prayerForms(content).find(
    (form): form is PrayerFormWith & { prayer: { wall: NonNullable<PrayerSettings["wall"]> } } =>
      form.prayer.wall !== undefined,
  );
}
