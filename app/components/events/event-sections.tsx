import { useT } from "~/hooks/use-t";
import type { EventsPageData } from "~/types";
import { EventCard } from "./event-card";
import { FeaturedEvent } from "./featured-event";

/** The featured event, then 'Upcoming Events' (only when it has items) and 'Ongoing Events'. */
export function EventSections({ page }: { page: EventsPageData }) {
  const { t } = useT();
  if (page.status === "unavailable") return <EventsUnavailable />;
  const { featured, upcoming, ongoing } = page;
  if (!featured && upcoming.length === 0 && ongoing.length === 0) {
    return <p className="notice">{t("events.empty")}</p>;
  }
  return (
    <>
      {page.calendarMissing ? <EventsUnavailable /> : null}
      {featured ? <FeaturedEvent event={featured} /> : null}
      {upcoming.length > 0 ? <EventList id="upcoming-events" title={t("events.upcoming")} events={upcoming} /> : null}
      {ongoing.length > 0 ? <EventList id="ongoing-events" title={t("events.ongoing")} events={ongoing} /> : null}
    </>
  );
}

function EventList({ id, title, events }: { id: string; title: string; events: EventsPageData["upcoming"] }) {
  return (
    <section className="events-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="event-grid" role="list">
        {events.map((event) => (
          <li key={event.id}>
            <EventCard event={event} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function EventsUnavailable() {
  const { t } = useT();
  return <p className="notice">{t("events.unavailable")}</p>;
}
