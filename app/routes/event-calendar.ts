import type { Route } from "./+types/event-calendar";
import { getEventCalendar } from "~/features/feeds/published-calendar.server";
import { describeError, log } from "~/server/logger.server";
import { notFoundText, PUBLISHED_CACHE, siteOrigin, textResponse } from "~/server/text-response.server";

// /events/{id}/calendar.ics: one event's "Add to calendar" file (issue 9).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!/^[\w-]{1,64}$/.test(params.id)) return notFoundText();
  let document;
  try {
    document = await getEventCalendar(siteOrigin(request), params.id, context.now, context.language);
  } catch (error) {
    log("warn", "event calendar without events", { error: describeError(error) });
  }
  if (!document) return notFoundText();
  return textResponse(request, document, {
    contentType: "text/calendar; charset=utf-8",
    cacheControl: PUBLISHED_CACHE.events,
    headers: { "Content-Disposition": `attachment; filename="event-${params.id}.ics"` },
  });
}
