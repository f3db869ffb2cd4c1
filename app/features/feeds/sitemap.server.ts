import { Readable } from "node:stream";
import { SitemapStream, streamToPromise, type SitemapItemLoose } from "sitemap";
import type { Series } from "~/types";
import { listSeriesWithSermons } from "~/features/sermons/sermons.server";
import type { ChurchContent } from "~/content/model";
import { isServedPath, type IntegrationModes } from "~/content/site";
import { FEATURE_PAGES } from "~/content/site-paths";
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
export function sitePages(content: ChurchContent, modes: IntegrationModes): string[] {
  const contentPaths = content.pages.flatMap((page) => [page.path, ...page.alsoAt]);
  const featurePaths = FEATURE_PAGES.filter((page) => page.listed && isServedPath(content, modes, page.path)).map(
    (page) => page.path,
  );
  return [...contentPaths, ...featurePaths];
}

export async function buildSitemap(origin: string, pages: readonly string[], series: Series[]): Promise<string> {
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
  const stream = new SitemapStream({
    hostname: origin,
    lastmodDateOnly: true,
    xmlns: { news: false, xhtml: false, image: false, video: false },
  });
  return (await streamToPromise(Readable.from(items).pipe(stream))).toString("utf8");
}

const built = builtDocuments(200);

/** Throws only when sermons were never fetched (the route then lists the pages alone). */
export async function getSitemap(origin: string, now: number): Promise<TextDocument> {
  const content = getContent();
  const modes = getEnv().modes;
  const pages = sitePages(content, modes);
  // Without Vimeo there are no series or sermons to list, and nothing to wait for.
  if (modes.vimeo === "off") return textDocument(await buildSitemap(origin, pages, []));
  const document = await built.get(`${origin}|${content.version}`, now, async () => ({
    document: textDocument(await buildSitemap(origin, pages, await listSeriesWithSermons())),
    validUntil: Infinity,
  }));
  return document as TextDocument;
}

/** The pages alone, for when no sermon copy exists at all (an outage since the very first start). */
export async function getPagesOnlySitemap(origin: string): Promise<TextDocument> {
  return textDocument(await buildSitemap(origin, sitePages(getContent(), getEnv().modes), []));
}

/** Called when a fresh sermon copy is stored (app/background.server.ts). */
export function forgetSitemaps(): void {
  built.clear();
}
