import type { ChurchFacts } from "~/content/model";
import { formatChurchTime } from "~/lib/church-time";

/** What every builder takes: the site's origin (so every URL is absolute) and the church's facts. */
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
