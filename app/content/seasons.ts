/**
 * The seasonal services (SPEC 2.21, 2.22). Their dates come from a rule, not
 * from this file, so the pages keep working year after year without an edit:
 * Easter Sunday is computed (app/lib/seasonal.ts, `easterSunday`), Christmas
 * Eve is 24 December. What changes from year to year by the church's choice
 * (the service times) is here. The SPEC's "April 20" was Easter 2025.
 */

export interface SeasonalService {
  /** Church-zone wall-clock start. */
  hour: number;
  minute: number;
  /** As the form's service choice shows it, e.g. "9:00 AM". */
  label: string;
}

export interface SeasonDefinition {
  name: string;
  services: readonly SeasonalService[];
  serviceTimesLabel: string;
  /** How long a service lasts: it has "taken place" once it has started, but the day's page says "today" until the last one ends. */
  serviceMinutes: number;
}

export const easter = {
  name: "Easter",
  services: [
    { hour: 9, minute: 0, label: "9:00 AM" },
    { hour: 10, minute: 30, label: "10:30 AM" },
  ],
  serviceTimesLabel: "9:00 + 10:30AM",
  serviceMinutes: 75,
} as const satisfies SeasonDefinition;

export const christmasEve = {
  name: "Christmas Eve",
  services: [
    { hour: 16, minute: 30, label: "4:30 PM" },
    { hour: 18, minute: 0, label: "6:00 PM" },
  ],
  serviceTimesLabel: "4:30 and 6 PM",
  serviceMinutes: 60,
} as const satisfies SeasonDefinition;

/**
 * How far ahead a season's page invites to its next date. Outside the window
 * (after the day has passed) the page says so kindly and points to the next
 * Sunday; inside it, the page invites to the coming date, with its year.
 * 120 days: Christmas Eve from late August, Easter from late November or later.
 */
export const SEASON_INVITATION_DAYS = 120;
