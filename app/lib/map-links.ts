import type { Translate } from "~/i18n/translate";
/**
 * Map addresses for the church's place (church.yaml: `geo`, `mapUrl`,
 * `mapEmbedUrl`), and the name of the map service a link opens, so a link's
 * label says where it leads ("Open the map in OpenStreetMap") and never names a
 * service it does not open.
 */

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Services a visitor would recognise by name, by the hosts their map links use. */
const MAP_SERVICES: readonly { name: string; matches: (host: string, path: string) => boolean }[] = [
  {
    name: "Google Maps",
    matches: (host, path) =>
      /^maps\.google\.[a-z.]+$/.test(host) ||
      host === "maps.app.goo.gl" ||
      (host === "goo.gl" && path.startsWith("/maps")) ||
      (/^(www\.)?google\.[a-z.]+$/.test(host) && path.startsWith("/maps")),
  },
  { name: "OpenStreetMap", matches: (host) => /^(www\.)?(openstreetmap\.org|osm\.org)$/.test(host) },
  { name: "Apple Maps", matches: (host) => host === "maps.apple.com" || host === "maps.apple" },
  { name: "Bing Maps", matches: (host, path) => /^(www\.)?bing\.com$/.test(host) && path.startsWith("/maps") },
];

/** "Google Maps", "OpenStreetMap", "Apple Maps", "Bing Maps", or null for a service of another name. */
export function mapServiceName(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.toLowerCase();
  return MAP_SERVICES.find((service) => service.matches(host, parsed.pathname))?.name ?? null;
}

/** The map link's label: the service by name when it is one a visitor knows. */
export function mapLinkLabel(url: string, t?: Translate): string {
  const service = mapServiceName(url);
  if (t) return service ? t("home.map.openIn", { service }) : t("home.map.open");
  return service ? `Open the map in ${service}` : "Open the map";
}

/** The zoom of a map that shows the building and the streets around it. */
const STREET_ZOOM = 17;
/** Half the embedded map's width and height, in degrees: a few streets around the church. */
const EMBED_SPAN = 0.004;

const fixed = (degrees: number) => degrees.toFixed(6).replace(/\.?0+$/, "");

/** OpenStreetMap at the church, with a marker on it. */
export function openStreetMapLink({ latitude, longitude }: Coordinates): string {
  const lat = fixed(latitude);
  const lon = fixed(longitude);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${STREET_ZOOM}/${lat}/${lon}`;
}

/** OpenStreetMap's embeddable map around the church, with a marker on it. */
export function openStreetMapEmbed({ latitude, longitude }: Coordinates): string {
  const box = [longitude - EMBED_SPAN, latitude - EMBED_SPAN, longitude + EMBED_SPAN, latitude + EMBED_SPAN]
    .map(fixed)
    .join(",");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(box)}&layer=mapnik&marker=${fixed(latitude)}%2C${fixed(longitude)}`;
}

/** Google Maps' search for an address: the link when the church gives neither coordinates nor its own link. */
export function googleMapsSearch(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** Google's embedded map of an address: the embed when the church gives neither coordinates nor its own. */
export function googleMapsEmbed(query: string): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`;
}
