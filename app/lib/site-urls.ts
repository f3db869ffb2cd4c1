/**
 * The site's own addresses that every page's share tags need. Kept apart from
 * the JSON-LD builders (structured-data.ts) so the shell that every page loads
 * does not carry them.
 */

/** A path on this site, or an https URL, as an absolute URL. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin}/`).href;
}
