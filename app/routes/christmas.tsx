import { SeasonalLanding } from "~/components/seasonal-landing";
import { SeasonStructuredData } from "~/components/season-structured-data";
import { christmasPage } from "~/content/pages/christmas";
import { seasonView } from "~/lib/seasonal";
import { currentVisitContent } from "~/features/visits/legacy-content.server";
import { planOptions } from "~/features/visits/plan-options.server";
import { pageMeta } from "~/lib/meta";
import type { RouteHandle } from "~/root";
import seasonalStyles from "~/styles/seasonal.css?url";
import type { Route } from "./+types/christmas";

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta(
    christmasPage.metaTitle,
    data?.view.kind === "invite" ? christmasPage.description(data.view.dateLabel) : christmasPage.passedDescription,
  );

// The seasonal campaign pages wear the light (inverse) navigation bar.
export const handle: RouteHandle = { nav: { variant: "inverse" } };

export const links = () => [{ rel: "stylesheet", href: seasonalStyles }];

// The date comes from the request's clock in the church's zone, never the browser's.
export const loader = ({ context }: Route.LoaderArgs) => ({
  view: seasonView("christmas", context.now),
  planOptions: planOptions(currentVisitContent(context), context.now, "/christmas"),
});

export default function Christmas({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SeasonStructuredData season="christmas" page={christmasPage} path="/christmas" />
      <SeasonalLanding page={christmasPage} view={loaderData.view} planOptions={loaderData.planOptions} />
    </>
  );
}
