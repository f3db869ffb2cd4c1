import type { ChurchEvent, EventsPageData } from "~/types";
import { cachedRead } from "~/server/cache.server";
import { getEnv } from "~/server/env.server";
import { log, describeError } from "~/server/logger.server";
import { churchDayKey, formatChurchTime } from "~/lib/church-time";
import { eventDateLabel } from "~/lib/event-label";
import { demoEventInstancesPage } from "./demo-events";
import { eventsFromPages, fetchFutureEvents, parseEventInstancesPage, type CalendarEvent } from "./planning-center.server";

/**
 * The site's events: Planning Center's calendar (or the demo calendar),
 * cached for the church-zone day, mapped to what the events page shows
 * (SPEC 3, 4 and 2.7).
 */

/** SPEC 9: 9 fallback backgrounds. */
export const FALLBACK_BACKGROUND_COUNT = 9;
/** SPEC 2.7: the featured special event. */
const FEATURED_NAME = "vbs";
const CACHE_KEY = "planning-center:calendar-events";

/** SPEC 4 and 9: cached events are refetched only when the stored church-zone day differs from today. */
export function isSameChurchDay(storedAt: number, now: number): boolean {
  return churchDayKey(storedAt) === churchDayKey(now);
}

let demoMemo: { day: string; events: CalendarEvent[] } | undefined;

/**
 * The calendar's events whose first remaining instance has not ended, sorted
 * by that instance's start. Throws only when no copy was ever fetched.
 */
export async function loadCalendarEvents(now: number): Promise<CalendarEvent[]> {
  return currentEvents(await readCalendar(now), now);
}

/** The whole calendar as last fetched (the same array while the copy does not change). */
async function readCalendar(now: number): Promise<CalendarEvent[]> {
  if (getEnv().modes.planningCenter === "demo") {
    const day = churchDayKey(now);
    if (demoMemo?.day !== day) {
      demoMemo = { day, events: eventsFromPages([parseEventInstancesPage(demoEventInstancesPage(now))]) };
    }
    return demoMemo.events;
  }
  const read = await cachedRead({
    key: CACHE_KEY,
    upstream: "planningCenter",
    isFresh: isSameChurchDay,
    load: () => fetchFutureEvents(),
    now: () => now,
  });
  return read.value;
}

/** A stale copy (served during an outage) may hold instances that have ended since: drop them. */
export function currentEvents(events: CalendarEvent[], now: number): CalendarEvent[] {
  return events
    .map((event) => ({
      ...event,
      instances: event.instances.filter((instance) => Date.parse(instance.endsAt ?? instance.startsAt) >= now),
    }))
    .filter((event) => event.instances.length > 0)
    .sort((a, b) => Date.parse(a.instances[0]!.startsAt) - Date.parse(b.instances[0]!.startsAt));
}

export function toChurchEvent(event: CalendarEvent, now: number): ChurchEvent {
  const first = event.instances[0]!;
  const recurring = first.recurrence !== null;
  return {
    id: event.id,
    name: event.name,
    startsAt: first.startsAt,
    endsAt: first.endsAt,
    allDay: first.allDay,
    dateLabel: eventDateLabel(
      {
        startsAt: Date.parse(first.startsAt),
        endsAt: first.endsAt ? Date.parse(first.endsAt) : null,
        allDay: first.allDay,
        recurring,
        recurrenceDescription: first.recurrenceDescription ?? first.recurrence,
      },
      now,
    ),
    month: formatChurchTime(Date.parse(first.startsAt), "MMM"),
    day: formatChurchTime(Date.parse(first.startsAt), "d"),
    date: churchDayKey(Date.parse(first.startsAt)),
    descriptionLines: event.detailLines,
    imageUrl: event.imageUrl,
    fallbackImageUrl: fallbackBackground(event.id),
    registrationUrl: event.registrationUrl,
    recurring,
    recurrenceDescription: first.recurrenceDescription,
    location: first.location,
  };
}

/** A stable choice among the 9 backgrounds: the same id always gets the same one. */
export function fallbackBackground(id: string): string {
  let hash = 0;
  for (const character of id) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return `/images/events/fallback-${(hash % FALLBACK_BACKGROUND_COUNT) + 1}.svg`;
}

/**
 * SPEC 2.7: featured is the first event named 'vbs' (any case), else the first
 * non-recurring one; it is not repeated below. Ongoing holds the recurring
 * events, Upcoming the others. `events` must already be sorted.
 */
export function arrangeEvents(events: ChurchEvent[]): Omit<EventsPageData, "status"> {
  const featured =
    events.find((event) => event.name.trim().toLowerCase() === FEATURED_NAME) ?? events.find((event) => !event.recurring) ?? null;
  const rest = events.filter((event) => event !== featured);
  return {
    featured,
    upcoming: rest.filter((event) => !event.recurring),
    ongoing: rest.filter((event) => event.recurring),
  };
}

/**
 * Everything the events page shows. Never throws: without any copy the page says so kindly.
 * The result only changes with the calendar copy, the church-zone day (labels) and when an
 * instance ends, so it is computed once for all the requests in between.
 */
export async function getEventsPage(now: number): Promise<EventsPageData> {
  let calendar: CalendarEvent[];
  try {
    calendar = await readCalendar(now);
  } catch (error) {
    log("warn", "events unavailable", { error: describeError(error) });
    return { status: "unavailable", featured: null, upcoming: [], ongoing: [] };
  }
  const day = churchDayKey(now);
  if (pageMemo && pageMemo.calendar === calendar && pageMemo.day === day && now >= pageMemo.computedAt && now <= pageMemo.validUntil) {
    return pageMemo.page;
  }
  const events = currentEvents(calendar, now);
  const page: EventsPageData = { status: "ok", ...arrangeEvents(events.map((event) => toChurchEvent(event, now))) };
  const nextEnd = Math.min(...events.flatMap((event) => event.instances.map((instance) => Date.parse(instance.endsAt ?? instance.startsAt))));
  pageMemo = { calendar, day, computedAt: now, validUntil: nextEnd, page };
  return page;
}

let pageMemo: { calendar: CalendarEvent[]; day: string; computedAt: number; validUntil: number; page: EventsPageData } | undefined;

/** SPEC 4: "on startup the app asks for a refresh of events" (run from app/background.server.ts). */
export async function warmEvents(): Promise<void> {
  await loadCalendarEvents(Date.now());
}

/** Tests only. */
export function resetDemoEventsForTests(): void {
  demoMemo = undefined;
  pageMemo = undefined;
}
