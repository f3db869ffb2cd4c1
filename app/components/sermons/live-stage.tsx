import { Link } from "react-router";
import { church } from "~/content/church";
import { churchWallClock, inChurchZone } from "~/lib/church-time";
import { formatCountdown } from "~/lib/countdown";
import {
  churchZoneName,
  formatServiceDate,
  isLive,
  isServiceDay,
  LIVE_END_HOUR,
  LIVE_LEAD_MS,
  nextServiceStart,
} from "~/lib/live-service";
import type { Picture } from "~/types";
import { VideoFrame } from "~/components/video-embed";
import { SermonPicture } from "./sermon-picture";

interface LiveStageProps {
  /** The server's clock for this render. */
  serverNow: number;
  series: { name: string; picture: Picture | undefined } | null;
  liveEmbedUrl: string;
}

/**
 * SPEC 4, live-stream page: "Next Up" with the date and the current series
 * image; on the service day a countdown; from 5 minutes before the start, the
 * live player on black.
 *
 * The server draws the stage as it stands now, with the schedule's instants in
 * data attributes and the live player waiting in a <template>; <live-stage>
 * (app/elements/live-stage.ts) then ticks the countdown each second, rechecks
 * on every minute boundary, and switches to the player on time, on the
 * server's clock.
 */
export function LiveStage({ serverNow, series, liveEmbedUrl }: LiveStageProps) {
  const serviceStart = nextServiceStart(serverNow);
  const day = inChurchZone(serviceStart);
  const dayStart = churchWallClock(day.getFullYear(), day.getMonth(), day.getDate()).getTime();
  const liveUntil = churchWallClock(day.getFullYear(), day.getMonth(), day.getDate(), LIVE_END_HOUR).getTime();
  const live = isLive(serverNow, serviceStart);
  const serviceToday = isServiceDay(serverNow, serviceStart);

  const player = (
    <>
      <h2 id="live-heading" className="visually-hidden">
        Sunday Morning Service, live now
      </h2>
      <VideoFrame src={liveEmbedUrl} title="Sunday Morning Service, live" />
    </>
  );

  return (
    <live-stage
      data-now={serverNow}
      data-start={serviceStart}
      data-day-start={dayStart}
      data-live-from={serviceStart - LIVE_LEAD_MS}
      data-live-until={liveUntil}
      data-time-zone={church.timeZone}
    >
      <section className="live-stage" data-live={live} aria-labelledby="live-heading">
        {live ? (
          player
        ) : (
          <>
            <div className="live-next">
              <div className="live-text">
                <h2 id="live-heading">Next Up: Sunday Morning Service</h2>
                <p className="live-date">
                  <time dateTime={new Date(serviceStart).toISOString()}>{formatServiceDate(serviceStart)}</time>
                </p>
                {/* A line of its own from the first paint: the church's zone, which the
                    visitor's own time replaces once the script runs, without moving the page. */}
                <p className="live-zone">{churchZoneName(serviceStart)}</p>
                <div className="live-countdown" hidden={!serviceToday}>
                  <p id="countdown-label">Service will begin in:</p>
                  <p className="live-countdown-value" aria-labelledby="countdown-label" role="timer">
                    {formatCountdown(serviceStart - serverNow)}
                  </p>
                </div>
              </div>
              {series && (
                <SermonPicture
                  picture={series.picture}
                  alt={`Current series: ${series.name}`}
                  eager
                  className="live-series-picture"
                />
              )}
            </div>
            <template>{player}</template>
          </>
        )}
        <div className="live-actions">
          <a className="button button-gold" href={church.links.connectCard} target="_blank" rel="noopener noreferrer">
            Connect with us<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          <a className="button button-gold" href={church.links.giving} target="_blank" rel="noopener noreferrer">
            Give<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          <Link className="button button-gold" to="/watch">
            Previous sermons
          </Link>
        </div>
      </section>
    </live-stage>
  );
}
