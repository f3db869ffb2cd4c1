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
import { useT } from "~/hooks/use-t";
import { seriesLanguage } from "~/features/sermons/series-language";
import { metaT, pageMeta, siteName } from "~/lib/meta";
import { PICTURE_INDEX, pickPicture } from "~/lib/pictures";
import { getSeriesBySlug, loadOrUnavailable } from "~/features/sermons/sermons.server";
import { NO_STORE_FOR_ANYONE } from "~/server/document-cache.server";
import { requireUpstream } from "~/server/upstream-modes.server";
import sermonStyles from "~/styles/sermons.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: sermonStyles }];

export const meta = (args: Route.MetaArgs) => {
  const { data: loaded, error } = args;
  const t = metaT(args);
  if (error || !loaded)
    return pageMeta(args, t("sermons.series.notFound.title"), t("sermons.series.notFound.description"));
  if (loaded.status === "unavailable")
    return [
      ...pageMeta(args, t("sermons.series.label"), t("sermons.unavailable.short")),
      { name: "robots", content: "noindex" },
    ];
  return [
    ...pageMeta(
      args,
      loaded.series.name,
      loaded.series.description.split("\n")[0] || t("sermons.series.description", { name: loaded.series.name }),
    ),
    ...feedAlternates([seriesFeed(loaded.series, t), allSermonsFeed(siteName(args), t)], args),
  ];
};

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** SPEC 5 series guard: an unknown slug is a 404 (see SermonNotFound). */
export async function loader({ params, context }: Route.LoaderArgs) {
  requireUpstream("vimeo");
  const result = await loadOrUnavailable(() => getSeriesBySlug(params.id));
  // Never kept by the rendered-page cache: the next visitor gets a fresh try.
  if (result.status === "unavailable")
    return data({ status: "unavailable" as const }, { headers: NO_STORE_FOR_ANYONE });
  const series = result.value;
  if (!series) throw data(null, { status: 404 });
  const dates = series.sermons.map((sermon) => sermon.date);
  return {
    status: "ok" as const,
    // The largest picture makes the share card (issue 9).
    shareImage: series.pictures.at(-1) ?? null,
    // Its words are in its own language (decision 040), marked where the page's differs (issue 36).
    textLanguage: seriesLanguage(series, context.content),
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
  const { t, language } = useT();
  if (loaderData.status === "unavailable") {
    return (
      <div className="page container">
        <h1>{t("sermons.series.label")}</h1>
        <SermonsUnavailable />
      </div>
    );
  }
  const { series } = loaderData;
  return (
    <div className="page container sermons-page">
      <Breadcrumbs
        crumbs={[
          { name: t("layout.breadcrumbs.home"), path: "/" },
          { name: t("sermons.series.label"), path: "/watch" },
          { name: series.name, path: null },
        ]}
      />
      <div className="sermon-header">
        <SermonPicture picture={series.picture} eager className="sermon-header-picture" />
        <div>
          <h1 lang={loaderData.textLanguage === language ? undefined : loaderData.textLanguage}>{series.name}</h1>
          {series.firstDate !== undefined && series.lastDate !== undefined && (
            <p className="sermon-date">
              <time dateTime={new Date(series.firstDate).toISOString()}>{dates.format(series.firstDate, "date")}</time>
              {" – "}
              <time dateTime={new Date(series.lastDate).toISOString()}>{dates.format(series.lastDate, "date")}</time>
            </p>
          )}
          <Description
            text={series.description}
            lang={loaderData.textLanguage === language ? undefined : loaderData.textLanguage}
          />
          <PodcastSubscribe feeds={[seriesFeed(series, t), allSermonsFeed(site.church.name, t)]} />
        </div>
      </div>
      <section aria-labelledby="series-sermons">
        <h2 id="series-sermons">{t("sermons.series.sermons")}</h2>
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
