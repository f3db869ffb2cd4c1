/**
 * Which platform a player or video address belongs to (issue 26: the live
 * stream on the platform the church really uses). The privacy policy names it,
 * the content security policy allows its frames and nothing more, and the live
 * page embeds it or, for a platform the site does not know, links to it.
 */

export type VideoPlatform = "vimeo" | "youtube" | "facebook" | "other";

/** The platforms the site embeds, with the origins their players are framed from and their names. */
export const VIDEO_PLATFORMS = {
  vimeo: { name: "Vimeo", frameOrigins: ["https://player.vimeo.com", "https://vimeo.com"] },
  youtube: { name: "YouTube", frameOrigins: ["https://www.youtube-nocookie.com", "https://www.youtube.com"] },
  facebook: { name: "Facebook", frameOrigins: ["https://www.facebook.com"] },
} as const satisfies Record<Exclude<VideoPlatform, "other">, { name: string; frameOrigins: readonly string[] }>;

const HOSTS: [RegExp, Exclude<VideoPlatform, "other">][] = [
  [/(^|\.)vimeo\.com$/, "vimeo"],
  [/(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be)$/, "youtube"],
  [/(^|\.)(facebook\.com|fb\.watch)$/, "facebook"],
];

/** The platform of `address` by its host; "other" for any other site or an address that is not one. */
export function videoPlatformOf(address: string): VideoPlatform {
  let host: string;
  try {
    host = new URL(address).hostname.toLowerCase();
  } catch {
    return "other";
  }
  return HOSTS.find(([pattern]) => pattern.test(host))?.[1] ?? "other";
}
