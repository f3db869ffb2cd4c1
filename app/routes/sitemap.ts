import type { Route } from "./+types/sitemap";
import { getPagesOnlySitemap, getSitemap } from "~/features/feeds/sitemap.server";
import { describeError, log } from "~/server/logger.server";
import { PUBLISHED_CACHE, siteOrigin, textResponse } from "~/server/text-response.server";

// /sitemap.xml (issue 9).
const CONTENT_TYPE = "application/xml; charset=utf-8";

export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = siteOrigin(request);
  try {
    return textResponse(request, await getSitemap(origin, context.now), {
      contentType: CONTENT_TYPE,
      cacheControl: PUBLISHED_CACHE.sermons,
    });
  } catch (error) {
    // Sermons were never fetched: the pages alone, never kept.
    log("warn", "sitemap without sermons", { error: describeError(error) });
    return textResponse(request, await getPagesOnlySitemap(origin), {
      contentType: CONTENT_TYPE,
      cacheControl: PUBLISHED_CACHE.fallback,
    });
  }
}
