import { seasonServicesToPlan, serviceLabel, servicesToPlan, type PlannableService } from "~/lib/visit-services";
import type { Language } from "~/i18n/languages";
import { translator } from "~/i18n/translate";
import { severalLanguages } from "~/lib/service-language";
import type { ServiceOption } from "~/lib/visit-form";
import { churchLanguage, seasonAt, type VisitContent } from "./visit-content";
import { placesTakenBy } from "./plan-holds.server";
import { plansDb } from "./visit-plans.server";

/**
 * The services a page's plan-a-visit form offers: a seasonal page its own
 * next occurrence, any other page (/visit) the coming weeks. A service whose
 * places are all taken (confirmed, or held for an address to confirm) is
 * shown, marked full and not choosable.
 * `language`: the page's language, whose words the labels use (the church's default without it).
 */
export function planOptions(content: VisitContent, now: number, page: string, language?: Language): ServiceOption[] {
  const season = seasonAt(content, page);
  const services = season ? seasonServicesToPlan(content.schedule, season, now) : servicesToPlan(content.schedule, now);
  const withCapacity = services.filter((service) => service.capacity);
  const planned =
    withCapacity.length > 0
      ? placesTakenBy(
          plansDb(),
          withCapacity.map((service) => service.id),
          now,
        )
      : new Map();
  const label = optionLabel(content, services, language ?? churchLanguage(content));
  return services.map((service) => ({
    value: service.id,
    label: label(service),
    ...(service.capacity && (planned.get(service.id) ?? 0) >= service.capacity ? { full: true } : {}),
  }));
}

/**
 * "Sunday, November 29, 2026 at 10:30 AM", with the service's name when the
 * list holds more than one kind (Easter beside the Sunday service) and its
 * language when they are held in more than one (issue 27).
 */
function optionLabel(content: VisitContent, services: readonly PlannableService[], language: Language) {
  const named = new Set(services.map((service) => service.name)).size > 1;
  const { t, tag } = translator(language, content.church.country, content.messages);
  const languages = severalLanguages(services);
  return (service: PlannableService): string => {
    const details = [
      ...(named ? [service.name] : []),
      ...(languages && service.language
        ? [
            t("content-languages.serviceLanguage", {
              language: t(`content-languages.languageName.${service.language}`),
            }),
          ]
        : []),
    ];
    const date = serviceLabel(service.start, { ...content.schedule, locale: tag });
    return details.length > 0 ? `${date} (${details.join(" · ")})` : date;
  };
}
