import type { ChurchEvent, EventsPageData } from "~/types";
import type { ChurchContent } from "~/content/model";
import { defaultLanguage } from "~/i18n/content-language";
import { cachedRead, readWithinBudget } from "~/server/cache.server";
import { getContent } from "~/server/content.server";
import { getEnv } from "~/server/env.server";
import { formatDayOfMonth, formatMonthShort } from "~/i18n/dates";
import { churchDayKey } from "~/lib/church-time";
import type { DateStyle } from "~/lib/date-patterns";
import { eventDateLabel } from "~/lib/event-label";
import type { Translate } from "~/i18n/translate";
import { recurrenceInLanguage } from "./recurrence-words";
import { demoEventInstancesPage } from "./demo-events";
import { folderCalendarEvents } from "./folder-events";
import {
  eventsFromPages,
  fetchFutureEvents,
  parseEventInstancesPage,
  type CalendarEvent,
} from "./planning-center.server";

/**
 * The site's events: Planning Center's calendar (or the demo calendar),
 * read through the one upstream cache like the sermons (fresh for the
 * church-zone day, shared by concurrent requests, the last good copy on disk,
 * the page's time budget), mapped to what the events page shows (SPEC 3, 4 and 2.7).
 */

/** SPEC 9: 9 fallback backgrounds. */
export const FALLBACK_BACKGROUND_COUNT = 9;
/** Planning Center's calendar (the key predates the demo's entries, so copies kept on disk stay found). */
const LIVE_KEY = "planning-center:calendar-events";

/** SPEC 4 and 9: cached events are refetched only when the stored church-zone day differs from today. */
export function isSameChurchDay(storedAt: number, now: number): boolean {
  const { timeZone } = getContent().church.locale;
  return churchDayKey(storedAt, timeZone) === churchDayKey(now, timeZone);
}

/** The church's way of writing dates (church.yaml's locale), in the page's language (`locale`, English without it). */
function churchStyle(locale?: string): DateStyle {
  const { timeZone, dateOrder, clock } = getContent().church.locale;
  return { timeZone, dateOrder, clock, ...(locale ? { locale } : {}) };
}

/** How the events page writes its labels: the page's language tag and its word for a repeating event. */
export interface EventWords {
  locale: string;
  recurring: string;
  /** The page's catalogue: a recurrence written in its language (recurrence-words.ts). */
  t?: Translate;
  /** The page's language's content: the church's own events in their translation (issue 36). */
  content?: ChurchContent;
}

/**
 * The calendar's events whose first remaining instance has not ended, sorted
 * by that instance's start, within the time budget of a visitor's request (the
 * API, feeds). Throws when no copy came in time and none was ever fetched.
 */
/** `content`: the page's language's (issue 36), so the church's own events show their translation. */
export async function loadCalendarEvents(now: number, content?: ChurchContent): Promise<CalendarEvent[]> {
  return (await loadEvents(now, content)).events;
}

/** The events, and whether Planning Center's calendar (when on) is missing from them: not read in time, none kept. */
async function loadEvents(
  now: number,
  content: ChurchContent = getContent(),
): Promise<{ events: CalendarEvent[]; calendarMissing: boolean }> {
  const read = await readWithinBudget("events", () => readCalendar(now));
  const folder = folderCalendarEvents(content, now);
  // Planning Center writes in the church's default language: marked so on another language's pages (issue 36).
  const upstreamLanguage =
    content.language && content.language !== defaultLanguage(content) ? defaultLanguage(content) : undefined;
  if (read.status === "unavailable" && folder.length === 0) throw new Error("Events are unavailable right now");
  const upstream = (read.status === "ok" ? read.value : []).map((event) =>
    upstreamLanguage ? { ...event, textLanguage: upstreamLanguage } : event,
  );
  const events = currentEvents(withSignUps([...upstream, ...folder]), now);
  return { events, calendarMissing: read.status === "unavailable" && getEnv().modes.planningCenter !== "off" };
}

/**
 * Issue 28: a church's own events sit beside Planning Center's (either may be
 * absent); an event that takes sign-ups on this site (its file's registration,
 * or sign-ups.yaml for a Planning Center event) links to its sign-up page
 * instead of any registration elsewhere.
 */
function withSignUps(events: CalendarEvent[], content = getContent()): CalendarEvent[] {
  return events.map((event) => {
    const folderEvent = event.source === "folder" ? content.events.find((item) => item.id === event.id) : undefined;
    const takesSignUps = event.source === "folder" ? Boolean(folderEvent?.registration) : event.id in content.signUps;
    return takesSignUps ? { ...event, registrationUrl: null, signUpPath: `/events/${event.id}/sign-up` } : event;
  });
}

/**
 * The whole calendar as last fetched. The demo has keys of its own, so switching
 * from the demo to Planning Center never serves demo copies. The demo calendar
 * is dated from the request's church-zone day, so each day is its own entry,
 * made locally and kept in memory only.
 */
async function readCalendar(now: number): Promise<CalendarEvent[]> {
  const mode = getEnv().modes.planningCenter;
  // A church without Planning Center has no calendar: nothing to ask, nothing to warn about.
  if (mode === "off") return [];
  const demo = mode === "demo";
  const read = await cachedRead({
    key: demo ? `events:demo:${churchDayKey(now, churchStyle().timeZone)}` : LIVE_KEY,
    upstream: "planningCenter",
    isFresh: demo ? () => true : isSameChurchDay,
    load: demo
      ? async () =>
          eventsFromPages([
            parseEventInstancesPage(demoEventInstancesPage(now, churchStyle().timeZone, getContent().church.name)),
          ])
      : () => fetchFutureEvents(),
    persist: !demo,
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

export function toChurchEvent(
  event: CalendarEvent,
  now: number,
  style = churchStyle(),
  recurringWord?: string,
  t?: Translate,
): ChurchEvent {
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
      style,
      recurrenceInLanguage(first, style, t) ?? recurringWord,
    ),
    month: formatMonthShort(Date.parse(first.startsAt), style),
    day: formatDayOfMonth(Date.parse(first.startsAt), style),
    date: churchDayKey(Date.parse(first.startsAt), style.timeZone),
    descriptionLines: event.detailLines,
    imageUrl: event.imageUrl,
    fallbackImageUrl: fallbackBackground(event.id),
    registrationUrl: event.registrationUrl,
    signUpPath: event.signUpPath ?? null,
    recurring,
    recurrenceDescription: first.recurrenceDescription,
    location: first.location,
    ...(event.textLanguage ? { textLanguage: event.textLanguage } : {}),
  };
}

/** A stable choice among the 9 backgrounds: the same id always gets the same one. */
export function fallbackBackground(id: string): string {
  let hash = 0;
  for (const character of id) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return `/images/events/fallback-${(hash % FALLBACK_BACKGROUND_COUNT) + 1}.svg`;
}

/**
 * SPEC 2.7: featured is the first event with the church's featured name
 * (integrations.yaml; 'vbs' for the demo, any case), else the first
 * non-recurring one; it is not repeated below. Ongoing holds the recurring
 * events, Upcoming the others. `events` must already be sorted.
 */
export function arrangeEvents(events: ChurchEvent[], featuredName?: string): Omit<EventsPageData, "status"> {
  const wanted = featuredName?.trim().toLowerCase();
  const featured =
    (wanted ? events.find((event) => event.name.trim().toLowerCase() === wanted) : undefined) ??
    events.find((event) => !event.recurring) ??
    null;
  const rest = events.filter((event) => event !== featured);
  return {
    featured,
    upcoming: rest.filter((event) => !event.recurring),
    ongoing: rest.filter((event) => event.recurring),
  };
}

/** Everything the events page shows, within the page's time budget; without any copy the page says so kindly. */
export async function getEventsPage(now: number, words?: EventWords): Promise<EventsPageData> {
  let events: CalendarEvent[];
  let calendarMissing: boolean;
  try {
    ({ events, calendarMissing } = await loadEvents(now, words?.content));
  } catch {
    return { status: "unavailable", featured: null, upcoming: [], ongoing: [] };
  }
  const featuredName = getContent().integrations.planningCenter.featuredEventName;
  return {
    status: "ok",
    ...(calendarMissing ? { calendarMissing } : {}),
    ...arrangeEvents(
      events.map((event) => toChurchEvent(event, now, churchStyle(words?.locale), words?.recurring, words?.t)),
      featuredName,
    ),
  };
}

/** SPEC 4: "on startup the app asks for a refresh of events" (run from app/background.server.ts). */
export async function warmEvents(): Promise<void> {
  await readCalendar(Date.now());
}
