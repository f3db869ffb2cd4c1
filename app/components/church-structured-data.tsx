import type { Page } from "~/content/model";
import type { Site } from "~/content/site";
import { upcomingOccurrences } from "~/lib/schedule";
import type { SeasonView } from "~/lib/seasonal";
import { churchData, linkedDataContext, serviceEventData, type LinkedDataContext } from "~/lib/structured-data";
import { breadcrumbData, type Crumb } from "~/lib/breadcrumbs";
import { useLanguagePrefix } from "~/hooks/use-language-prefix";
import { JsonLd } from "./json-ld";

/** Sections that are about the church as a place: its page also describes the church (issue 9). */
const ABOUT_THE_CHURCH = new Set(["contact", "map", "service-times", "hero", "mission"]);

/**
 * A content page's structured data (issue 9, issue 17): the church as a
 * schema.org Church where the page is about it, its weekly gatherings' next
 * occurrences and a season's services still to come as Events (never one in
 * the past), and the page's breadcrumb trail.
 */
export function PageStructuredData({
  site,
  page,
  season,
  now,
  crumbs,
}: {
  site: Site;
  page: Page;
  season: SeasonView | null;
  now: number;
  crumbs: Crumb[];
}) {
  const prefix = useLanguagePrefix();
  const context: LinkedDataContext = linkedDataContext(site, prefix);
  const items: object[] = [];
  const types = new Set(page.sections.map((section) => section.type));
  if (page.path === "/" || [...types].some((type) => ABOUT_THE_CHURCH.has(type))) items.push(churchData(context));
  if (page.path === "/" || types.has("service-times")) {
    for (const occurrence of upcomingOccurrences(now, site.services.gatherings, site.church.locale.timeZone)) {
      if (occurrence.start <= now) continue;
      items.push(
        serviceEventData(
          {
            name: `${occurrence.gathering.name} at ${site.church.name}`,
            description: `Everyone is welcome: ${site.services.summary}.`,
            startsAt: occurrence.start,
            endsAt: occurrence.end,
            path: "/visit",
          },
          context,
        ),
      );
    }
  }
  if (page.season && season?.kind === "invite") {
    for (const service of season.services) {
      items.push(
        serviceEventData(
          {
            name: `${page.heading.replace("{church}", site.church.name)} (${service.label})`,
            description: `${page.season.name} at ${site.church.name}, ${season.dateLabel}.`,
            startsAt: service.start,
            endsAt: service.end,
            path: page.path,
          },
          context,
        ),
      );
    }
  }
  if (crumbs.length > 1) items.push(breadcrumbData(crumbs, site.origin + prefix));
  return items.length > 0 ? <JsonLd data={items} /> : null;
}
