import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { useLanguagePrefix } from "~/hooks/use-language-prefix";
import type { Route } from "./+types/message";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { Description } from "~/components/sermons/description";
import { SermonNotFound } from "~/components/sermons/not-found";
import { SermonPlaylist } from "~/components/sermons/playlist";
import { PassageLinks } from "~/components/sermons/passage-links";
import { SermonPicture } from "~/components/sermons/sermon-picture";
import { SermonsUnavailable } from "~/components/sermons/sermons-unavailable";
import { TranscriptSection } from "~/components/sermons/transcript";
import { allSermonsFeed, feedAlternates, PodcastSubscribe, seriesFeed } from "~/components/sermons/podcast-subscribe";
import { JsonLd } from "~/components/json-ld";
import { VideoFrame } from "~/components/video-embed";
import { useChurchDates, useSite } from "~/hooks/use-site";
import { useT } from "~/hooks/use-t";
import { seriesLanguage } from "~/features/sermons/series-language";
import { defaultLanguage } from "~/i18n/content-language";
import type { Translate } from "~/i18n/translate";
import { metaT, pageMeta, siteName } from "~/lib/meta";
import { linkedDataContext, sermonData } from "~/lib/structured-data";
import { PICTURE_INDEX, pickPicture } from "~/lib/pictures";
import { findPassages } from "~/lib/scripture";
import { getSermonPage, getTranscriptOrNull, loadOrUnavailable } from "~/features/sermons/sermons.server";
import { NO_STORE_FOR_ANYONE } from "~/server/document-cache.server";
import { requireUpstream } from "~/server/upstream-modes.server";
import sermonStyles from "~/styles/sermons.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: sermonStyles }];

export const meta = (args: Route.MetaArgs) => {
  const { data: loaded, error } = args;
  const t = metaT(args);
  if (error || !loaded)
    return pageMeta(args, t("sermons.message.notFound.title"), t("sermons.message.notFound.description"));
  if (loaded.status === "unavailable")
    return [
      ...pageMeta(args, t("sermons.message.label"), t("sermons.unavailable.short")),
      { name: "robots", content: "noindex" },
    ];
  return [
    ...pageMeta(
      args,
      loaded.sermon.name,
      loaded.sermon.description.split("\n")[0] ||
        t("sermons.message.description", { series: loaded.seriesName ?? t("sermons.message.ourSermons") }),
    ),
    ...feedAlternates(podcastFeeds(siteName(args), loaded.series, t), args),
  ];
};

function podcastFeeds(churchName: string, series: { slug: string; name: string } | null, t: Translate) {
  return series ? [allSermonsFeed(churchName, t), seriesFeed(series, t)] : [allSermonsFeed(churchName, t)];
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** SPEC 5 sermon guard: an unknown slug is a 404 (see SermonNotFound). */
export async function loader({ params, context }: Route.LoaderArgs) {
  requireUpstream("vimeo");
  const result = await loadOrUnavailable(() => getSermonPage(params.id));
  // Never kept by the rendered-page cache: the next visitor gets a fresh try.
  if (result.status === "unavailable")
    return data({ status: "unavailable" as const }, { headers: NO_STORE_FOR_ANYONE });
  if (!result.value) throw data(null, { status: 404 });
  const { sermon, series } = result.value;
  // Never fails: a sermon whose transcript can't be read shows without it.
  const transcript = await getTranscriptOrNull(sermon.uri);
  return {
    status: "ok" as const,
    sermon: {
      uri: sermon.uri,
      name: sermon.name,
      description: sermon.description,
      date: sermon.date,
      duration: sermon.duration,
      embedUrl: sermon.embedUrl,
      slug: sermon.slug,
      picture: pickPicture(sermon.pictures, PICTURE_INDEX.message),
    },
    passages: findPassages(`${sermon.name}\n${sermon.description}`).map(({ bookId, label }) => ({ bookId, label })),
    transcript,
    videoPageUrl: `https://vimeo.com/${sermon.uri.split("/").pop()}`,
    seriesName: series?.name,
    // The sermon's words are in its series' language (decision 040), marked where the page's differs (issue 36).
    textLanguage: series ? seriesLanguage(series, context.content) : defaultLanguage(context.content),
    series: series && { slug: series.slug, name: series.name },
    // The largest picture makes the share card (issue 9).
    shareImage: sermon.pictures.at(-1) ?? null,
    playlist: (series?.sermons ?? [sermon]).map(({ uri, slug, name, date }) => ({ uri, slug, name, date })),
  };
}

export default function MessagePage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  if (loaderData.status === "unavailable") {
    return (
      <div className="page container">
        <h1>{t("sermons.message.label")}</h1>
        <SermonsUnavailable />
      </div>
    );
  }
  return <Message key={loaderData.sermon.uri} {...loaderData} />;
}

/** The page's player, which a transcript's timestamps restart at their moment. */
const PLAYER_ID = "sermon-player";

type MessageProps = Extract<Route.ComponentProps["loaderData"], { status: "ok" }>;

function Message({
  sermon,
  playlist,
  seriesName,
  series,
  shareImage,
  passages,
  transcript,
  videoPageUrl,
  textLanguage,
}: MessageProps) {
  const site = useSite();
  const dates = useChurchDates();
  const { t, language } = useT();
  const structured = sermonData(
    {
      ...sermon,
      pictureUrl: shareImage?.src ?? null,
      series,
      transcript: transcript?.paragraphs.map((paragraph) => paragraph.text).join("\n\n"),
      messagesCrumb: t("sermons.message.crumb"),
    },
    linkedDataContext(site, useLanguagePrefix()),
  );
  return (
    <div className="page container sermons-page">
      <JsonLd data={structured} />
      <Breadcrumbs
        crumbs={[
          { name: t("layout.breadcrumbs.home"), path: "/" },
          { name: t("sermons.message.crumb"), path: "/watch" },
          { name: sermon.name, path: null },
        ]}
      />
      <div className="message-layout">
        <article className="message-main">
          {/* The page's own player loads at once: no extra click (issue 4, point 6). */}
          <VideoFrame id={PLAYER_ID} src={sermon.embedUrl} title={sermon.name} />
          <div className="sermon-header">
            <SermonPicture picture={sermon.picture} className="sermon-header-picture message-picture" />
            <div>
              <h1 lang={textLanguage === language ? undefined : textLanguage}>{sermon.name}</h1>
              <p className="sermon-date">
                <time dateTime={new Date(sermon.date).toISOString()}>{dates.format(sermon.date, "date")}</time>
              </p>
            </div>
          </div>
          <PassageLinks passages={passages} />
          <Description text={sermon.description} lang={textLanguage === language ? undefined : textLanguage} />
          <PodcastSubscribe feeds={podcastFeeds(site.church.name, series, t)} />
          {transcript ? (
            <TranscriptSection transcript={transcript} videoPageUrl={videoPageUrl} playerId={PLAYER_ID} />
          ) : null}
        </article>
        <aside className="message-playlist" aria-labelledby="in-this-series">
          <h2 id="in-this-series">{t("sermons.message.inThisSeries")}</h2>
          {seriesName && <p className="message-series-name">{seriesName}</p>}
          <SermonPlaylist sermons={playlist} currentUri={sermon.uri} />
        </aside>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <SermonNotFound what="message" />;
  throw error;
}
