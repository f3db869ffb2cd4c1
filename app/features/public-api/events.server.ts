import { GraphQLError } from "graphql";
import { getEnv } from "~/server/env.server";
import { loadCalendarEvents } from "~/features/events/events.server";
import type { CalendarEvent } from "~/features/events/planning-center.server";
import type { GraphqlContext, RootResolver } from "./types.server";

/**
 * SPEC 7.2: the public events list, in the JSON:API-like shape the SPEC names
 * (data[] with attributes, and instances.data[].attributes). The operation
 * `query GetEventsQuery { getEvents { data { attributes { … } instances { data
 * { attributes { … } } } } } }` works as written; a list query may ask for ids only.
 */
export const typeDefs = /* GraphQL */ `
  "Narrows the list; every field is optional, so an empty object lists everything."
  input EventsQuery {
    "true: only recurring events; false: only one-off events."
    recurring: Boolean
    "At most this many events (1 to 100; 100 when not given)."
    limit: Int
  }

  type EventList {
    "Events sorted by the start of their first instance."
    data: [Event!]!
  }

  type Event {
    id: ID!
    attributes: EventAttributes!
    "The event's future instances, earliest first; the site shows the first."
    instances: EventInstanceList!
  }

  type EventAttributes {
    name: String!
    "Plain text, one paragraph a line; null when the event has none."
    details: String
    "Absolute URL of the event's image, or null."
    image_url: String
    registration_url: String
  }

  type EventInstanceList {
    data: [EventInstance!]!
  }

  type EventInstance {
    id: ID!
    attributes: EventInstanceAttributes!
  }

  type EventInstanceAttributes {
    all_day_event: Boolean!
    "ISO 8601 instant (UTC) at which the instance starts, as published."
    published_starts_at: String!
    published_ends_at: String
    location: String
    "How often the event repeats, or 'None'."
    recurrence: String!
    recurrence_description: String
  }

  extend type Query {
    getEvents(query: EventsQuery): EventList!
  }
`;

interface GetEventsArgs {
  query?: { recurring?: boolean | null; limit?: number | null } | null;
}

/** The most events one list holds; the cost of an operation counts each list at its `limit`, else this. */
export const MAX_EVENTS = 100;

/** How many events a getEvents field asks for (its arguments as the schema coerced them). */
export function eventsAskedFor(args: GetEventsArgs): number {
  const limit = args.query?.limit;
  return typeof limit === "number" ? Math.min(Math.max(limit, 0), MAX_EVENTS) : MAX_EVENTS;
}

const getEvents: RootResolver = async ({ query }: GetEventsArgs, context: GraphqlContext) => {
  const limit = query?.limit ?? MAX_EVENTS;
  if (limit < 1 || limit > MAX_EVENTS) {
    throw new GraphQLError("limit must be between 1 and 100.", { extensions: { code: "BAD_USER_INPUT" } });
  }
  let events: CalendarEvent[];
  try {
    events = await loadCalendarEvents(context.now);
  } catch {
    throw new GraphQLError("Events are unavailable right now. Please try again later.", {
      extensions: { code: "UPSTREAM_UNAVAILABLE" },
    });
  }
  const recurring = query?.recurring;
  const chosen = events
    .filter((event) => recurring == null || (event.instances[0]!.recurrence !== null) === recurring)
    .slice(0, limit);
  const origin = siteOrigin(context);
  return { data: chosen.map((event) => toApiEvent(event, origin)) };
};

export const resolvers = { Query: { getEvents } };

function toApiEvent(event: CalendarEvent, origin: string) {
  const details = event.detailLines.filter((line) => line !== "").join("\n");
  return {
    id: event.id,
    attributes: {
      name: event.name,
      details: details === "" ? null : details,
      image_url: event.imageUrl ? new URL(event.imageUrl, origin).href : null,
      registration_url: event.signUpPath ? new URL(event.signUpPath, origin).href : event.registrationUrl,
    },
    instances: {
      data: event.instances.map((instance) => ({
        id: instance.id,
        attributes: {
          all_day_event: instance.allDay,
          published_starts_at: instance.startsAt,
          published_ends_at: instance.endsAt,
          location: instance.location,
          recurrence: instance.recurrence ?? "None",
          recurrence_description: instance.recurrenceDescription,
        },
      })),
    },
  };
}

/** For site-relative image paths (the demo's): the configured public URL, else the request's own origin. */
function siteOrigin({ req }: GraphqlContext): string {
  return getEnv().PUBLIC_URL ?? `${req.protocol}://${req.get("host") ?? "localhost"}`;
}
