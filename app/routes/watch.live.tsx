import type { Route } from "./+types/watch.live";
import { JsonLd } from "~/components/json-ld";
import { LiveStage } from "~/components/sermons/live-stage";
import { church } from "~/content/church";
import { liveEventEmbedUrl } from "~/content/sermons";
import { isLive, LIVE_END_HOUR, nextServiceStart } from "~/lib/live-service";
import { churchWallClock, inChurchZone } from "~/lib/church-time";
import { pageMeta } from "~/lib/meta";
import { liveData } from "~/lib/structured-data";
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
  const serviceStart = nextServiceStart(context.now);
  const day = inChurchZone(serviceStart);
  return {
    now: context.now,
    // Issue 9: during the live window, the stream is described as a live broadcast for search engines.
    broadcast: isLive(context.now, serviceStart)
      ? {
          name: `${church.name} Sunday Service (live)`,
          description: series ? `Live from ${church.name}: ${series.name}.` : `Live from ${church.name}.`,
          startsAt: serviceStart,
          endsAt: churchWallClock(day.getFullYear(), day.getMonth(), day.getDate(), LIVE_END_HOUR).getTime(),
          embedUrl: liveEventEmbedUrl,
          pictureUrl: series?.pictures.at(-1)?.src ?? null,
        }
      : null,
    series: series && { name: series.name, picture: pickPicture(series.pictures, PICTURE_INDEX.live) },
    liveEmbedUrl: liveEventEmbedUrl,
  };
}

export default function LivePage({ loaderData, matches }: Route.ComponentProps) {
  return (
    <div className="page container">
      {loaderData.broadcast && <JsonLd data={liveData(loaderData.broadcast, matches[0].data.origin)} />}
      <h1 className="visually-hidden">Live Stream</h1>
      <LiveStage serverNow={loaderData.now} series={loaderData.series} liveEmbedUrl={loaderData.liveEmbedUrl} />
    </div>
  );
}
