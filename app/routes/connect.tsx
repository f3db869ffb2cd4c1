import { ExternalLink } from "~/components/external-link";
import { PageHeader } from "~/components/page-header";
import { servePage } from "~/content/pages/ministries";
import { pageMeta } from "~/lib/meta";
import pageStyles from "~/styles/content.css?url";

export const meta = () => pageMeta(servePage.title, servePage.description);

export const links = () => [{ rel: "stylesheet", href: pageStyles }];

// SPEC 2.13: serves both /connect and /ministries/serve.
export default function Connect() {
  return (
    <>
      <PageHeader title={servePage.title} tagline={servePage.tagline} />
      <div className="page container">
        {servePage.text.map((paragraph) => (
          <p key={paragraph} className="readable">
            {paragraph}
          </p>
        ))}
        <p>
          <ExternalLink href={servePage.href} className="button button-gold">
            {servePage.buttonLabel}
          </ExternalLink>
        </p>
      </div>
    </>
  );
}
