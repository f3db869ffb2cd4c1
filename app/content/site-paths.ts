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
  /** How the menu names it when navigation.yaml gives no label: its message (app/messages/<language>/layout.json). */
  titleKey: FeatureTitleKey;
  /** Served only while this service is live or demo (/events also with events in the content folder); null: always. */
  needs: Integration | null;
  /** Listed in the sitemap. */
  listed: boolean;
}

type FeatureTitleKey =
  | "layout.page.events"
  | "layout.page.watch"
  | "layout.page.live"
  | "layout.page.search"
  | "layout.page.scripture"
  | "app.title";

export const FEATURE_PAGES: readonly FeaturePage[] = [
  { path: "/events", titleKey: "layout.page.events", needs: "planningCenter", listed: true },
  { path: "/watch", titleKey: "layout.page.watch", needs: "vimeo", listed: true },
  { path: "/watch/live", titleKey: "layout.page.live", needs: null, listed: true },
  { path: "/watch/search", titleKey: "layout.page.search", needs: "vimeo", listed: true },
  { path: "/watch/scripture", titleKey: "layout.page.scripture", needs: "vimeo", listed: true },
  // How to add the church to a phone's home screen, and its notifications (issue 44).
  { path: "/app", titleKey: "app.title", needs: null, listed: true },
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
  // The church's own forms (issue 35).
  "/forms",
  "/visits",
  "/graphql",
  "/healthz",
  "/xsrf",
  // The church as an app (issue 44): its page and the service worker's offline page.
  "/app",
  "/offline",
] as const;

/** Whether a content page may live at `path`. */
export function isReservedPath(path: string): boolean {
  return RESERVED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export function featurePage(path: string): FeaturePage | undefined {
  return FEATURE_PAGES.find((page) => page.path === path);
}
