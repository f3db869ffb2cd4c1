import type { MetaDescriptor } from "react-router";
import { church } from "~/content/church";

/** SPEC 2.1: '{church name}: X', or the church name alone. */
export function pageTitle(title?: string): string {
  return title ? `${church.name}: ${title}` : church.name;
}

/**
 * The title and description of a page, also as its share card's text (Open
 * Graph and Twitter). The card's absolute URL and picture are added for every
 * page by the root layout (app/components/layout/share-tags.tsx).
 */
export function pageMeta(title: string | undefined, description: string): MetaDescriptor[] {
  const fullTitle = pageTitle(title);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
  ];
}
