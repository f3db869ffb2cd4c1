import { data, isRouteErrorResponse, useRouteError } from "react-router";
import type { Route } from "./+types/series";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { Description } from "~/components/sermons/description";
import { SermonNotFound } from "~/components/sermons/not-found";
import { SermonPlaylist } from "~/components/sermons/playlist";
import { SermonPicture } from "~/components/sermons/sermon-picture";
import { SermonsUnavailable } from "~/components/sermons/sermons-unavailable";
import { allSermonsFeed, feedAlternates, PodcastSubscribe, seriesFeed } from "~/components/sermons/podcast-subscribe";
import { useChurchDates, useSite } from "~/hooks/use-site";
import { pageMeta, siteName } from "~/lib/meta";
import { PICTURE_INDEX, pickPicture } from "~/lib/pictures";
import { getSeriesBySlug, loadOrUnavailable } from "~/features/sermons/sermons.server";
import { NO_STORE } from "~/server/document-cache.server";
import { requireUpstream } from "~/server/upstream-modes.server";
import sermonStyles from "~/styles/sermons.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: sermonStyles }];

export const meta = (args: Route.MetaArgs) => {
  const { data: loaded, error } = args;
  if (error || !loaded) return pageMeta(args, "Series not found", "This sermon series could not be found.");
  if (loaded.status === "unavailable")
    return [...pageMeta(args, "Series", "Sermons are unavailable right now."), { name: "robots", content: "noindex" }];
  return [
    ...pageMeta(
      args,
      loaded.series.name,
      loaded.series.description.split("\n")[0] || `The ${loaded.series.name} sermon series.`,
    ),
    ...feedAlternates([seriesFeed(loaded.series), allSermonsFeed(siteName(args))], args),
  ];
};

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** SPEC 5 series guard: an unknown slug is a 404 (see SermonNotFound). */
export async function loader({ params }: Route.LoaderArgs) {
  requireUpstream("vimeo");
  const result = await loadOrUnavailable(() => getSeriesBySlug(params.id));
  // Never kept by the rendered-page cache: the next visitor gets a fresh try.
  if (result.status === "unavailable") return data({ status: "unavailable" as const }, { headers: NO_STORE });
  const series = result.value;
  if (!series) throw data(null, { status: 404 });
  const dates = series.sermons.map((sermon) => sermon.date);
  return {
    status: "ok" as const,
    // The largest picture makes the share card (issue 9).
    shareImage: series.pictures.at(-1) ?? null,
    series: {
      slug: series.slug,
      name: series.name,
      description: series.description,
      picture: pickPicture(series.pictures, PICTURE_INDEX.series),
      firstDate: dates.length ? Math.min(...dates) : undefined,
      lastDate: dates.length ? Math.max(...dates) : undefined,
      sermons: series.sermons.map(({ uri, slug, name, date }) => ({ uri, slug, name, date })),
    },
  };
}

export default function SeriesPage({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const dates = useChurchDates();
  if (loaderData.status === "unavailable") {
    return (
      <div className="page container">
        <h1>Series</h1>
        <SermonsUnavailable />
      </div>
    );
  }
  const { series } = loaderData;
  return (
    <div className="page container sermons-page">
      <Breadcrumbs
        crumbs={[
          { name: "Home", path: "/" },
          { name: "Series", path: "/watch" },
          { name: series.name, path: null },
        ]}
      />
      <div className="sermon-header">
        <SermonPicture picture={series.picture} eager className="sermon-header-picture" />
        <div>
          <h1>{series.name}</h1>
          {series.firstDate !== undefined && series.lastDate !== undefined && (
            <p className="sermon-date">
              <time dateTime={new Date(series.firstDate).toISOString()}>{dates.format(series.firstDate, "date")}</time>
              {" – "}
              <time dateTime={new Date(series.lastDate).toISOString()}>{dates.format(series.lastDate, "date")}</time>
            </p>
          )}
          <Description text={series.description} />
          <PodcastSubscribe feeds={[seriesFeed(series), allSermonsFeed(site.church.name)]} />
        </div>
      </div>
      <section aria-labelledby="series-sermons">
        <h2 id="series-sermons">Sermons in This Series</h2>
        <SermonPlaylist sermons={series.sermons} />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <SermonNotFound what="series" />;
  throw error;
}
