import { googleMapsEmbed, googleMapsSearch, openStreetMapEmbed, openStreetMapLink } from "~/lib/map-links";
import type { ChurchFile } from "./schema";
import type { ChurchFacts, PostalAddress, Resolved, SocialLink } from "./model";

/** The church's facts (church.yaml) as the site uses them: its address on one line, its map links, staff and social links. */

const NETWORK_NAMES: Record<string, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  youtube: "YouTube",
  x: "X",
  tiktok: "TikTok",
  threads: "Threads",
  linkedin: "LinkedIn",
  vimeo: "Vimeo",
  spotify: "Spotify",
  "apple-podcasts": "Apple Podcasts",
  bluesky: "Bluesky",
  mastodon: "Mastodon",
  whatsapp: "WhatsApp",
};

export function formatAddress(address: PostalAddress): string {
  const regionLine = [address.region, address.postalCode].filter(Boolean).join(" ");
  return [address.street, address.city, regionLine].filter(Boolean).join(", ");
}

export function churchFacts(file: ChurchFile, resolve: <T>(value: T) => Resolved<T>): ChurchFacts {
  const { staff, social, locale, mapUrl, mapEmbedUrl, ...rest } = file;
  const addressLine = formatAddress(file.address);
  const mailingAddressLine = file.mailingAddress ? formatAddress(file.mailingAddress) : null;
  return {
    ...rest,
    locale: {
      ...locale,
      tag: `${locale.language}-${locale.country}`,
      ogLocale: `${locale.language}_${locale.country}`,
    },
    addressLine,
    mailingAddressLine,
    mapUrl: mapUrl ?? (file.geo ? openStreetMapLink(file.geo) : googleMapsSearch(addressLine)),
    mailingMapUrl: mailingAddressLine ? googleMapsSearch(mailingAddressLine) : null,
    mapEmbedUrl: mapEmbedUrl ?? (file.geo ? openStreetMapEmbed(file.geo) : googleMapsEmbed(addressLine)),
    staff: staff.map((member) => ({
      ...member,
      photo: member.photo ? resolve(member.photo) : null,
      since: sinceDate(member.since),
    })),
    social: social.map((link): SocialLink => ({
      network: link.network,
      url: link.url,
      label: link.label ?? NETWORK_NAMES[link.network] ?? link.network,
    })),
  };
}

function sinceDate(since: number | string | undefined): { year: number; month: number; day: number } | null {
  if (since === undefined) return null;
  if (typeof since === "number") return { year: since, month: 1, day: 1 };
  const [year, month, day] = since.split("-").map(Number);
  return { year: year!, month: month!, day: day! };
}

/**
 * Where one of the church's own events is held when its file names no place: the church itself, by name
 * and street address (the content reference: "the church when left out"). Its page, its e-mails, its
 * .ics and /my-registration all say so (issue 38).
 */
export function eventPlace(
  location: string | null | undefined,
  church: Pick<ChurchFacts, "name" | "addressLine">,
): string {
  return location ?? `${church.name}, ${church.addressLine}`;
}
