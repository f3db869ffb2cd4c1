import { Readable } from "node:stream";
import { SitemapStream, streamToPromise, type SitemapItemLoose } from "sitemap";
import type { Series } from "~/types";
import { listSeriesWithSermons } from "~/features/sermons/sermons.server";
import { textDocument, type TextDocument } from "~/server/text-response.server";
import { builtDocuments } from "./built-documents.server";

/**
 * /sitemap.xml (issue 9): every page of SPEC 2.1 and every series and sermon
 * with its date as lastmod, written by the `sitemap` library. Built once per
 * fresh sermon copy, like the podcast feeds.
 */

/** SPEC 2.1's pages and the sermon finder (redirects and form endpoints are not pages); `npm run lighthouse` measures each. */
export const SITE_PAGES = [
  "/",
  "/about",
  "/events",
  "/connect",
  "/groups",
  "/ministries/kids",
  "/ministries/youth",
  "/ministries/adults",
  "/ministries/worship",
  "/ministries/serve",
  "/watch",
  "/watch/live",
  "/watch/search",
  "/watch/scripture",
  "/resources",
  "/contact",
  "/give",
  "/baptism",
  "/visit",
  "/christmas",
  "/easter",
  "/privacy",
] as const;

export async function buildSitemap(origin: string, series: Series[]): Promise<string> {
  const items: SitemapItemLoose[] = SITE_PAGES.map((path) => ({ url: path }));
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
  const document = await built.get(origin, now, async () => ({
    document: textDocument(await buildSitemap(origin, await listSeriesWithSermons())),
    validUntil: Infinity,
  }));
  return document as TextDocument;
}

/** The pages alone, for when no sermon copy exists at all (an outage since the very first start). */
export async function getPagesOnlySitemap(origin: string): Promise<TextDocument> {
  return textDocument(await buildSitemap(origin, []));
}

/** Called when a fresh sermon copy is stored (app/background.server.ts). */
export function forgetSitemaps(): void {
  built.clear();
}
