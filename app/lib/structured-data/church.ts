import type { Church, GeoCoordinates, Organization, PostalAddress, SpecialAnnouncement, WithContext } from "schema-dts";
import type { Alert, ChurchFacts } from "~/content/model";
import { absoluteUrl, pageUrl } from "~/lib/site-urls";
import { churchIsoTime, type LinkedDataContext } from "./context";

/** The church itself (schema.org Church, Organization, PostalAddress, GeoCoordinates) and its closures. */

export function churchAddress(church: ChurchFacts): PostalAddress {
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

export function churchGeo(geo: NonNullable<ChurchFacts["geo"]>): GeoCoordinates {
  return { "@type": "GeoCoordinates", latitude: geo.latitude, longitude: geo.longitude };
}

/** The church as the organizer of an event or the publisher of a video. */
export function organizer({ origin, church }: LinkedDataContext): Organization {
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
