import { church, formatAddress } from "~/content/church";
import type { Season } from "~/content/model";
import { christmasEve, easter } from "~/content/seasons";
import { easterSunday } from "~/lib/seasonal";
import type { SeasonDay } from "~/lib/visit-services";
import type { VisitContent } from "./visit-content";

/**
 * TEMPORARY (issue 19 before issue 17's content folder lands): the demo
 * church's visit facts from the TypeScript content modules, in the shape the
 * content folder gives (`visitContentOf(context.content, …)`). Delete this
 * file when loaders read `context.content`.
 */

/** Fixed days and days from Easter (the demo's two seasons); the lead's app/lib/seasonal.ts replaces it. */
export const legacySeasonDay: SeasonDay = (season, year) => {
  const rule = season.date;
  if (rule.rule === "fixed") return { year, month: rule.month, day: rule.day };
  if (rule.rule === "easter") {
    const sunday = easterSunday(year);
    const date = new Date(Date.UTC(year, sunday.month - 1, sunday.day + rule.offsetDays));
    return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  }
  throw new Error("nth-weekday seasons need the content folder's date rules");
};

function legacySeason(path: string, definition: typeof easter | typeof christmasEve, date: Season["date"]): Season {
  return {
    path,
    name: definition.name,
    date,
    services: definition.services.map((service) => ({
      hour: service.hour,
      minute: service.minute,
      minutes: definition.serviceMinutes,
    })),
    timesLabel: definition.serviceTimesLabel,
    inviteDaysBefore: 120,
    inMenu: path === "/easter",
    invitation: "",
    thanks: "",
    inviteDescription: "",
    planLabel: "Plan your visit now",
  };
}

const demo: VisitContent = {
  church: {
    name: church.name,
    addressLine: formatAddress(church.streetAddress),
    mapUrl: church.mapsUrl,
    email: church.officeEmail,
    phone: church.phone,
    language: "en",
  },
  schedule: {
    timeZone: church.timeZone,
    gatherings: [
      {
        id: "sunday-1030",
        name: "Sunday Morning Service",
        weekday: church.sundayService.weekday,
        hour: church.sundayService.hour,
        minute: church.sundayService.minute,
        minutes: 90,
        streamed: true,
        kids: true,
      },
    ],
    seasons: [
      legacySeason("/easter", easter, { rule: "easter", offsetDays: 0 }),
      legacySeason("/christmas", christmasEve, { rule: "fixed", month: 12, day: 24 }),
    ],
    weeksAhead: 8,
    seasonDay: legacySeasonDay,
  },
  // As content/redwood-coast/services.yaml says.
  notes: {
    parking:
      "Park in the lot beside the building or along Harbor View Road. The spaces nearest the front door are kept for guests and anyone who needs a shorter walk.",
    kidsCheckIn:
      "Kids from nursery through 6th grade check in at the kids' welcome table just inside the main door. Come ten minutes early on your first Sunday so we can meet your family and show you around.",
  },
  reminderTime: { hour: 17, minute: 0 },
};

export function legacyVisitContent(): VisitContent {
  return demo;
}

/**
 * The visit facts a loader or action reads for its request. TEMPORARY: with
 * issue 17 this becomes `visitContentOf(context.content, seasonDay)`.
 */
export function currentVisitContent(_context: { now: number }): VisitContent {
  return demo;
}
