import { PageHeader } from "~/components/page-header";
import { kidsPage } from "~/content/pages/ministries";
import { pageMeta } from "~/lib/meta";
import pageStyles from "~/styles/pages.css?url";

export const meta = () => pageMeta(kidsPage.title, kidsPage.description);

export const links = () => [{ rel: "stylesheet", href: pageStyles }];

export default function Kids() {
  const { sundays, newsletter } = kidsPage;
  return (
    <>
      <PageHeader title={kidsPage.title} tagline={kidsPage.tagline} banner={kidsPage.banner} />
      <div className="page container page-stack">
        <section aria-labelledby="kids-mission">
          <h2 id="kids-mission">Our mission</h2>
          <p className="lede">{kidsPage.mission}</p>
        </section>
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
          <section aria-labelledby="kids-newsletter" className="card padded">
            <h2 id="kids-newsletter">{newsletter.heading}</h2>
            <p>{newsletter.text}</p>
            <p>
              <a className="button button-gold" href={newsletter.href}>
                {newsletter.buttonLabel}
              </a>
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
