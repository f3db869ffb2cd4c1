import { ActionCard } from "~/components/action-card";
import { MinistryPage } from "~/components/ministry-page";
import { kidsPage } from "~/content/pages/ministries";
import { pageMeta } from "~/lib/meta";
import pageStyles from "~/styles/content.css?url";

export const meta = () => pageMeta(kidsPage.title, kidsPage.description);

export const links = () => [{ rel: "stylesheet", href: pageStyles }];

export default function Kids() {
  const { sundays, newsletter } = kidsPage;
  return (
    <MinistryPage page={kidsPage} slug="kids">
      <div className="two-up">
        <section aria-labelledby="kids-sundays" className="card padded">
          <h2 id="kids-sundays">{sundays.heading}</h2>
          <p>{sundays.text}</p>
          <p>
            <strong>{sundays.time}</strong>
            <br />
            <a href={sundays.mapsUrl}>{sundays.address}</a>
          </p>
        </section>
        <ActionCard id="kids-newsletter" heading={newsletter.heading} text={newsletter.text}>
          <a className="button button-gold" href={newsletter.href}>
            {newsletter.buttonLabel}
          </a>
        </ActionCard>
      </div>
    </MinistryPage>
  );
}
