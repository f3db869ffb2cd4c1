import type { Route } from "./+types/podcast-feed";
import { buildPodcastFeed, getPodcastFeed } from "~/features/feeds/podcast.server";
import { isPlausibleSlug } from "~/features/sermons/sermons.server";
import { getEnv } from "~/server/env.server";
import { describeError, log } from "~/server/logger.server";
import { notFoundText, PUBLISHED_CACHE, siteOrigin, textDocument, textResponse } from "~/server/text-response.server";

// /podcast.xml (every sermon) and /series/{slug}/podcast.xml (one series): issue 9.
const CONTENT_TYPE = "application/rss+xml; charset=utf-8";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const origin = siteOrigin(request);
  const slug = params.id;
  // Issue 17: without Vimeo (off) there are no sermons and no feeds, never the demo church's.
  if (getEnv().modes.vimeo === "off") return notFoundText();
  if (slug !== undefined && !isPlausibleSlug(slug)) return notFoundText();
  let document;
  try {
    // The page's language's feed (`/es/podcast.xml`: issue 27).
    document = await getPodcastFeed(origin, slug, context.now, context.language);
  } catch (error) {
    // Sermons were never fetched: an empty feed, never kept, rather than an error page.
    log("warn", "podcast feed without sermons", { error: describeError(error) });
    const empty = textDocument(buildPodcastFeed({ origin, series: [], now: context.now, language: context.language }));
    return textResponse(request, empty, { contentType: CONTENT_TYPE, cacheControl: PUBLISHED_CACHE.fallback });
  }
  if (!document) return notFoundText();
  return textResponse(request, document, { contentType: CONTENT_TYPE, cacheControl: PUBLISHED_CACHE.sermons });
}
