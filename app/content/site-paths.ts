/**
 * The site's own screens (app/routes.ts), which no content page may take, and
 * which upstream service each needs: a screen whose service is off is not
 * served, linked or listed (issue 17). Kept beside the content model so the
 * checker, the menu and the sitemap read one list; a test holds it to the
 * route table.
 */

export type Integration = "vimeo" | "planningCenter" | "mailchimp";

export interface FeaturePage {
  path: string;
  /** How the menu names it when navigation.yaml gives no label. */
  title: string;
  /** Served only while this service is live or demo (/events also with events in the content folder); null: always. */
  needs: Integration | null;
  /** Listed in the sitemap. */
  listed: boolean;
}

export const FEATURE_PAGES: readonly FeaturePage[] = [
  { path: "/events", title: "Events", needs: "planningCenter", listed: true },
  { path: "/watch", title: "Sermons", needs: "vimeo", listed: true },
  { path: "/watch/live", title: "Watch Service Online", needs: null, listed: true },
  { path: "/watch/search", title: "Search Sermons", needs: "vimeo", listed: true },
  { path: "/watch/scripture", title: "Scripture Index", needs: "vimeo", listed: true },
];

/** Path prefixes the site answers itself (feeds, files, staff pages, sermon pages). */
export const RESERVED_PREFIXES = [
  "/watch",
  "/series",
  "/message",
  "/events",
  "/admin",
  "/media",
  "/files",
  "/brand",
  "/newsletter",
  "/plan-visit",
  "/my-visit",
  "/sign-ups",
  "/visits",
  "/graphql",
  "/healthz",
  "/xsrf",
] as const;

/** Whether a content page may live at `path`. */
export function isReservedPath(path: string): boolean {
  return RESERVED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export function featurePage(path: string): FeaturePage | undefined {
  return FEATURE_PAGES.find((page) => page.path === path);
}
