import { Podcast, type ItemOptions } from "podcast";
import type { Series, Sermon } from "~/types";
import { listSeriesWithSermons } from "~/features/sermons/sermons.server";
import { seriesInLanguage, seriesLanguage } from "~/features/sermons/series-language";
import { contentInLanguage, siteLanguages } from "~/i18n/content-language";
import { translator } from "~/i18n/translate";
import type { Language } from "~/i18n/languages";
import { localizedPath } from "~/i18n/paths";
import { getContent } from "~/server/content.server";
import { textDocument, type TextDocument } from "~/server/text-response.server";
import { plainXmlText } from "./xml-text";
import { builtDocuments } from "./built-documents.server";

/**
 * The podcast feeds of issue 9: RSS 2.0 with Apple's iTunes namespace, built
 * by the `podcast` library from the sermon cache. A feed is built once per
 * fresh sermon copy (see forgetPublishedCopies) and then served as is.
 */

export interface PodcastFeedInput {
  origin: string;
  /** Every series with its sermons (a sermon in two series appears once). */
  series: Series[];
  /** One series only (its own feed), or every sermon. */
  only?: Series;
  /** Download links that have expired by now are left out. */
  now: number;
  /**
   * The feed's language (issue 27): every sermon's feed lists that language's
   * series, its links are its pages (`/es/…`); the default language's if omitted.
   * A series' own feed is in the series' language, whatever the address (issue 36).
   */
  language?: Language;
}

export function buildPodcastFeed({ origin, series, only, now, language }: PodcastFeedInput): string {
  const languages = siteLanguages(getContent());
  const feedLanguage = only ? seriesLanguage(only, getContent()) : (language ?? languages.default);
  // The church's words (its tagline) and the site's own in the feed's language.
  const content = contentInLanguage(getContent(), feedLanguage);
  const { church } = content;
  const { t } = translator(feedLanguage, church.locale.country, content.messages);
  const at = (sitePath: string) => `${origin}${localizedPath(sitePath, feedLanguage, languages.default)}`;
  const title = only ? `${only.name} · ${church.name}` : t("sermons.feed.all", { church: church.name });
  const path = only ? `/series/${only.slug}` : "/watch";
  const description = plainXmlText(
    only?.description ||
      t("siteWords.podcast.description", { church: church.name, city: church.address.city, tagline: church.tagline }),
  );
  const feed = new Podcast({
    title: plainXmlText(title),
    description,
    feedUrl: at(`${path === "/watch" ? "" : path}/podcast.xml`),
    siteUrl: at(path),
    imageUrl: `${origin}${getContent().brand.images.podcast}`,
    language: `${feedLanguage}-${church.locale.country}`,
    copyright: church.name,
    // The sermon cache's freshness (one hour) is how often it can change.
    ttl: 60,
    namespaces: { iTunes: true },
    itunesAuthor: church.name,
    itunesSummary: description,
    ...(church.email ? { itunesOwner: { name: church.name, email: church.email } } : {}),
    itunesImage: `${origin}${getContent().brand.images.podcast}`,
    itunesCategory: [{ text: "Religion & Spirituality", subcats: [{ text: "Christianity" }] }],
    itunesExplicit: false,
    itunesType: "episodic",
  });
  const listed = only ? [only] : seriesInLanguage(series, feedLanguage, content);
  for (const sermon of newestFirst(listed)) feed.addItem(feedItem(sermon, at, now));
  const xml = feed.buildXml();
  // Apple recommends <itunes:owner> (the address it writes to about the show) but does not require it. The
  // library always writes one, with an empty e-mail when it has none: a church without an office address
  // (church.yaml `email`) has none in its feed rather than an empty one.
  return church.email ? xml : xml.replace(/<itunes:owner>[\s\S]*?<\/itunes:owner>/, "");
}

function newestFirst(series: Series[]): Sermon[] {
  const byUri = new Map<string, Sermon>();
  for (const entry of series) for (const sermon of entry.sermons) byUri.set(sermon.uri, sermon);
  return [...byUri.values()].sort((a, b) => b.date - a.date);
}

function feedItem(sermon: Sermon, at: (sitePath: string) => string, now: number): ItemOptions {
  const file = sermon.mediaFile;
  const usable = file && (file.expiresAt === null || file.expiresAt > now);
  const description = plainXmlText(sermon.description);
  return {
    title: plainXmlText(sermon.name),
    description,
    url: at(`/message/${sermon.slug}`),
    // The Vimeo URI never changes, even when the sermon is renamed (its slug would).
    guid: sermon.uri,
    date: new Date(sermon.date),
    // Only what Apple asks for per episode: the channel's itunes:explicit covers every item,
    // and each element less keeps a 1,000-sermon feed within its build-time budget.
    itunesDuration: sermon.duration > 0 ? sermon.duration : undefined,
    enclosure: usable ? { url: file.url, size: file.size, type: file.type } : undefined,
  };
}

// ── Served copies ─────────────────────────────────────────────────────────

const built = builtDocuments(200);

/**
 * The feed of every sermon (`slug` undefined) or of one series; null when no
 * series has that slug. Throws only when sermons were never fetched.
 */
export async function getPodcastFeed(
  origin: string,
  slug: string | undefined,
  now: number,
  language?: Language,
): Promise<TextDocument | null> {
  return built.get(`${origin}|${slug ?? ""}|${language ?? ""}`, now, async () => {
    const series = await listSeriesWithSermons();
    const only = slug === undefined ? undefined : series.find((entry) => entry.slug === slug);
    const document =
      slug !== undefined && !only ? null : textDocument(buildPodcastFeed({ origin, series, only, now, language }));
    // A download link in the feed expires: rebuild then.
    const expiries = series
      .flatMap((entry) => entry.sermons.map((sermon) => sermon.mediaFile?.expiresAt ?? Infinity))
      .filter((expiresAt) => expiresAt > now);
    return { document, validUntil: Math.min(Infinity, ...expiries) };
  });
}

/** Called when a fresh sermon copy is stored (app/background.server.ts): the next request rebuilds. */
export function forgetPodcastFeeds(): void {
  built.clear();
}
