import { useLoaderData } from "react-router";
import { ExternalLink } from "~/components/external-link";
import { PageHeader } from "~/components/page-header";
import { Picture } from "~/components/picture";
import { church } from "~/content/church";
import { aboutPage } from "~/content/pages/about";
import { mission } from "~/content/pages/home";
import { pageMeta } from "~/lib/meta";
import { yearsSince } from "~/lib/years-since";
import pageStyles from "~/styles/pages/about.css?url";
import type { Route } from "./+types/about";
import { ChurchStructuredData } from "~/components/church-structured-data";

export const meta = () => pageMeta(`About Us`, aboutPage.description);

export const links = () => [{ rel: "stylesheet", href: pageStyles }];

// The request's clock (settable in tests), so the years turn over with the church's calendar.
export function loader({ context }: Route.LoaderArgs) {
  return { now: context.now };
}

export default function About() {
  const { now } = useLoaderData<typeof loader>();
  return (
    <>
      <ChurchStructuredData />
      <PageHeader title={`About ${church.name}`} tagline={church.tagline} />
      <div className="page container page-stack">
        <p className="lede">{aboutPage.intro}</p>

        <section aria-labelledby="mission-heading" className="mission-block">
          <h2 id="mission-heading">Our mission</h2>
          <figure className="mission-quote">
            <blockquote>
              <p>{mission.quote}</p>
            </blockquote>
          </figure>
          <figure className="verse">
            <blockquote>
              <p>&ldquo;{mission.verse.text}&rdquo;</p>
            </blockquote>
            <figcaption>{mission.verse.reference}</figcaption>
          </figure>
        </section>

        <section aria-labelledby="values-heading">
          <h2 id="values-heading">{aboutPage.valuesHeading}</h2>
          <ul className="values-grid" role="list">
            {aboutPage.values.map((value) => (
              <li key={value.name} className="card value-card">
                <h3>{value.name}</h3>
                <p>{value.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="beliefs-heading" className="notice">
          <h2 id="beliefs-heading">{aboutPage.beliefs.heading}</h2>
          <p>{aboutPage.beliefs.text}</p>
          <p>
            <ExternalLink href={church.links.beliefsPdf} className="button" newTab>
              {aboutPage.beliefs.linkLabel}
            </ExternalLink>
          </p>
        </section>

        <section aria-labelledby="staff-heading">
          <h2 id="staff-heading">{aboutPage.staffHeading}</h2>
          <ul className="staff-grid" role="list">
            {aboutPage.pastors.map((pastor) => (
              <li key={pastor.name} className="card staff-card">
                <Picture image={pastor.photo} sizes="(min-width: 900px) 20rem, (min-width: 600px) 45vw, 92vw" />
                <div className="staff-card-body">
                  <h3>{pastor.name}</h3>
                  <p className="staff-role">{pastor.role}</p>
                  <p>{pastor.bio(yearsSince(pastor.since, now))}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
