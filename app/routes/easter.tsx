import { SeasonalLanding } from "~/components/seasonal-landing";
import { SeasonStructuredData } from "~/components/season-structured-data";
import { easter } from "~/content/seasons";
import { easterPage } from "~/content/seasonal-pages";
import { pageMeta } from "~/lib/meta";
import type { RouteHandle } from "~/root";
import seasonalStyles from "~/styles/seasonal.css?url";

export const meta = () => pageMeta(easterPage.metaTitle, easterPage.description);

// The seasonal campaign pages wear the light (inverse) navigation bar.
export const handle: RouteHandle = { nav: { variant: "inverse" } };

export const links = () => [{ rel: "stylesheet", href: seasonalStyles }];

export default function Easter() {
  return (
    <>
      <SeasonStructuredData season={easter} page={easterPage} path="/easter" />
      <SeasonalLanding page={easterPage} />
    </>
  );
}
