import { useRouteLoaderData } from "react-router";
import type { SeasonalPage } from "~/content/seasonal-pages";
import { seasonServiceEvents, type SeasonServices } from "~/lib/season-services";
import { serviceEventData } from "~/lib/structured-data";
import { JsonLd } from "./json-ld";

/** Issue 9: a seasonal page's upcoming services as schema.org Events (none once they are past). */
export function SeasonStructuredData({
  season,
  page,
  path,
}: {
  season: SeasonServices;
  page: SeasonalPage;
  path: string;
}) {
  const root = useRouteLoaderData<{ origin: string; now: number }>("root");
  if (!root) return null;
  const services = seasonServiceEvents(season, { name: page.heading, description: page.description, path }, root.now);
  if (services.length === 0) return null;
  return <JsonLd data={services.map((service) => serviceEventData(service, root.origin))} />;
}
