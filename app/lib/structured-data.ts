import type {
  BreadcrumbList,
  Church,
  Event,
  GeoCoordinates,
  Organization,
  Place,
  PostalAddress,
  SpecialAnnouncement,
  VideoObject,
  WithContext,
} from "schema-dts";
import type { Alert, ChurchFacts } from "~/content/model";
import { formatChurchTime } from "~/lib/church-time";
import { absoluteUrl, pageUrl } from "~/lib/site-urls";
import type { ChurchEvent } from "~/types";

/**
 * JSON-LD for search engines (issue 9), typed with schema-dts. Builders take
 * the site's origin (so every URL is absolute) and the church's facts from its
 * content folder; they are pure and tested beside.
 */
export interface LinkedDataContext {
  /** The site's origin, with the page's language prefix ("https://church.example/es": issue 27). */
  origin: string;
  church: ChurchFacts;
  /** The brand's pictures (app/content/brand-images.ts): the share card and a square logo. */
  images: { shareCard: string; logo: string };
}

/** The context from what the root loader hands every page (app/content/site.ts), and the page's language prefix. */
export function linkedDataContext(
  site: {
    origin: string;
    church: ChurchFacts;
    brand: { images: Record<"share-card" | "icon-512", string> };
  },
  languagePrefix = "",
): LinkedDataContext {
  return {
    origin: site.origin + languagePrefix,
    church: site.church,
    images: { shareCard: site.brand.images["share-card"], logo: site.brand.images["icon-512"] },
  };
}

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
export function churchIsoTime(instant: number | string, timeZone: string): string {
  return formatChurchTime(
    typeof instant === "string" ? Date.parse(instant) : instant,
    "yyyy-MM-dd'T'HH:mm:ssXXX",
    timeZone,
  );
}

/** Seconds as an ISO 8601 duration (PT35M12S), as schema.org's `duration` wants. */
export function isoDuration(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return `PT${hours ? `${hours}H` : ""}${minutes ? `${minutes}M` : ""}${rest || (!hours && !minutes) ? `${rest}S` : ""}`;
}

function churchAddress(church: ChurchFacts): PostalAddress {
  const address = church.address;
  return {
    "@type": "PostalAddress",
    streetAddress: address.street,
    addressLocality: address.city,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: church.locale.country,
  };
}

function churchGeo(geo: NonNullable<ChurchFacts["geo"]>): GeoCoordinates {
  return { "@type": "GeoCoordinates", latitude: geo.latitude, longitude: geo.longitude };
}

function organizer({ origin, church }: LinkedDataContext): Organization {
  return { "@type": "Organization", name: church.name, url: `${origin}/` };
}

export function churchData(context: LinkedDataContext): WithContext<Church> {
  const { origin, church } = context;
  return {
    "@context": "https://schema.org",
    "@type": "Church",
    name: church.name,
    url: `${origin}/`,
    logo: absoluteUrl(origin, context.images.logo),
    image: absoluteUrl(origin, context.images.shareCard),
    ...(church.phone ? { telephone: church.phone.tel } : {}),
    address: churchAddress(church),
    ...(church.geo ? { geo: churchGeo(church.geo) } : {}),
    sameAs: church.social.map((link) => link.url),
  };
}

/**
 * A notice that the church is closed (alerts.yaml's `closed`, issue 18), as
 * search engines read special announcements: what, from when until when, and
 * the church it is about.
 */
export function closureData(alert: Alert, context: LinkedDataContext): WithContext<SpecialAnnouncement> {
  const { origin, church } = context;
  const timeZone = church.locale.timeZone;
  return {
    "@context": "https://schema.org",
    "@type": "SpecialAnnouncement",
    name: alert.text,
    text: alert.text,
    datePosted: churchIsoTime(alert.startsAt, timeZone),
    expires: churchIsoTime(alert.endsAt, timeZone),
    ...(alert.link ? { url: pageUrl(origin, alert.link.href) } : {}),
    announcementLocation: {
      "@type": "Church",
      name: church.name,
      url: `${origin}/`,
      address: churchAddress(church),
    },
  };
}

/** Events happen at the church unless Planning Center names another place (then its name, with the church's address for the map). */
function eventPlace(location: string | null, church: ChurchFacts): Place {
  // The church's coordinates are its building's: an event elsewhere keeps only the address.
  const geo = location === null && church.geo ? { geo: churchGeo(church.geo) } : {};
  return { "@type": "Place", name: location ?? church.name, address: churchAddress(church), ...geo };
}

export function eventData(event: ChurchEvent, context: LinkedDataContext): WithContext<Event> {
  const { origin, church } = context;
  const timeZone = church.locale.timeZone;
  const dateOnly = (iso: string) => formatChurchTime(Date.parse(iso), "yyyy-MM-dd", timeZone);
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.name,
    startDate: event.allDay ? dateOnly(event.startsAt) : churchIsoTime(event.startsAt, timeZone),
    ...(event.endsAt ? { endDate: event.allDay ? dateOnly(event.endsAt) : churchIsoTime(event.endsAt, timeZone) } : {}),
    description: event.descriptionLines.join("\n") || event.name,
    image: absoluteUrl(origin, event.imageUrl ?? event.fallbackImageUrl),
    location: eventPlace(event.location, church),
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    organizer: organizer(context),
    url: event.signUpPath ? absoluteUrl(origin, event.signUpPath) : (event.registrationUrl ?? `${origin}/events`),
  };
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
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: service.name,
    startDate: churchIsoTime(service.startsAt, timeZone),
    endDate: churchIsoTime(service.endsAt, timeZone),
    description: service.description,
    image: absoluteUrl(origin, context.images.shareCard),
    location: eventPlace(null, church),
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    organizer: organizer(context),
    url: pageUrl(origin, service.path),
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
  context: LinkedDataContext,
): [WithContext<VideoObject>, WithContext<BreadcrumbList>] {
  const { origin } = context;
  const timeZone = context.church.locale.timeZone;
  const video: WithContext<VideoObject> = {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: sermon.name,
    description: sermon.description || sermon.name,
    thumbnailUrl: absoluteUrl(origin, sermon.pictureUrl ?? context.images.shareCard),
    uploadDate: churchIsoTime(sermon.date, timeZone),
    ...(sermon.duration > 0 ? { duration: isoDuration(sermon.duration) } : {}),
    ...(sermon.transcript ? { transcript: sermon.transcript } : {}),
    embedUrl: sermon.embedUrl,
    url: `${origin}/message/${sermon.slug}`,
    publisher: organizer(context),
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
export function liveData(live: LiveDataInput, context: LinkedDataContext): WithContext<VideoObject> {
  const { origin } = context;
  const timeZone = context.church.locale.timeZone;
  return {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: live.name,
    description: live.description,
    thumbnailUrl: absoluteUrl(origin, live.pictureUrl ?? context.images.shareCard),
    uploadDate: churchIsoTime(live.startsAt, timeZone),
    embedUrl: live.embedUrl,
    url: `${origin}/watch/live`,
    publication: {
      "@type": "BroadcastEvent",
      isLiveBroadcast: true,
      startDate: churchIsoTime(live.startsAt, timeZone),
      endDate: churchIsoTime(live.endsAt, timeZone),
    },
  };
}
