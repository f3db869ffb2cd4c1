import type { Route } from "./+types/events-calendar";
import { buildCalendar } from "~/features/feeds/calendar.server";
import { getChurchCalendar } from "~/features/feeds/published-calendar.server";
import { describeError, log } from "~/server/logger.server";
import { PUBLISHED_CACHE, siteOrigin, textDocument, textResponse } from "~/server/text-response.server";

// /events.ics: the calendar subscription of issue 9.
const CONTENT_TYPE = "text/calendar; charset=utf-8";

export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = siteOrigin(request);
  try {
    const document = await getChurchCalendar(origin, context.now);
    return textResponse(request, document, { contentType: CONTENT_TYPE, cacheControl: PUBLISHED_CACHE.events });
  } catch (error) {
    // Events were never fetched: the Sunday service alone, never kept, rather than an error.
    log("warn", "calendar without events", { error: describeError(error) });
    const serviceOnly = textDocument(buildCalendar({ origin, events: [], now: context.now }));
    return textResponse(request, serviceOnly, { contentType: CONTENT_TYPE, cacheControl: PUBLISHED_CACHE.fallback });
  }
}
