import { z } from "zod";
import {
  fetchAllPages,
  pagingFields,
  planningCenterCredentials,
  type PlanningCenterCredentials,
} from "~/server/planning-center-pages.server";
import { htmlToLines } from "./plain-lines";

/**
 * Planning Center Calendar (JSON:API), read on the server only. One call
 * lists the future event instances with their events included; the pages are
 * followed to the end and the result is mapped at once to `CalendarEvent`,
 * so nothing past this module sees Planning Center's shapes.
 */

/** Pinned so a new Planning Center release cannot change the shapes under us. */
export const PCO_CALENDAR_API_VERSION = "2022-07-07";
const PAGE_SIZE = 100;

export interface CalendarInstance {
  id: string;
  allDay: boolean;
  /** ISO instants, UTC: the publicly shown times (published_*), else the booked ones. */
  startsAt: string;
  endsAt: string | null;
  location: string | null;
  /** Null when the event does not recur ('None', null or absent upstream). */
  recurrence: string | null;
  recurrenceDescription: string | null;
  /** A folder event's own rule (issue 36): another language's page writes its recurrence from it. */
  rule?: { frequency: "weekly" | "monthly"; interval: number };
}

export interface CalendarEvent {
  id: string;
  name: string;
  /** SPEC 3: the non-empty lines of the details, or one empty line. */
  detailLines: string[];
  imageUrl: string | null;
  registrationUrl: string | null;
  /** Where it comes from: Planning Center (or its demo), or the content folder's events/ (issue 28). */
  source?: "folder";
  /** This site's sign-up page, when the event takes sign-ups here (issue 28). */
  signUpPath?: string;
  /** The language of its name and description when not the page's (issue 36): Planning Center's, an untranslated file's. */
  textLanguage?: string;
  /** Future instances, earliest first (never empty). */
  instances: CalendarInstance[];
}

const isoInstant = z.iso.datetime({ offset: true });

const eventResource = z.object({
  type: z.literal("Event"),
  id: z.string(),
  attributes: z.object({
    name: z.string(),
    summary: z.string().nullish(),
    description: z.string().nullish(),
    image_url: z.string().nullish(),
    registration_url: z.string().nullish(),
    visible_in_church_center: z.boolean().nullish(),
    approval_status: z.string().nullish(),
  }),
});

const otherResource = z.object({ type: z.string().refine((type) => type !== "Event"), id: z.string() });

const instanceResource = z.object({
  type: z.literal("EventInstance"),
  id: z.string(),
  attributes: z.object({
    all_day_event: z.boolean().nullish(),
    starts_at: isoInstant,
    ends_at: isoInstant.nullish(),
    published_starts_at: z.string().nullish(),
    published_ends_at: z.string().nullish(),
    location: z.string().nullish(),
    recurrence: z.string().nullish(),
    recurrence_description: z.string().nullish(),
  }),
  relationships: z.object({
    event: z.object({ data: z.object({ type: z.literal("Event"), id: z.string() }) }),
  }),
});

export const eventInstancesPageSchema = z.object({
  data: z.array(instanceResource),
  included: z.array(z.union([eventResource, otherResource])).default([]),
  ...pagingFields,
});

export type EventInstancesPage = z.input<typeof eventInstancesPageSchema>;
type ParsedPage = z.output<typeof eventInstancesPageSchema>;

export type { PlanningCenterCredentials };

/** Every future public event with its future instances, from Planning Center. */
export async function fetchFutureEvents(
  credentials: PlanningCenterCredentials = planningCenterCredentials(),
): Promise<CalendarEvent[]> {
  const pages = await fetchAllPages({
    path: "/calendar/v2/event_instances",
    query: { filter: "future", include: "event", order: "starts_at", per_page: String(PAGE_SIZE) },
    schema: eventInstancesPageSchema,
    apiVersion: PCO_CALENDAR_API_VERSION,
    credentials,
  });
  return eventsFromPages(pages);
}

/** Maps parsed JSON:API pages (from Planning Center or the demo source) to the site's events. */
export function eventsFromPages(pages: ParsedPage[]): CalendarEvent[] {
  const events = new Map<string, z.output<typeof eventResource>>();
  for (const page of pages) {
    for (const resource of page.included) {
      if (resource.type === "Event") events.set(resource.id, resource as z.output<typeof eventResource>);
    }
  }

  const byEvent = new Map<string, CalendarEvent>();
  for (const page of pages) {
    for (const instance of page.data) {
      const event = events.get(instance.relationships.event.data.id);
      if (!event || !isPublic(event)) continue;
      let mapped = byEvent.get(event.id);
      if (!mapped) {
        const attributes = event.attributes;
        mapped = {
          id: event.id,
          name: attributes.name.trim(),
          detailLines: htmlToLines(attributes.description?.trim() ? attributes.description : attributes.summary),
          imageUrl: webUrl(attributes.image_url),
          registrationUrl: webUrl(attributes.registration_url),
          instances: [],
        };
        byEvent.set(event.id, mapped);
      }
      mapped.instances.push(toInstance(instance));
    }
  }
  for (const event of byEvent.values()) {
    event.instances.sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  }
  return [...byEvent.values()];
}

/** Parses a raw page; for the demo source, which must pass the same schema as Planning Center. */
export function parseEventInstancesPage(page: EventInstancesPage): ParsedPage {
  return eventInstancesPageSchema.parse(page);
}

/** Hidden in Church Center, or not approved: not for the public site. */
function isPublic(event: z.output<typeof eventResource>): boolean {
  const { visible_in_church_center: visible, approval_status: approval } = event.attributes;
  return visible !== false && (approval == null || approval === "A");
}

function toInstance(instance: z.output<typeof instanceResource>): CalendarInstance {
  const attributes = instance.attributes;
  const startsAt = instantOrUndefined(attributes.published_starts_at) ?? new Date(attributes.starts_at).toISOString();
  const endsAt =
    instantOrUndefined(attributes.published_ends_at) ??
    (attributes.ends_at ? new Date(attributes.ends_at).toISOString() : null);
  const recurrence = attributes.recurrence?.trim();
  const recurring = Boolean(recurrence) && recurrence!.toLowerCase() !== "none";
  return {
    id: instance.id,
    allDay: attributes.all_day_event === true,
    startsAt,
    endsAt,
    location: attributes.location?.trim() || null,
    recurrence: recurring ? recurrence! : null,
    recurrenceDescription: recurring ? attributes.recurrence_description?.trim() || null : null,
  };
}

function instantOrUndefined(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? undefined : new Date(parsed).toISOString();
}

/** Only http(s) links and site-relative paths reach a page: never javascript: or data: URLs. */
function webUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (trimmed.startsWith("/") && !trimmed.startsWith("//")) return trimmed;
  try {
    const url = new URL(trimmed);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}
