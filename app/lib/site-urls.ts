/**
 * The site's own addresses that every page's share tags need. Kept apart from
 * the JSON-LD builders (structured-data.ts) so the shell that every page loads
 * does not carry them.
 */

/**
 * A page of this site (a site path), or any URL, as an absolute URL from `base`,
 * which may end in a language's prefix ("https://church.example/es": issue 27).
 */
export function pageUrl(base: string, pathOrUrl: string): string {
  return pathOrUrl.startsWith("/") && !pathOrUrl.startsWith("//")
    ? `${base}${pathOrUrl}`
    : absoluteUrl(base, pathOrUrl);
}

/** A path on this site, or an https URL, as an absolute URL. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin}/`).href;
}
