import { Suspense } from "react";
import { Await } from "react-router";
import type { Route } from "./+types/events";
import { EventSections, EventsUnavailable } from "~/components/events/event-sections";
import { EventsSpinner } from "~/components/events/events-spinner";
import { pageMeta } from "~/lib/meta";
import { getEventsPage } from "~/features/events/events.server";
import eventStyles from "~/styles/events.css?url";

export const meta = () => pageMeta("Events", "Upcoming and ongoing events at the church: dates, times and how to register.");

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: eventStyles }];

// The events arrive as a promise: in-app navigation shows the spinner at once,
// while a document request waits for them (entry.server: onAllReady).
export function loader({ context }: Route.LoaderArgs) {
  return { page: getEventsPage(context.now) };
}

export default function Events({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page container events-page">
      <h1>Events</h1>
      <Suspense fallback={<EventsSpinner />}>
        <Await resolve={loaderData.page} errorElement={<EventsUnavailable />}>
          {(page) => <EventSections page={page} />}
        </Await>
      </Suspense>
    </div>
  );
}
