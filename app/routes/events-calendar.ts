import type { Route } from "./+types/events-calendar";
import { buildCalendar } from "~/features/feeds/calendar.server";
import { getChurchCalendar } from "~/features/feeds/published-calendar.server";
import { hasEvents } from "~/content/site";
import { getEnv } from "~/server/env.server";
import { describeError, log } from "~/server/logger.server";
import { PUBLISHED_CACHE, siteOrigin, textDocument, textResponse } from "~/server/text-response.server";

// /events.ics: the calendar subscription of issue 9.
const CONTENT_TYPE = "text/calendar; charset=utf-8";

function eventsServed(content: Route.LoaderArgs["context"]["content"]): boolean {
  return hasEvents(content, getEnv().modes);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = siteOrigin(request);
  try {
    // Without Planning Center, the church's calendar holds its weekly gatherings alone.
    if (!eventsServed(context.content)) throw new Error("no events: Planning Center is off and the church lists none");
    const document = await getChurchCalendar(origin, context.now, context.language);
    return textResponse(request, document, { contentType: CONTENT_TYPE, cacheControl: PUBLISHED_CACHE.events });
  } catch (error) {
    // Events were never fetched (or Planning Center is off): the weekly gatherings alone, never kept, rather than an error.
    const eventsPage = eventsServed(context.content);
    if (eventsPage) log("warn", "calendar without events", { error: describeError(error) });
    const serviceOnly = textDocument(
      buildCalendar({
        content: context.content,
        origin,
        events: [],
        now: context.now,
        eventsPage,
        ...(context.language ? { language: context.language } : {}),
      }),
    );
    return textResponse(request, serviceOnly, { contentType: CONTENT_TYPE, cacheControl: PUBLISHED_CACHE.fallback });
  }
}
