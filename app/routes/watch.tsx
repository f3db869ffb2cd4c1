import { Suspense } from "react";
import { Await, data, Link } from "react-router";
import type { Route } from "./+types/watch";
import { type SeriesCard, SeriesGrid, SeriesGridPlaceholder } from "~/components/sermons/series-grid";
import { LatestSermonLoading } from "~/components/sermons/latest-sermon-loading";
import { SermonsUnavailable } from "~/components/sermons/sermons-unavailable";
import { allSermonsFeed, feedAlternates, PodcastSubscribe } from "~/components/sermons/podcast-subscribe";
import { VideoFrame } from "~/components/video-embed";
import { useT } from "~/hooks/use-t";
import { metaT, pageMeta, siteName } from "~/lib/meta";
import { settledWithin } from "~/lib/settled-within";
import { PICTURE_INDEX, pickPicture } from "~/lib/pictures";
import { useChurchDates, useSite } from "~/hooks/use-site";
import { getLatestSermon, listSeriesIn, loadOrUnavailable } from "~/features/sermons/sermons.server";
import { NO_STORE_FOR_ANYONE } from "~/server/document-cache.server";
import { requireUpstream } from "~/server/upstream-modes.server";
import sermonStyles from "~/styles/sermons.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: sermonStyles }];

export const meta = (args: Route.MetaArgs) => {
  const t = metaT(args);
  return [
    ...pageMeta(args, t("sermons.watch.title"), t("sermons.watch.description")),
    ...feedAlternates([allSermonsFeed(siteName(args), t)], args),
  ];
};

/** Warm caches answer well within this; a slower load is streamed behind its loading state. */
const WAIT_FOR_CACHED_MS = 100;

/**
 * Promises, not values, when loading takes a while: during in-app navigation
 * the page then appears at once with its loading states (SPEC 2.16); a full
 * page load waits for both (onAllReady), at most the time budget. Unless both
 * are known at once and complete, the answer says no-store, so no cache keeps
 * an apology (docs/decisions/007 and 013).
 */
export async function loader({ context }: Route.LoaderArgs) {
  requireUpstream("vimeo");
  // The page's language's series (issue 27: app/features/sermons/series-language.ts).
  const language = context.language;
  const latest = loadOrUnavailable(async () => {
    const found = await getLatestSermon(language);
    return (
      found && {
        name: found.sermon.name,
        slug: found.sermon.slug,
        date: found.sermon.date,
        embedUrl: found.sermon.embedUrl,
      }
    );
  });
  const series = loadOrUnavailable(async () =>
    (await listSeriesIn(language)).map((item): SeriesCard => ({
      slug: item.slug,
      name: item.name,
      picture: pickPicture(item.pictures, PICTURE_INDEX.series),
    })),
  );
  const settled = await settledWithin(Promise.all([latest, series]), WAIT_FOR_CACHED_MS);
  const unavailable = settled?.some((result) => result.status === "unavailable") ?? true;
  return data({ latest, series }, unavailable ? { headers: NO_STORE_FOR_ANYONE } : undefined);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function WatchPage({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const dates = useChurchDates();
  const { t } = useT();
  return (
    <div className="page container sermons-page">
      <h1>{t("sermons.watch.title")}</h1>
      <p className="watch-find">
        {t("sermons.watch.lookingFor")} <Link to="/watch/search">{t("sermons.watch.searchAll")}</Link>{" "}
        {t("sermons.watch.orBrowse")} <Link to="/watch/scripture">{t("sermons.watch.scriptureIndex")}</Link>.
      </p>
      <PodcastSubscribe feeds={[allSermonsFeed(site.church.name, t)]} />
      {/* SPEC 2.16: while a streamed gathering is near or on (decided per request, like the menu's link). */}
      {site.nav.highlight?.live && (
        <p className="notice live-notice">
          {t("sermons.watch.livestream")} <Link to="/watch/live">{t("sermons.watch.clickHere")}</Link>
        </p>
      )}

      <section aria-labelledby="latest-sermon" className="latest-sermon">
        <h2 id="latest-sermon">{t("sermons.watch.latest")}</h2>
        <Suspense fallback={<LatestSermonLoading />}>
          <Await resolve={loaderData.latest} errorElement={<SermonsUnavailable />}>
            {(result) =>
              result.status === "unavailable" ? (
                <SermonsUnavailable />
              ) : result.value ? (
                <>
                  <VideoFrame src={result.value.embedUrl} title={result.value.name} />
                  <h3 className="latest-sermon-name">
                    <Link to={`/message/${result.value.slug}`}>{result.value.name}</Link>
                  </h3>
                  <p className="sermon-date">
                    <time dateTime={new Date(result.value.date).toISOString()}>
                      {dates.format(result.value.date, "shortDate")}
                    </time>
                  </p>
                </>
              ) : (
                <p>{t("sermons.watch.none")}</p>
              )
            }
          </Await>
        </Suspense>
      </section>

      <section aria-labelledby="other-series" className="other-series">
        <h2 id="other-series">{t("sermons.watch.otherSeries")}</h2>
        <Suspense fallback={<SeriesGridPlaceholder />}>
          <Await resolve={loaderData.series} errorElement={<SermonsUnavailable />}>
            {(result) =>
              result.status === "unavailable" ? <SermonsUnavailable /> : <SeriesGrid series={result.value} />
            }
          </Await>
        </Suspense>
      </section>
    </div>
  );
}
