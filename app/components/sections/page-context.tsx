import { createContext, useContext } from "react";
import type { Page, Resolved } from "~/content/model";
import type { SectionOf, SectionType } from "~/content/schema";
import type { Site } from "~/content/site";
import type { DateStyle } from "~/lib/date-patterns";
import type { Placeholders } from "~/lib/markdown";
import type { SeasonView } from "~/lib/seasonal";
import type { Language } from "~/i18n/languages";

/** One section's data, its pictures resolved. */
export type SectionData<T extends SectionType> = Resolved<SectionOf<T>>;

/**
 * What every section of a content page may read: the site, the page, the
 * request's clock in the church's style, and (on a seasonal page) what the
 * season says now. The content page provides it; sections are pure functions
 * of it and of their own data.
 */
export interface PageContextValue {
  site: Site;
  page: Page;
  now: number;
  style: DateStyle;
  layout: "stack" | "bands";
  /** A seasonal page's state. */
  season: SeasonView | null;
  /** Where "Plan your visit" buttons without an href lead: the page's form, or /visit once a season has passed. */
  planHref: string;
  placeholders: Placeholders;
  /** Data the loader prepared for sections that need the clock or a feature (by section index). */
  prepared: Record<number, unknown>;
  /**
   * The language of the church's words on a page not yet translated into the page's language (issue 36):
   * they are marked with it, while the site's interface around them (a form, a finder) keeps the page's.
   */
  textLang?: Language;
}

const PageContext = createContext<PageContextValue | null>(null);
export const PageContextProvider = PageContext.Provider;

export function usePageContext(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error("a section rendered outside a content page");
  return value;
}

/**
 * Whether a link from the content leads somewhere this site serves: links to
 * the site's own pages of a service that is off (sermons without Vimeo) are
 * left out rather than lead to a 404 (issue 17).
 */
export function useLeadsSomewhere(): (href: string | undefined) => boolean {
  const { site } = usePageContext();
  return (href) => {
    if (!href || !href.startsWith("/") || href.startsWith("//")) return true;
    const path = href.split(/[?#]/, 1)[0]!;
    if (path.startsWith("/series/") || path.startsWith("/message/")) return site.features.sermons;
    return site.served.includes(path);
  };
}

/** Fills a plain text's placeholders ({church}, {date}…) for headings and labels. */
export function useFill(): (text: string) => string {
  const { placeholders } = usePageContext();
  return (text) =>
    text.replace(/\{(\w+)\}/g, (whole, name: string) => String(placeholders[name as keyof Placeholders] ?? whole));
}
