import type { Event, Place, WithContext } from "schema-dts";
import type { ChurchFacts } from "~/content/model";
import { formatChurchTime } from "~/lib/church-time";
import { absoluteUrl, pageUrl } from "~/lib/site-urls";
import type { ChurchEvent } from "~/types";
import { churchAddress, churchGeo, organizer } from "./church";
import { churchIsoTime, type LinkedDataContext } from "./context";

/** Events and services (schema.org Event at a Place, organized by the church). */

/** Events happen at the church unless Planning Center names another place (then its name, with the church's address for the map). */
function eventPlace(location: string | null, church: ChurchFacts): Place {
  // The church's coordinates are its building's: an event elsewhere keeps only the address.
  const geo = location === null && church.geo ? { geo: churchGeo(church.geo) } : {};
  return { "@type": "Place", name: location ?? church.name, address: churchAddress(church), ...geo };
}

interface EventParts {
  name: string;
  startDate: string;
  endDate?: string;
  description: string;
  image: string;
  location: Place;
  url: string;
}

/** An event people attend in person, as the church's events and services both are. */
function inPersonEvent(parts: EventParts, context: LinkedDataContext): WithContext<Event> {
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: parts.name,
    startDate: parts.startDate,
    ...(parts.endDate ? { endDate: parts.endDate } : {}),
    description: parts.description,
    image: parts.image,
    location: parts.location,
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    organizer: organizer(context),
    url: parts.url,
  };
}

export function eventData(event: ChurchEvent, context: LinkedDataContext): WithContext<Event> {
  const { origin, church } = context;
  const timeZone = church.locale.timeZone;
  const dateOnly = (iso: string) => formatChurchTime(Date.parse(iso), "yyyy-MM-dd", timeZone);
  return inPersonEvent(
    {
      name: event.name,
      startDate: event.allDay ? dateOnly(event.startsAt) : churchIsoTime(event.startsAt, timeZone),
      ...(event.endsAt
        ? { endDate: event.allDay ? dateOnly(event.endsAt) : churchIsoTime(event.endsAt, timeZone) }
        : {}),
      description: event.descriptionLines.join("\n") || event.name,
      image: absoluteUrl(origin, event.imageUrl ?? event.fallbackImageUrl),
      location: eventPlace(event.location, church),
      // The page's own language's sign-up page (`origin` carries the prefix): pageUrl keeps it, absoluteUrl would not.
      url: event.signUpPath ? pageUrl(origin, event.signUpPath) : (event.registrationUrl ?? `${origin}/events`),
    },
    context,
  );
}

export interface ServiceEventInput {
  name: string;
  description: string;
  startsAt: number;
  endsAt: number;
  path: string;
}

/** A service at the church: a weekly gathering's next occurrence, or a seasonal service. */
export function serviceEventData(service: ServiceEventInput, context: LinkedDataContext): WithContext<Event> {
  const { origin, church } = context;
  const timeZone = church.locale.timeZone;
  return inPersonEvent(
    {
      name: service.name,
      startDate: churchIsoTime(service.startsAt, timeZone),
      endDate: churchIsoTime(service.endsAt, timeZone),
      description: service.description,
      image: absoluteUrl(origin, context.images.shareCard),
      location: eventPlace(null, church),
      url: pageUrl(origin, service.path),
    },
    context,
  );
}
