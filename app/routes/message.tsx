import { data, isRouteErrorResponse, useRouteError } from "react-router";
import type { Route } from "./+types/message";
import { Breadcrumbs } from "~/components/sermons/breadcrumbs";
import { Description } from "~/components/sermons/description";
import { SermonNotFound } from "~/components/sermons/not-found";
import { SermonPlaylist } from "~/components/sermons/playlist";
import { SermonPicture } from "~/components/sermons/sermon-picture";
import { SermonsUnavailable } from "~/components/sermons/sermons-unavailable";
import { VideoFrame } from "~/components/video-embed";
import { formatChurchTime } from "~/lib/church-time";
import { pageMeta } from "~/lib/meta";
import { PICTURE_INDEX, pickPicture } from "~/lib/pictures";
import { getSermonPage, loadOrUnavailable } from "~/features/sermons/sermons.server";
import { NO_STORE } from "~/server/document-cache.server";
import sermonStyles from "~/styles/sermons.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: sermonStyles }];

export const meta = ({ data: loaded, error }: Route.MetaArgs) => {
  if (error || !loaded) return pageMeta("Message not found", "This message could not be found.");
  if (loaded.status === "unavailable")
    return [...pageMeta("Message", "Sermons are unavailable right now."), { name: "robots", content: "noindex" }];
  return pageMeta(
    loaded.sermon.name,
    loaded.sermon.description.split("\n")[0] || `A message from ${loaded.seriesName ?? "our sermons"}.`,
  );
};

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** SPEC 5 sermon guard: an unknown slug is a 404 (see SermonNotFound). */
export async function loader({ params }: Route.LoaderArgs) {
  const result = await loadOrUnavailable(() => getSermonPage(params.id));
  // Never kept by the rendered-page cache: the next visitor gets a fresh try.
  if (result.status === "unavailable") return data({ status: "unavailable" as const }, { headers: NO_STORE });
  if (!result.value) throw data(null, { status: 404 });
  const { sermon, series } = result.value;
  return {
    status: "ok" as const,
    sermon: {
      uri: sermon.uri,
      name: sermon.name,
      description: sermon.description,
      date: sermon.date,
      embedUrl: sermon.embedUrl,
      picture: pickPicture(sermon.pictures, PICTURE_INDEX.message),
    },
    seriesName: series?.name,
    playlist: (series?.sermons ?? [sermon]).map(({ uri, slug, name, date }) => ({ uri, slug, name, date })),
  };
}

export default function MessagePage({ loaderData }: Route.ComponentProps) {
  if (loaderData.status === "unavailable") {
    return (
      <div className="page container">
        <h1>Message</h1>
        <SermonsUnavailable />
      </div>
    );
  }
  const { sermon, playlist, seriesName } = loaderData;
  return (
    <div className="page container sermons-page">
      <Breadcrumbs section={{ label: "Messages", to: "/watch" }} current={sermon.name} />
      <div className="message-layout">
        <article className="message-main">
          {/* The page's own player loads at once: no extra click (issue 4, point 6). */}
          <VideoFrame src={sermon.embedUrl} title={sermon.name} />
          <div className="sermon-header">
            <SermonPicture picture={sermon.picture} className="sermon-header-picture message-picture" />
            <div>
              <h1>{sermon.name}</h1>
              <p className="sermon-date">
                <time dateTime={new Date(sermon.date).toISOString()}>
                  {formatChurchTime(sermon.date, "MMMM d, yyyy")}
                </time>
              </p>
            </div>
          </div>
          <Description text={sermon.description} />
        </article>
        <aside className="message-playlist" aria-labelledby="in-this-series">
          <h2 id="in-this-series">In This Series</h2>
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
