import { ExternalLink } from "~/components/external-link";
import { PageHeader } from "~/components/page-header";
import { adultsPage } from "~/content/pages/ministries";
import { pageMeta } from "~/lib/meta";
import pageStyles from "~/styles/content.css?url";

export const meta = () => pageMeta("Adults", adultsPage.description);

export const links = () => [{ rel: "stylesheet", href: pageStyles }];

export default function Adults() {
  return (
    <>
      <PageHeader title={adultsPage.title} tagline={adultsPage.tagline} banner={adultsPage.banner} />
      <div className="page container">
        <ul className="three-up" role="list">
          {adultsPage.cards.map((card) => (
            <li key={card.title} className="card padded ministry-card">
              <h2>{card.title}</h2>
              <p>{card.text}</p>
              <p>
                <ExternalLink href={card.href} className="button">
                  {card.linkLabel}
                </ExternalLink>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
