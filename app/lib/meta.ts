import type { MetaDescriptor } from "react-router";
import type { Site } from "~/content/site";
import type { Language } from "~/i18n/languages";
import { translator, type MessageOverrides, type Translate } from "~/i18n/translate";

/** What a route's meta function receives that this module reads: the root match's data. */
export interface MetaContext {
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
}

/** The church's name from the root loader's data (a page rendered after an error may lack it). */
export function siteName(context: MetaContext): string {
  const root = context.matches.find((match) => match?.id === "root")?.data as { site?: Site } | undefined;
  return root?.site?.church.name ?? "";
}

/**
 * The page's translator in a meta function (which cannot use hooks): the root
 * loader's language and the church's own wording, as useT() has them.
 */
export function metaT(context: MetaContext): Translate {
  const root = context.matches.find((match) => match?.id === "root")?.data as
    { site?: Site & { messages?: MessageOverrides }; language?: Language } | undefined;
  return translator(root?.language ?? "en", root?.site?.church.locale.country, root?.site?.messages).t;
}

/** The page's language prefix ("/es"; "" in the default language), from the root loader's data (issue 27). */
export function languagePrefix(context: MetaContext): string {
  const root = context.matches.find((match) => match?.id === "root")?.data as
    { language?: string; languages?: { default: string } } | undefined;
  return root?.language && root.languages && root.language !== root.languages.default ? `/${root.language}` : "";
}

/** SPEC 2.1: '{church name}: X', or the church name alone. */
export function pageTitle(churchName: string, title?: string): string {
  if (!churchName) return title ?? "";
  return title ? `${churchName}: ${title}` : churchName;
}

/**
 * The title and description of a page, also as its share card's text (Open
 * Graph and Twitter). The card's absolute URL and picture are added for every
 * page by the root layout (app/components/layout/share-tags.tsx).
 */
export function pageMeta(context: MetaContext, title: string | undefined, description: string): MetaDescriptor[] {
  const fullTitle = pageTitle(siteName(context), title);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
  ];
}

/** A visitor's own page (a signed link's, a form's answer): its title and description, and never indexed. */
export function privatePageMeta(context: MetaContext, title: string | undefined, description = ""): MetaDescriptor[] {
  return [...pageMeta(context, title, description), { name: "robots", content: "noindex" }];
}
