import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { church } from "~/content/church";
import {
  formatCountdown,
  formatServiceDate,
  isLive,
  isServiceDay,
  msUntilNextMinute,
  msUntilNextSecond,
  nextServiceStart,
  visitorServiceDate,
  churchZoneName,
} from "~/lib/live-service";
import type { Picture } from "~/types";
import { VideoFrame } from "~/components/video-embed";
import { SermonPicture } from "./sermon-picture";

interface LiveStageProps {
  /** The server's clock for this render, so the first client render matches the HTML. */
  serverNow: number;
  series: { name: string; picture: Picture | undefined } | null;
  liveEmbedUrl: string;
}

/**
 * SPEC 4, live-stream page: "Next Up" with the date and the current series
 * image; on the service day a countdown ticking each second; from 5 minutes
 * before the start, the live player on black. Live status is rechecked on
 * every minute boundary.
 */
export function LiveStage({ serverNow, series, liveEmbedUrl }: LiveStageProps) {
  const readClock = useServerClock(serverNow);
  const [now, setNow] = useState(serverNow);
  const [live, setLive] = useState(() => isLive(serverNow, nextServiceStart(serverNow)));
  const [visitorTime, setVisitorTime] = useState<string | null>(null);
  const serviceStart = nextServiceStart(now);
  const serviceToday = isServiceDay(now, serviceStart);

  // SPEC 9: live check every 60 s, on the minute. Like useChurchClock, the page
  // follows the server's clock (the device's plus the difference at load), so a
  // phone running late still goes live on time and hydration matches the HTML.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const current = readClock();
      setNow(current);
      setLive(isLive(current, nextServiceStart(current)));
      timer = setTimeout(check, msUntilNextMinute(current));
    };
    check();
    return () => clearTimeout(timer);
  }, [readClock]);

  // SPEC 9: the countdown ticks every second, on the service day only.
  useEffect(() => {
    if (!serviceToday || live) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = readClock();
      setNow(current);
      timer = setTimeout(tick, msUntilNextSecond(current));
    };
    timer = setTimeout(tick, msUntilNextSecond(readClock()));
    return () => clearTimeout(timer);
  }, [readClock, serviceToday, live]);

  // The visitor's zone is only known in the browser: shown after hydration, in
  // the line that until then names the church's zone.
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    setVisitorTime(zone ? visitorServiceDate(serviceStart, zone) : null);
  }, [serviceStart]);

  return (
    <section className="live-stage" data-live={live} aria-labelledby="live-heading">
      {live ? (
        <>
          <h2 id="live-heading" className="visually-hidden">
            Sunday Morning Service, live now
          </h2>
          <VideoFrame src={liveEmbedUrl} title="Sunday Morning Service, live" />
        </>
      ) : (
        <div className="live-next">
          <div className="live-text">
            <h2 id="live-heading">Next Up: Sunday Morning Service</h2>
            <p className="live-date">
              <time dateTime={new Date(serviceStart).toISOString()}>{formatServiceDate(serviceStart)}</time>
            </p>
            {/* A line of its own from the first paint: the church's zone, which the
                visitor's own time replaces after hydration without moving the page. */}
            <p className="live-zone">{visitorTime ? `(${visitorTime} your time)` : churchZoneName(serviceStart)}</p>
            {serviceToday && (
              <div className="live-countdown">
                <p id="countdown-label">Service will begin in:</p>
                <p className="live-countdown-value" aria-labelledby="countdown-label" role="timer">
                  {formatCountdown(serviceStart - now)}
                </p>
              </div>
            )}
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
  );
}

/**
 * The server's clock in the browser: the device's clock plus the difference
 * measured once per server time (so re-running effects never jumps back).
 */
function useServerClock(serverNow: number): () => number {
  const skew = useRef<{ serverNow: number; ms: number } | null>(null);
  return useCallback(() => {
    if (skew.current?.serverNow !== serverNow) skew.current = { serverNow, ms: serverNow - Date.now() };
    return Date.now() + skew.current.ms;
  }, [serverNow]);
}
