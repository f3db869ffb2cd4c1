import { MinistryPage } from "~/components/ministry-page";
import { youthPage } from "~/content/pages/ministries";
import { pageMeta } from "~/lib/meta";
import pageStyles from "~/styles/pages/youth.css?url";

export const meta = () => pageMeta("Youth", youthPage.description);

export const links = () => [{ rel: "stylesheet", href: pageStyles }];

export default function Youth() {
  return (
    <MinistryPage page={youthPage} slug="youth">
      <section aria-labelledby="youth-events">
        <h2 id="youth-events">{youthPage.eventsHeading}</h2>
        <p>{youthPage.location}</p>
        <ul className="youth-events" role="list">
          {youthPage.events.map((event) => (
            <li key={`${event.title}-${event.date}`} className="card youth-event">
              <h3>{event.title}</h3>
              <p className="youth-event-date">{event.date}</p>
              <p>{event.time}</p>
            </li>
          ))}
        </ul>
      </section>
    </MinistryPage>
  );
}
