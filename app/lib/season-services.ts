import { nextSeasonOccurrence, type SeasonName } from "~/lib/seasonal";
import type { ServiceEventInput } from "~/lib/structured-data";

/**
 * The Easter and Christmas Eve services as events (issue 9's structured data),
 * from the season's next occurrence with its year (app/lib/seasonal.ts: the
 * computed Easter, 24 December). Services that have started are left out:
 * the site never invites to the past.
 */
export function seasonServiceEvents(
  season: SeasonName,
  details: { name: string; description: (when: string) => string; path: string },
  now: number,
): ServiceEventInput[] {
  const occurrence = nextSeasonOccurrence(season, now);
  const when = `${occurrence.date.year}-${String(occurrence.date.month).padStart(2, "0")}-${String(occurrence.date.day).padStart(2, "0")}`;
  return occurrence.services
    .filter((service) => service.start.getTime() > now)
    .map((service) => ({
      name: `${details.name} (${service.label})`,
      description: details.description(when),
      startsAt: service.start.getTime(),
      endsAt: service.end.getTime(),
      path: details.path,
    }));
}
