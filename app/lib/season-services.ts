import { churchWallClock } from "~/lib/church-time";
import type { CalendarDate } from "~/lib/seasonal";
import type { ServiceEventInput } from "~/lib/structured-data";

/**
 * The Easter and Christmas Eve services as events (issue 9's structured data),
 * read from app/content/seasons.ts: its date and its service options ("9:00 AM").
 * Past services are left out: the site never invites to the past.
 */

export interface SeasonServices {
  date: CalendarDate;
  serviceOptions: readonly string[];
}

/** A seasonal service is planned as an hour long. */
const SERVICE_LENGTH_MS = 3_600_000;

export function seasonServiceEvents(
  season: SeasonServices,
  details: { name: string; description: string; path: string },
  now: number,
): ServiceEventInput[] {
  return season.serviceOptions.flatMap((option) => {
    const time = option.match(/^(\d{1,2}):(\d{2})\s*([AP]M)$/i);
    if (!time) return [];
    const hour = (Number(time[1]) % 12) + (time[3]!.toUpperCase() === "PM" ? 12 : 0);
    const startsAt = churchWallClock(
      season.date.year,
      season.date.month - 1,
      season.date.day,
      hour,
      Number(time[2]),
    ).getTime();
    if (startsAt + SERVICE_LENGTH_MS <= now) return [];
    return [
      {
        name: `${details.name} (${option})`,
        description: details.description,
        startsAt,
        endsAt: startsAt + SERVICE_LENGTH_MS,
        path: details.path,
      },
    ];
  });
}
