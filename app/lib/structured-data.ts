import type {
  BreadcrumbList,
  Church,
  Event,
  Organization,
  Place,
  PostalAddress,
  VideoObject,
  WithContext,
} from "schema-dts";
import { church } from "~/content/church";
import { formatChurchTime } from "~/lib/church-time";
import { absoluteUrl, LOGO_PATH, SHARE_CARD_PATH } from "~/lib/site-urls";
import type { ChurchEvent } from "~/types";

/**
 * JSON-LD for search engines (issue 9), typed with schema-dts. Builders take
 * the site's origin so every URL is absolute; they are pure and tested beside.
 */

/**
 * JSON inside <script> ends at the first `</script>`, and `<!--` changes how
 * the HTML parser reads it; U+2028/2029 broke older JavaScript parsers. Each is
 * written as a \u escape, which JSON reads back as the same character.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** An instant as ISO 8601 with the church zone's offset (2026-11-29T10:30:00-08:00). */
export function churchIsoTime(instant: number | string): string {
  return formatChurchTime(typeof instant === "string" ? Date.parse(instant) : instant, "yyyy-MM-dd'T'HH:mm:ssXXX");
}

/** Seconds as an ISO 8601 duration (PT35M12S), as schema.org's `duration` wants. */
export function isoDuration(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return `PT${hours ? `${hours}H` : ""}${minutes ? `${minutes}M` : ""}${rest || (!hours && !minutes) ? `${rest}S` : ""}`;
}

function churchAddress(): PostalAddress {
  const address = church.streetAddress;
  return {
    "@type": "PostalAddress",
    streetAddress: address.street,
    addressLocality: address.city,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: "US",
  };
}

function organizer(origin: string): Organization {
  return { "@type": "Organization", name: church.name, url: `${origin}/` };
}

export function churchData(origin: string): WithContext<Church> {
  return {
    "@context": "https://schema.org",
    "@type": "Church",
    name: church.name,
    url: `${origin}/`,
    logo: absoluteUrl(origin, LOGO_PATH),
    image: absoluteUrl(origin, SHARE_CARD_PATH),
    telephone: church.phone.tel,
    address: churchAddress(),
    sameAs: [church.links.facebook, church.links.instagram],
  };
}

/** Events happen at the church unless Planning Center names another place (then its name, with the church's address for the map). */
function eventPlace(location: string | null): Place {
  return { "@type": "Place", name: location ?? church.name, address: churchAddress() };
}

export function eventData(event: ChurchEvent, origin: string): WithContext<Event> {
  const dateOnly = (iso: string) => formatChurchTime(Date.parse(iso), "yyyy-MM-dd");
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.name,
    startDate: event.allDay ? dateOnly(event.startsAt) : churchIsoTime(event.startsAt),
    ...(event.endsAt ? { endDate: event.allDay ? dateOnly(event.endsAt) : churchIsoTime(event.endsAt) } : {}),
    description: event.descriptionLines.join("\n") || event.name,
    image: absoluteUrl(origin, event.imageUrl ?? event.fallbackImageUrl),
    location: eventPlace(event.location),
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    organizer: organizer(origin),
    url: event.registrationUrl ?? `${origin}/events`,
  };
}

export interface ServiceEventInput {
  name: string;
  description: string;
  startsAt: number;
  endsAt: number;
  path: string;
}

/** A seasonal service (Easter, Christmas Eve) at the church. */
export function serviceEventData(service: ServiceEventInput, origin: string): WithContext<Event> {
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: service.name,
    startDate: churchIsoTime(service.startsAt),
    endDate: churchIsoTime(service.endsAt),
    description: service.description,
    image: absoluteUrl(origin, SHARE_CARD_PATH),
    location: eventPlace(null),
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    organizer: organizer(origin),
    url: absoluteUrl(origin, service.path),
  };
}

export interface SermonDataInput {
  name: string;
  description: string;
  slug: string;
  date: number;
  duration: number;
  embedUrl: string;
  pictureUrl: string | null;
  series: { name: string; slug: string } | null;
  /** What was said, from the video's text track (issue 10); absent when there is none. */
  transcript?: string;
}

export function sermonData(
  sermon: SermonDataInput,
  origin: string,
): [WithContext<VideoObject>, WithContext<BreadcrumbList>] {
  const video: WithContext<VideoObject> = {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: sermon.name,
    description: sermon.description || sermon.name,
    thumbnailUrl: absoluteUrl(origin, sermon.pictureUrl ?? SHARE_CARD_PATH),
    uploadDate: churchIsoTime(sermon.date),
    ...(sermon.duration > 0 ? { duration: isoDuration(sermon.duration) } : {}),
    ...(sermon.transcript ? { transcript: sermon.transcript } : {}),
    embedUrl: sermon.embedUrl,
    url: `${origin}/message/${sermon.slug}`,
    publisher: organizer(origin),
  };
  const trail = [
    { name: "Messages", url: `${origin}/watch` },
    ...(sermon.series ? [{ name: sermon.series.name, url: `${origin}/series/${sermon.series.slug}` }] : []),
    { name: sermon.name, url: `${origin}/message/${sermon.slug}` },
  ];
  const breadcrumbs: WithContext<BreadcrumbList> = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
  return [video, breadcrumbs];
}

export interface LiveDataInput {
  name: string;
  description: string;
  startsAt: number;
  endsAt: number;
  embedUrl: string;
  pictureUrl: string | null;
}

/** SPEC 4's live window: the stream as a VideoObject published by a live BroadcastEvent. */
export function liveData(live: LiveDataInput, origin: string): WithContext<VideoObject> {
  return {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: live.name,
    description: live.description,
    thumbnailUrl: absoluteUrl(origin, live.pictureUrl ?? SHARE_CARD_PATH),
    uploadDate: churchIsoTime(live.startsAt),
    embedUrl: live.embedUrl,
    url: `${origin}/watch/live`,
    publication: {
      "@type": "BroadcastEvent",
      isLiveBroadcast: true,
      startDate: churchIsoTime(live.startsAt),
      endDate: churchIsoTime(live.endsAt),
    },
  };
}
