import { MinistryPage } from "~/components/ministry-page";
import { youthPage } from "~/content/pages/ministries";
import { formatCalendarDate, stillToCome } from "~/lib/dated-content";
import { pageMeta } from "~/lib/meta";
import pageStyles from "~/styles/pages/youth.css?url";
import type { Route } from "./+types/ministries.youth";

export const meta = () => pageMeta("Youth", youthPage.description);

export const links = () => [{ rel: "stylesheet", href: pageStyles }];

// Past events leave the list: "now" is the request's clock, read in the church's zone.
export const loader = ({ context }: Route.LoaderArgs) => ({
  events: stillToCome(youthPage.events, context.now).map((event) => ({
    title: event.title,
    dateLabel: event.date ? formatCalendarDate(event.date) : "Date to be announced",
    time: event.time,
  })),
});

export default function Youth({ loaderData }: Route.ComponentProps) {
  const { events } = loaderData;
  return (
    <MinistryPage page={youthPage} slug="youth">
      <section aria-labelledby="youth-events">
        <h2 id="youth-events">{youthPage.eventsHeading}</h2>
        <p>{youthPage.location}</p>
        {events.length ? (
          <ul className="youth-events" role="list">
            {events.map((event) => (
              <li key={`${event.title}-${event.dateLabel}`} className="card youth-event">
                <h3>{event.title}</h3>
                <p className="youth-event-date">{event.dateLabel}</p>
                <p>{event.time}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p>{youthPage.noEvents}</p>
        )}
      </section>
    </MinistryPage>
  );
}
