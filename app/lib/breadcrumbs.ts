import type { BreadcrumbList, WithContext } from "schema-dts";
import { pageUrl } from "./site-urls";

/** One step of a trail: a name, and the path it links to (none for a menu group without a page). */
export interface Crumb {
  name: string;
  path: string | null;
}

/**
 * A breadcrumb trail as schema.org's BreadcrumbList (issue 9); steps without a page are left out.
 * `base` is the origin, with the page's language prefix ("https://church.example/es": issue 27).
 */
export function breadcrumbData(crumbs: readonly Crumb[], base: string): WithContext<BreadcrumbList> {
  const linked = crumbs.filter((crumb): crumb is { name: string; path: string } => crumb.path !== null);
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: linked.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: pageUrl(base, crumb.path),
    })),
  };
}
