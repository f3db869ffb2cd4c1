import { data } from "react-router";
import { useLanguagePrefix } from "~/hooks/use-language-prefix";
import type { Route } from "./+types/watch.live";
import { JsonLd } from "~/components/json-ld";
import { LiveStage } from "~/components/sermons/live-stage";
import { hasLiveStream } from "~/content/site";
import { useSite } from "~/hooks/use-site";
import { useT } from "~/hooks/use-t";
import { metaT, pageMeta } from "~/lib/meta";
import { linkedDataContext, liveData } from "~/lib/structured-data";
import { PICTURE_INDEX, pickPicture } from "~/lib/pictures";
import { currentOrNextStream, isLive } from "~/lib/schedule";
import { streamsFor } from "~/lib/service-language";
import { defaultLanguage } from "~/i18n/content-language";
import { getCurrentSeries, loadOrUnavailable } from "~/features/sermons/sermons.server";
import { NO_STORE_FOR_ANYONE } from "~/server/document-cache.server";
import { getEnv } from "~/server/env.server";
import sermonStyles from "~/styles/sermons.css?url";
import liveChatStyles from "~/styles/live-chat.css?url";
import type { RouteHandle } from "~/root";
import { LiveChatPanel } from "~/components/live-chat/live-chat-panel";
import { liveChatView } from "~/features/live-chat/chat-page.server";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: sermonStyles },
  { rel: "stylesheet", href: liveChatStyles },
];

/** The live page loads a script of its own: the shell's, the stage's and the chat's small launcher (issue 45). */
export const handle: RouteHandle = { elements: "live" };

export const meta = (args: Route.MetaArgs) =>
  pageMeta(
    args,
    metaT(args)("live.title"),
    metaT(args)("live.description", { services: args.matches[0]?.data.site.services.summary ?? "" }),
  );

/** The countdown shows seconds from the request's clock: never reuse a rendered copy (docs/decisions/007). */
export function headers() {
  return NO_STORE_FOR_ANYONE;
}

/**
 * SPEC 2.17 and 4: the live page counts down to the next streamed gathering
 * (services.yaml) and shows the live player from 5 minutes before it. The
 * current series (SPEC 2.1: loaded first) comes from Vimeo when it is on. A
 * church that streams nothing has no live page.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { content, now } = context;
  const language = context.language ?? defaultLanguage(content);
  if (!hasLiveStream(content)) throw data(null, { status: 404 });
  const current =
    getEnv().modes.vimeo === "off" ? null : await loadOrUnavailable(() => getCurrentSeries(context.language));
  const series = current?.status === "ok" ? current.value : null;
  const { church, services } = content;
  const stream = currentOrNextStream(now, streamsFor(services.gatherings, language), church.locale.timeZone)!;
  const embedUrl = services.live.embedUrl!;
  return {
    now,
    // Issue 35: the church's own connect card (forms/connect-card.yaml) when it has one, else church.yaml's link.
    connectCard: content.forms["connect-card"] ? "/forms/connect-card" : church.links.connectCard,
    // Issue 9: during the live window, the stream is described as a live broadcast for search engines.
    broadcast: isLive(now, stream, services.live.playerMinutesBefore)
      ? {
          name: `${church.name} ${stream.gathering.name} (live)`,
          description: series ? `Live from ${church.name}: ${series.name}.` : `Live from ${church.name}.`,
          startsAt: stream.start,
          endsAt: stream.end,
          embedUrl,
          pictureUrl: series?.pictures.at(-1)?.src ?? null,
        }
      : null,
    series: series && { name: series.name, picture: pickPicture(series.pictures, PICTURE_INDEX.live) },
    liveEmbedUrl: embedUrl,
    leadMinutes: services.live.playerMinutesBefore,
    // Issue 45: the chat beside the stream, when the church has one.
    chat: liveChatView(content, language, now),
  };
}

export default function LivePage({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const prefix = useLanguagePrefix();
  const { locale } = site.church;
  const { t, tag } = useT();
  return (
    <div className="page container">
      {loaderData.broadcast && <JsonLd data={liveData(loaderData.broadcast, linkedDataContext(site, prefix))} />}
      <h1 className="visually-hidden">{t("live.heading")}</h1>
      <div className={loaderData.chat ? "live-layout" : undefined}>
        <LiveStage
          serverNow={loaderData.now}
          series={loaderData.series}
          liveEmbedUrl={loaderData.liveEmbedUrl}
          gatherings={streamsFor(site.services.gatherings, useT().language)}
          style={{ timeZone: locale.timeZone, dateOrder: locale.dateOrder, clock: locale.clock, locale: tag }}
          leadMinutes={loaderData.leadMinutes}
          links={{
            connectCard: loaderData.connectCard,
            giving: site.church.links.giving,
            ...(site.features.sermons ? { sermons: "/watch" } : {}),
          }}
        />
        {loaderData.chat ? <LiveChatPanel {...loaderData.chat} /> : null}
      </div>
    </div>
  );
}
