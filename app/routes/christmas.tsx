import { SeasonalLanding } from "~/components/seasonal-landing";
import { christmasPage } from "~/content/seasonal-pages";
import { pageMeta } from "~/lib/meta";
import seasonalStyles from "~/styles/seasonal.css?url";

export const meta = () => pageMeta(christmasPage.metaTitle, christmasPage.description);

export const links = () => [{ rel: "stylesheet", href: seasonalStyles }];

export default function Christmas() {
  return <SeasonalLanding page={christmasPage} />;
}
