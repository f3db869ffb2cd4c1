import { ExternalLink } from "~/components/external-link";
import { ActionCard } from "~/components/action-card";
import { MinistryPage } from "~/components/ministry-page";
import { worshipPage } from "~/content/pages/ministries";
import { pageMeta } from "~/lib/meta";
import pageStyles from "~/styles/content.css?url";

export const meta = () => pageMeta(worshipPage.title, worshipPage.description);

export const links = () => [{ rel: "stylesheet", href: pageStyles }];

export default function Worship() {
  const { playlist, join } = worshipPage;
  return (
    <MinistryPage page={worshipPage} slug="worship">
      <div className="two-up">
        <ActionCard id="worship-playlist" heading={playlist.heading} text={playlist.text}>
          <ExternalLink href={playlist.href} className="button" newTab>
            {playlist.linkLabel}
          </ExternalLink>
        </ActionCard>
        <ActionCard id="worship-join" heading={join.heading} text={join.text}>
          <a className="button button-gold" href={join.href}>
            {join.linkLabel}
          </a>
        </ActionCard>
      </div>
    </MinistryPage>
  );
}
