import type { Route } from "./+types/watch.live";
import { LiveStage } from "~/components/sermons/live-stage";
import { church } from "~/content/church";
import { liveEventEmbedUrl } from "~/content/sermons";
import { pageMeta } from "~/lib/meta";
import { PICTURE_INDEX, pickPicture } from "~/lib/pictures";
import { getCurrentSeries, loadOrUnavailable } from "~/features/sermons/sermons.server";
import { NO_STORE } from "~/server/document-cache.server";
import sermonStyles from "~/styles/sermons.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: sermonStyles }];

export const meta = () => pageMeta("Live", `Watch the Sunday service live: ${church.sundayService.label}.`);

/** The countdown shows seconds from the request's clock: never reuse a rendered copy (docs/decisions/007). */
export function headers() {
  return NO_STORE;
}

/** SPEC 2.1: the current series is loaded first. The clock is the request's (settable in tests). */
export async function loader({ context }: Route.LoaderArgs) {
  const current = await loadOrUnavailable(getCurrentSeries);
  const series = current.status === "ok" ? current.value : null;
  return {
    now: context.now,
    series: series && { name: series.name, picture: pickPicture(series.pictures, PICTURE_INDEX.live) },
    liveEmbedUrl: liveEventEmbedUrl,
  };
}

export default function LivePage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page container">
      <h1 className="visually-hidden">Live Stream</h1>
      <LiveStage serverNow={loaderData.now} series={loaderData.series} liveEmbedUrl={loaderData.liveEmbedUrl} />
    </div>
  );
}
