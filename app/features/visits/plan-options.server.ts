import { seasonServicesToPlan, serviceLabel, servicesToPlan } from "~/lib/visit-services";
import type { ServiceOption } from "~/lib/visit-form";
import { seasonAt, type VisitContent } from "./visit-content";
import { plansDb } from "./visit-plans.server";

/**
 * The services a page's plan-a-visit form offers: a seasonal page its own
 * next occurrence, any other page (/visit) the coming weeks. A service whose
 * places are all planned is shown, marked full and not choosable.
 * `locale`: the page's language tag ("es-US"), whose words the labels use (the schedule's English without it).
 */
export function planOptions(content: VisitContent, now: number, page: string, locale?: string): ServiceOption[] {
  const season = seasonAt(content, page);
  const services = season
    ? seasonServicesToPlan(content.schedule, season, now)
    : servicesToPlan(content.schedule, now);
  const withCapacity = services.filter((service) => service.capacity);
  const planned = new Map<string, number>();
  if (withCapacity.length > 0) {
    const rows = plansDb()
      .prepare(
        `SELECT service_id AS id, SUM(adults + json_array_length(children_ages)) AS people FROM visit_plans
         WHERE status != 'cancelled' AND service_id IN (${withCapacity.map(() => "?").join(", ")}) GROUP BY service_id`,
      )
      .all(...withCapacity.map((service) => service.id)) as { id: string; people: number }[];
    for (const row of rows) planned.set(row.id, row.people);
  }
  // The service's name only when the list holds more than one kind (Easter beside the Sunday service).
  const named = new Set(services.map((service) => service.name)).size > 1;
  return services.map((service) => {
    const label = locale ? serviceLabel(service.start, { ...content.schedule, locale }) : service.label;
    return {
      value: service.id,
      label: named ? `${label} (${service.name})` : label,
      ...(service.capacity && (planned.get(service.id) ?? 0) >= service.capacity ? { full: true } : {}),
    };
  });
}
