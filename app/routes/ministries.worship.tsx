import { ExternalLink } from "~/components/external-link";
import { PageHeader } from "~/components/page-header";
import { worshipPage } from "~/content/pages/ministries";
import { pageMeta } from "~/lib/meta";
import pageStyles from "~/styles/pages.css?url";

export const meta = () => pageMeta(worshipPage.title, worshipPage.description);

export const links = () => [{ rel: "stylesheet", href: pageStyles }];

export default function Worship() {
  const { playlist, join } = worshipPage;
  return (
    <>
      <PageHeader title={worshipPage.title} tagline={worshipPage.tagline} banner={worshipPage.banner} />
      <div className="page container page-stack">
        <section aria-labelledby="worship-mission">
          <h2 id="worship-mission">Our mission</h2>
          <p className="lede">{worshipPage.mission}</p>
        </section>
        <div className="two-up">
          <section aria-labelledby="worship-playlist" className="card padded">
            <h2 id="worship-playlist">{playlist.heading}</h2>
            <p>{playlist.text}</p>
            <p>
              <ExternalLink href={playlist.href} className="button" newTab>
                {playlist.linkLabel}
              </ExternalLink>
            </p>
          </section>
          <section aria-labelledby="worship-join" className="card padded">
            <h2 id="worship-join">{join.heading}</h2>
            <p>{join.text}</p>
            <p>
              <a className="button button-gold" href={join.href}>
                {join.linkLabel}
              </a>
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
