import { SeasonalLanding } from "~/components/seasonal-landing";
import { easterPage } from "~/content/seasonal-pages";
import { pageMeta } from "~/lib/meta";
import seasonalStyles from "~/styles/seasonal.css?url";

export const meta = () => pageMeta(easterPage.metaTitle, easterPage.description);

export const links = () => [{ rel: "stylesheet", href: seasonalStyles }];

export default function Easter() {
  return <SeasonalLanding page={easterPage} />;
}
