import { useT } from "~/hooks/use-t";
import type { ChurchEvent } from "~/types";
import { EventDetails, EventMedia } from "./event-card";

/** SPEC 2.7: the featured event, a wide block from 800 px, a card below (events.css). */
export function FeaturedEvent({ event }: { event: ChurchEvent }) {
  const { t } = useT();
  return (
    <section className="featured-event" aria-labelledby="featured-event-name">
      <EventMedia event={event} eager />
      <div className="event-card-body">
        <p className="featured-eyebrow">{t("events.featured")}</p>
        <h2 id="featured-event-name" className="event-name" lang={event.textLanguage}>
          {event.name}
        </h2>
        <EventDetails event={event} />
      </div>
    </section>
  );
}
