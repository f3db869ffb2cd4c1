import { SeasonalLanding } from "~/components/seasonal-landing";
import { SeasonStructuredData } from "~/components/season-structured-data";
import { christmasEve } from "~/content/seasons";
import { christmasPage } from "~/content/seasonal-pages";
import { pageMeta } from "~/lib/meta";
import type { RouteHandle } from "~/root";
import seasonalStyles from "~/styles/seasonal.css?url";

export const meta = () => pageMeta(christmasPage.metaTitle, christmasPage.description);

// The seasonal campaign pages wear the light (inverse) navigation bar.
export const handle: RouteHandle = { nav: { variant: "inverse" } };

export const links = () => [{ rel: "stylesheet", href: seasonalStyles }];

export default function Christmas() {
  return (
    <>
      <SeasonStructuredData season={christmasEve} page={christmasPage} path="/christmas" />
      <SeasonalLanding page={christmasPage} />
    </>
  );
}
