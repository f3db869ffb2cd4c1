import { Readable } from "node:stream";
import { SitemapStream, streamToPromise, type SitemapItemLoose } from "sitemap";
import type { Series } from "~/types";
import { listSeriesWithSermons } from "~/features/sermons/sermons.server";
import type { ChurchContent } from "~/content/model";
import { isServedPath, type IntegrationModes } from "~/content/site";
import { FEATURE_PAGES } from "~/content/site-paths";
import { siteLanguages } from "~/i18n/content-language";
import type { Language } from "~/i18n/languages";
import { localizedPath } from "~/i18n/paths";
import { getContent } from "~/server/content.server";
import { getEnv } from "~/server/env.server";
import { textDocument, type TextDocument } from "~/server/text-response.server";
import { builtDocuments } from "./built-documents.server";

/**
 * /sitemap.xml (issue 9): every page of SPEC 2.1 and every series and sermon
 * with its date as lastmod, written by the `sitemap` library. Built once per
 * fresh sermon copy, like the podcast feeds.
 */

/**
 * Every page the church's site serves now (issue 17): the content folder's
 * pages (and their other addresses), and the site's own pages whose service is
 * on (the sermon pages without Vimeo are not there); `npm run lighthouse`
 * measures each.
 */
export function sitePages(
  content: ChurchContent,
  modes: IntegrationModes,
  { givingServed = getEnv().stripe !== "off" }: { givingServed?: boolean } = {},
): string[] {
  const contentPaths = content.pages.flatMap((page) => [page.path, ...page.alsoAt]);
  const featurePaths = FEATURE_PAGES.filter((page) => page.listed && isServedPath(content, modes, page.path)).map(
    (page) => page.path,
  );
  // /give is the giving form's page when giving.yaml takes gifts, with or without a pages/give.yaml (issue 38).
  const give = content.giving.mode === "stripe" && givingServed && !contentPaths.includes("/give") ? ["/give"] : [];
  return [...contentPaths, ...featurePaths, ...give];
}

/** The languages the site speaks, and the church's country for the hreflang tags ("es-US"). */
export interface SitemapLanguages {
  default: Language;
  all: Language[];
  country: string;
}

/**
 * Every address in each language the site speaks (issue 27), each with the
 * xhtml:link alternates of its page in every language and x-default (the
 * default language's), as hreflang in the site map asks: every page exists in
 * every language (an untranslated one in the default language's words).
 */
function inEveryLanguage(items: SitemapItemLoose[], languages: SitemapLanguages | undefined): SitemapItemLoose[] {
  if (!languages || languages.all.length < 2) return items;
  return items.flatMap((item) => {
    const pathIn = (language: Language) => localizedPath(item.url, language, languages.default);
    const links = [
      ...languages.all.map((language) => ({ lang: `${language}-${languages.country}`, url: pathIn(language) })),
      { lang: "x-default", url: pathIn(languages.default) },
    ];
    return languages.all.map((language) => ({ ...item, url: pathIn(language), links }));
  });
}

export async function buildSitemap(
  origin: string,
  pages: readonly string[],
  series: Series[],
  languages?: SitemapLanguages,
): Promise<string> {
  const items: SitemapItemLoose[] = pages.map((path) => ({ url: path }));
  const seen = new Set<string>();
  for (const entry of series) {
    const latest = Math.max(...entry.sermons.map((sermon) => sermon.date));
    items.push({
      url: `/series/${entry.slug}`,
      ...(Number.isFinite(latest) ? { lastmod: new Date(latest).toISOString() } : {}),
    });
    for (const sermon of entry.sermons) {
      // A sermon in two series has one page.
      if (seen.has(sermon.slug)) continue;
      seen.add(sermon.slug);
      items.push({ url: `/message/${sermon.slug}`, lastmod: new Date(sermon.date).toISOString() });
    }
  }
  const multilingual = (languages?.all.length ?? 0) > 1;
  const stream = new SitemapStream({
    hostname: origin,
    lastmodDateOnly: true,
    xmlns: { news: false, xhtml: multilingual, image: false, video: false },
  });
  return (await streamToPromise(Readable.from(inEveryLanguage(items, languages)).pipe(stream))).toString("utf8");
}

const built = builtDocuments(200);

function sitemapLanguages(content: ChurchContent): SitemapLanguages {
  return { ...siteLanguages(content), country: content.church.locale.country };
}

/** Throws only when sermons were never fetched (the route then lists the pages alone). */
export async function getSitemap(origin: string, now: number): Promise<TextDocument> {
  const content = getContent();
  const modes = getEnv().modes;
  const pages = sitePages(content, modes);
  // Without Vimeo there are no series or sermons to list, and nothing to wait for.
  const languages = sitemapLanguages(content);
  if (modes.vimeo === "off") return textDocument(await buildSitemap(origin, pages, [], languages));
  const document = await built.get(`${origin}|${content.version}`, now, async () => ({
    document: textDocument(await buildSitemap(origin, pages, await listSeriesWithSermons(), languages)),
    validUntil: Infinity,
  }));
  return document as TextDocument;
}

/** The pages alone, for when no sermon copy exists at all (an outage since the very first start). */
export async function getPagesOnlySitemap(origin: string): Promise<TextDocument> {
  const content = getContent();
  return textDocument(await buildSitemap(origin, sitePages(content, getEnv().modes), [], sitemapLanguages(content)));
}

/** Called when a fresh sermon copy is stored (app/background.server.ts). */
export function forgetSitemaps(): void {
  built.clear();
}
