import { churchDayKey } from "~/lib/church-time";
import { loadCalendarEvents } from "~/features/events/events.server";
import { getContent } from "~/server/content.server";
import { textDocument, type TextDocument } from "~/server/text-response.server";
import { contentInLanguage } from "~/i18n/content-language";
import type { Language } from "~/i18n/languages";
import { buildCalendar } from "./calendar.server";
import { builtDocuments } from "./built-documents.server";

/**
 * The served copies of /events.ics and of each event's own .ics file. A copy
 * is kept until the church-zone day changes (the day is in its key), an
 * instance in it ends, or a fresh Planning Center copy arrives
 * (forgetCalendars), so polling calendar apps cost one lookup and usually a 304.
 */

const built = builtDocuments(500);

function firstEnd(events: Awaited<ReturnType<typeof loadCalendarEvents>>): number {
  const ends = events.flatMap((event) =>
    event.instances.map((instance) => Date.parse(instance.endsAt ?? instance.startsAt)),
  );
  return Math.min(Infinity, ...ends);
}

/** The church's content and the key part it gives a copy: a content change (new service times) makes a new copy. */
function current(now: number, language: Language | undefined) {
  const folder = getContent();
  const content = language ? contentInLanguage(folder, language) : folder;
  const day = churchDayKey(now, content.church.locale.timeZone);
  return { content, key: `${content.version}|${language ?? "default"}|${day}` };
}

/** The subscription: every upcoming instance and the weekly gatherings. Throws only when events were never fetched. */
export function getChurchCalendar(origin: string, now: number, language?: Language): Promise<TextDocument> {
  const { content, key } = current(now, language);
  return built.get(`${origin}|all|${key}`, now, async () => {
    const events = await loadCalendarEvents(now, content);
    const document = textDocument(buildCalendar({ content, origin, events, now, ...(language ? { language } : {}) }));
    return { document, validUntil: firstEnd(events) };
  }) as Promise<TextDocument>;
}

/** One event's file ("Add to calendar"), or null when no upcoming event has that id. */
export function getEventCalendar(
  origin: string,
  eventId: string,
  now: number,
  language?: Language,
): Promise<TextDocument | null> {
  const { content, key } = current(now, language);
  return built.get(`${origin}|event:${eventId}|${key}`, now, async () => {
    const events = (await loadCalendarEvents(now, content)).filter((event) => event.id === eventId);
    const [event] = events;
    if (!event) return { document: null, validUntil: now + 60_000 };
    const document = textDocument(
      buildCalendar({
        content,
        origin,
        events,
        now,
        name: event.name,
        withGatherings: false,
        ...(language ? { language } : {}),
      }),
    );
    return { document, validUntil: firstEnd(events) };
  });
}

/** Called when a fresh Planning Center copy is stored (app/background.server.ts). */
export function forgetCalendars(): void {
  built.clear();
}
