import { Suspense } from "react";
import { Await, data } from "react-router";
import type { Route } from "./+types/events";
import { EventSections, EventsUnavailable } from "~/components/events/event-sections";
import { EventsSpinner } from "~/components/events/events-spinner";
import { JsonLd } from "~/components/json-ld";
import { webcalUrl } from "~/lib/calendar-links";
import { useLanguagePrefix } from "~/hooks/use-language-prefix";
import { eventData, linkedDataContext } from "~/lib/structured-data";
import type { EventsPageData } from "~/types";
import { useT } from "~/hooks/use-t";
import { contextTranslator } from "~/i18n/context";
import { metaT, pageMeta } from "~/lib/meta";
import { settledWithin } from "~/lib/settled-within";
import { getEventsPage } from "~/features/events/events.server";
import { NO_STORE_FOR_ANYONE } from "~/server/document-cache.server";
import { requireServedPath } from "~/server/upstream-modes.server";
import { useSite } from "~/hooks/use-site";
import type { Site } from "~/content/site";
import eventStyles from "~/styles/events.css?url";

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, metaT(args)("events.title"), metaT(args)("events.description"));

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: eventStyles }];

/** Warm caches answer well within this; a slower load is streamed behind the spinner. */
const WAIT_FOR_CACHED_MS = 100;

// The events arrive as a promise: in-app navigation shows the spinner at once,
// while a document request waits for them (entry.server: onAllReady), at most
// the time budget. Unless they are known at once and complete, the answer says
// no-store, so no cache keeps an apology (docs/decisions/013).
export async function loader({ context }: Route.LoaderArgs) {
  requireServedPath(context.content, "/events");
  const { t, tag } = contextTranslator(context);
  const page = getEventsPage(context.now, {
    locale: tag,
    recurring: t("events.recurring"),
    t,
    content: context.content,
  });
  const settled = await settledWithin(page, WAIT_FOR_CACHED_MS);
  return data(
    { page },
    settled?.status === "ok" && !settled.calendarMissing ? undefined : { headers: NO_STORE_FOR_ANYONE },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function Events({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const { origin } = site;
  const { t } = useT();
  // The calendar in the page's language (its fixed words): `/es/events.ics` on a Spanish page (issue 27).
  const prefix = useLanguagePrefix();
  return (
    <div className="page container events-page">
      <h1>{t("events.title")}</h1>
      <p className="calendar-subscribe">
        <a href={webcalUrl(origin + prefix)}>{t("events.subscribe")}</a>{" "}
        <span className="calendar-subscribe-address">
          {t("events.subscribeOrBefore")}{" "}
          <a href={`${prefix}/events.ics`}>
            {origin}
            {prefix}/events.ics
          </a>{" "}
          {t("events.subscribeOrAfter")}
        </span>
      </p>
      <Suspense fallback={<EventsSpinner />}>
        <Await resolve={loaderData.page} errorElement={<EventsUnavailable />}>
          {(page) => (
            <>
              <EventSections page={page} />
              <EventsStructuredData page={page} site={site} />
            </>
          )}
        </Await>
      </Suspense>
    </div>
  );
}

/** Issue 9: every event on the page as a schema.org Event. */
function EventsStructuredData({ page, site }: { page: EventsPageData; site: Site }) {
  const events = [page.featured, ...page.upcoming, ...page.ongoing].filter((event) => event !== null);
  const prefix = useLanguagePrefix();
  if (events.length === 0) return null;
  return <JsonLd data={events.map((event) => eventData(event, linkedDataContext(site, prefix)))} />;
}
