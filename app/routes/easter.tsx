import { SeasonalLanding } from "~/components/seasonal-landing";
import { SeasonStructuredData } from "~/components/season-structured-data";
import { easterPage } from "~/content/pages/easter";
import { seasonView } from "~/lib/seasonal";
import { currentVisitContent } from "~/features/visits/legacy-content.server";
import { planOptions } from "~/features/visits/plan-options.server";
import { pageMeta } from "~/lib/meta";
import type { RouteHandle } from "~/root";
import seasonalStyles from "~/styles/seasonal.css?url";
import type { Route } from "./+types/easter";

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta(
    easterPage.metaTitle,
    data?.view.kind === "invite" ? easterPage.description(data.view.dateLabel) : easterPage.passedDescription,
  );

// The seasonal campaign pages wear the light (inverse) navigation bar.
export const handle: RouteHandle = { nav: { variant: "inverse" } };

export const links = () => [{ rel: "stylesheet", href: seasonalStyles }];

// The date comes from the request's clock in the church's zone, never the browser's.
export const loader = ({ context }: Route.LoaderArgs) => ({
  view: seasonView("easter", context.now),
  planOptions: planOptions(currentVisitContent(context), context.now, "/easter"),
});

export default function Easter({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SeasonStructuredData season="easter" page={easterPage} path="/easter" />
      <SeasonalLanding page={easterPage} view={loaderData.view} planOptions={loaderData.planOptions} />
    </>
  );
}
