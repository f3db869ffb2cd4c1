import { Link } from "react-router";
import { useT } from "~/hooks/use-t";
import type { ChurchEvent } from "~/types";
import { AddToCalendar } from "./add-to-calendar";

/**
 * SPEC 2.7: one event as a card: image (or its fallback background), a month
 * and day badge, the name, the date label, the description paragraphs, and
 * Register when the event has a registration link.
 */
export function EventCard({ event, headingLevel = 3 }: { event: ChurchEvent; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="event-card" aria-labelledby={headingId(event)}>
      <EventMedia event={event} />
      <div className="event-card-body">
        <Heading id={headingId(event)} className="event-name" lang={event.textLanguage}>
          {event.name}
        </Heading>
        <EventDetails event={event} />
      </div>
    </article>
  );
}

export function EventMedia({ event, eager = false }: { event: ChurchEvent; eager?: boolean }) {
  return (
    <div className="event-media">
      <img
        src={event.imageUrl ?? event.fallbackImageUrl}
        // The fallback is decoration; an event's own image is described by its name.
        alt={event.imageUrl ? event.name : ""}
        width={700}
        height={400}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={eager ? "high" : undefined}
      />
      {/* The date label below says the same in words; the badge is for the eye. */}
      <time className="event-badge" dateTime={event.date} aria-hidden="true">
        <span className="event-badge-month">{event.month}</span>
        <span className="event-badge-day">{event.day}</span>
      </time>
    </div>
  );
}

export function EventDetails({ event }: { event: ChurchEvent }) {
  const { t } = useT();
  const paragraphs = event.descriptionLines.filter((line) => line !== "");
  return (
    <>
      <p className="event-date">
        <time dateTime={event.startsAt}>{event.dateLabel}</time>
      </p>
      {event.location ? (
        <p className="event-location" lang={event.textLanguage}>
          {event.location}
        </p>
      ) : null}
      {paragraphs.map((line, index) => (
        <p key={index} lang={event.textLanguage}>
          {line}
        </p>
      ))}
      {event.signUpPath ? (
        <p className="event-actions">
          <Link className="button button-gold" to={event.signUpPath}>
            {t("signUps.card.signUp")}
            <span className="visually-hidden"> {t("signUps.card.signUpFor", { event: event.name })}</span>
          </Link>
        </p>
      ) : null}
      {event.registrationUrl ? (
        <p className="event-actions">
          <a className="button button-gold" href={event.registrationUrl} target="_blank" rel="noopener noreferrer">
            {t("events.register")}
            <span className="visually-hidden">{t("events.registerFor", { event: event.name })}</span>
          </a>
        </p>
      ) : null}
      <AddToCalendar event={event} />
    </>
  );
}

function headingId(event: ChurchEvent): string {
  return `event-${event.id.replace(/[^A-Za-z0-9_-]/g, "-")}`;
}
