import { useT } from "~/hooks/use-t";
import { Link } from "react-router";
import type { Gathering } from "~/content/model";
import { churchWallClock, inChurchZone } from "~/lib/church-time";
import { formatCountdown } from "~/lib/countdown";
import type { DateStyle } from "~/lib/date-patterns";
import { churchZoneName, currentOrNextStream, formatServiceDate, isLive, isSameChurchDay } from "~/lib/schedule";
import type { Picture } from "~/types";
import { VideoFrame } from "~/components/video-embed";
import { videoPlatformOf } from "~/lib/video-platform";
import { SermonPicture } from "./sermon-picture";

interface LiveStageProps {
  /** The server's clock for this render. */
  serverNow: number;
  series: { name: string; picture: Picture | undefined } | null;
  liveEmbedUrl: string;
  /** The streamed gatherings (services.yaml), the church's date style, and SPEC 4's 5 minutes. */
  gatherings: Gathering[];
  style: DateStyle;
  leadMinutes: number;
  /** The live page's buttons; `sermons` only while the sermon pages exist (Vimeo on). */
  links: { connectCard?: string; giving?: string; sermons?: string };
}

/**
 * SPEC 4, live-stream page: "Next Up" with the date and the current series
 * image; on the service day a countdown; from 5 minutes before the start, the
 * live player on black (Vimeo, YouTube or Facebook; a link to any other).
 *
 * The server draws the stage as it stands now, with the schedule's instants in
 * data attributes and the live player waiting in a <template>; <live-stage>
 * (app/elements/live-stage.ts) then ticks the countdown each second, rechecks
 * on every minute boundary, and switches to the player on time, on the
 * server's clock.
 */
export function LiveStage({ serverNow, series, liveEmbedUrl, gatherings, style, leadMinutes, links }: LiveStageProps) {
  const occurrence = currentOrNextStream(serverNow, gatherings, style.timeZone)!;
  const serviceStart = occurrence.start;
  const name = occurrence.gathering.name;
  const day = inChurchZone(serviceStart, style.timeZone);
  const dayStart = churchWallClock(day.getFullYear(), day.getMonth(), day.getDate(), 0, 0, style.timeZone).getTime();
  const liveUntil = occurrence.end;
  const live = isLive(serverNow, occurrence, leadMinutes);
  const serviceToday = isSameChurchDay(serverNow, serviceStart, style.timeZone);
  const { t } = useT();

  const player = (
    <>
      <h2 id="live-heading" className="visually-hidden">
        {t("live.liveNow", { name })}
      </h2>
      {/* A platform the site does not know is not allowed in a frame (the CSP): its player opens on its own site. */}
      {videoPlatformOf(liveEmbedUrl) === "other" ? (
        <p className="live-elsewhere">
          <a className="button button-gold" href={liveEmbedUrl} target="_blank" rel="noopener noreferrer">
            {t("live.watchLive", { name })}
            <span className="visually-hidden">{t("layout.newTab")}</span>
          </a>
        </p>
      ) : (
        <VideoFrame src={liveEmbedUrl} title={t("live.frameTitle", { name })} />
      )}
    </>
  );

  return (
    <live-stage
      data-now={serverNow}
      data-start={serviceStart}
      data-day-start={dayStart}
      data-live-from={serviceStart - leadMinutes * 60_000}
      data-live-until={liveUntil}
      data-time-zone={style.timeZone}
      data-date-order={style.dateOrder}
      data-clock={style.clock}
      data-locale={style.locale}
      data-your-time={t("live.yourTime", { time: "#" })}
    >
      <section className="live-stage" data-live={live} aria-labelledby="live-heading">
        {live ? (
          player
        ) : (
          <>
            <div className="live-next">
              <div className="live-text">
                <h2 id="live-heading">{t("live.nextUp", { name })}</h2>
                <p className="live-date">
                  <time dateTime={new Date(serviceStart).toISOString()}>{formatServiceDate(serviceStart, style)}</time>
                </p>
                {/* A line of its own from the first paint: the church's zone, which the
                    visitor's own time replaces once the script runs, without moving the page. */}
                <p className="live-zone">{churchZoneName(serviceStart, style.timeZone, style.locale)}</p>
                <div className="live-countdown" hidden={!serviceToday}>
                  <p id="countdown-label">{t("live.countdown")}</p>
                  <p className="live-countdown-value" aria-labelledby="countdown-label" role="timer">
                    {formatCountdown(serviceStart - serverNow)}
                  </p>
                </div>
              </div>
              {series && (
                <SermonPicture
                  picture={series.picture}
                  alt={t("live.currentSeries", { series: series.name })}
                  eager
                  className="live-series-picture"
                />
              )}
            </div>
            <template>{player}</template>
          </>
        )}
        <div className="live-actions">
          {links.connectCard ? (
            <a className="button button-gold" href={links.connectCard} target="_blank" rel="noopener noreferrer">
              {t("live.connect")}
              <span className="visually-hidden">{t("layout.newTab")}</span>
            </a>
          ) : null}
          {links.giving ? (
            <a className="button button-gold" href={links.giving} target="_blank" rel="noopener noreferrer">
              {t("live.give")}
              <span className="visually-hidden">{t("layout.newTab")}</span>
            </a>
          ) : null}
          {links.sermons ? (
            <Link className="button button-gold" to={links.sermons}>
              {t("live.previous")}
            </Link>
          ) : null}
        </div>
      </section>
    </live-stage>
  );
}
