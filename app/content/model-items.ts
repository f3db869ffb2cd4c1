import type { Language } from "~/i18n/languages";
import type { Artwork } from "./model-pictures";
import type { EventFile, FormFile, RegistrationSettingsFile } from "./schema";

/**
 * The folder's items in the model (model.ts): the church's own events (events/<id>.yaml) with their
 * registration settings, and its forms (forms/<id>.yaml).
 */

/** Issue 28: the church's own events (events/<id>.yaml) and registration settings, times as written and as instants. */
export interface RegistrationSettings extends Omit<RegistrationSettingsFile, "closes"> {
  /** As written, on the church's clock: "2027-07-01 12:00". */
  closes?: string;
  /** The instant sign-ups close; the start of each date when absent. */
  closesAt?: number;
}

export interface ChurchEventFile extends Omit<EventFile, "picture" | "registration" | "start" | "end"> {
  /** The file's name: events/vbs-2027.yaml → "vbs-2027". Never digits only (Planning Center's ids are). */
  id: string;
  /** Not translated into the content's language: its text is in this one, the default (issue 36). */
  textLanguage?: Language;
  picture: Artwork | null;
  /** As written, on the church's clock ("2027-07-12 09:00", or "2027-07-12" for a day). */
  start: string;
  end?: string;
  /** The first date's instants (an all-day event: from the church-zone midnight, to the midnight after its last day). */
  startsAt: number;
  endsAt: number | null;
  registration?: RegistrationSettings;
}

/** Issue 35: a form of forms/<id>.yaml, with its id and how long its submissions are kept. */
export interface FormDefinition extends Omit<FormFile, "retentionDays"> {
  /** The file's name: forms/prayer.yaml → "prayer"; its page is /forms/prayer. */
  id: string;
  /** Days a submission is kept (365 by default, 90 for a prayer form). */
  retentionDays: number;
}
