import { DeferredFrame } from "~/components/deferred-frame";
import { ExternalLink } from "~/components/external-link";
import { HighlightCards } from "~/components/highlight-card";
import { PageHeader } from "~/components/page-header";
import { church, formatAddress } from "~/content/church";
import { visitPage } from "~/content/pages/visit";
import { pageMeta } from "~/lib/meta";
import pageStyles from "~/styles/pages/visit.css?url";
import { ChurchStructuredData } from "~/components/church-structured-data";
import { PlanVisit } from "~/components/plan-visit-dialog";
import { currentVisitContent } from "~/features/visits/legacy-content.server";
import { planOptions } from "~/features/visits/plan-options.server";
import type { Route } from "./+types/visit";

export const meta = () => pageMeta("Plan Your Visit", visitPage.description);

export const links = () => [{ rel: "stylesheet", href: pageStyles }];

// The coming weeks' services, from the request's clock in the church's zone.
export const loader = ({ context }: Route.LoaderArgs) => ({
  planOptions: planOptions(currentVisitContent(context), context.now, "/visit"),
});

export default function Visit({ loaderData }: Route.ComponentProps) {
  const address = formatAddress(church.streetAddress);
  return (
    <>
      <ChurchStructuredData />
      <PageHeader title={visitPage.title} tagline={visitPage.serviceTime} banner={visitPage.banner}>
        <p className="page-header-address">{address}</p>
      </PageHeader>
      <div className="page container page-stack">
        <section aria-labelledby="visit-welcome" className="two-up">
          <div>
            <h2 id="visit-welcome">{visitPage.serviceTime}</h2>
            <p>{visitPage.intro}</p>
            <p>
              <ExternalLink href={visitPage.connectCard.href} className="button button-gold">
                {visitPage.connectCard.linkLabel}
              </ExternalLink>
            </p>
          </div>
          <div>
            <h2>{visitPage.mapHeading}</h2>
            <p>
              {address}
              <br />
              <a href={church.mapsUrl}>{visitPage.mapLinkLabel}</a>
            </p>
          </div>
        </section>
        {/* Like the video players, the map starts after the first paint (decision 022). */}
        <DeferredFrame
          className="map-frame"
          frame={{
            src: church.mapsEmbedUrl,
            title: visitPage.mapTitle,
            loading: "lazy",
            referrerpolicy: "no-referrer-when-downgrade",
          }}
        />
        <section aria-labelledby="visit-more">
          <h2 id="visit-more">Get to know us</h2>
          <HighlightCards cards={visitPage.cards} />
        </section>
      </div>
      <PlanVisit
        heading="Plan your visit"
        intro="Tell us which Sunday you are coming and we will be ready to welcome you."
        options={loaderData.planOptions}
        from="/visit"
      />
    </>
  );
}
