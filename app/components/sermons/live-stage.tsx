import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { Gathering } from "~/content/model";
import type { DateStyle } from "~/lib/date-patterns";
import {
  churchZoneName,
  currentOrNextStream,
  formatCountdown,
  formatServiceDate,
  isLive,
  isSameChurchDay,
  msUntilNextMinute,
  msUntilNextSecond,
  visitorServiceDate,
  type Occurrence,
} from "~/lib/schedule";
import type { Picture } from "~/types";
import { VideoFrame } from "~/components/video-embed";
import { SermonPicture } from "./sermon-picture";

interface LiveStageProps {
  /** The server's clock for this render, so the first client render matches the HTML. */
  serverNow: number;
  series: { name: string; picture: Picture | undefined } | null;
  liveEmbedUrl: string;
  /** The streamed gatherings (services.yaml), the church's date style, and SPEC 4's 5 minutes. */
  gatherings: Gathering[];
  style: DateStyle;
  leadMinutes: number;
  links: { connectCard?: string; giving?: string };
}

/**
 * SPEC 4, live-stream page: "Next Up" with the date and the current series
 * image; on the service day a countdown ticking each second; from 5 minutes
 * before the start, the live player on black. Live status is rechecked on
 * every minute boundary.
 */
export function LiveStage({ serverNow, series, liveEmbedUrl, gatherings, style, leadMinutes, links }: LiveStageProps) {
  const readClock = useServerClock(serverNow);
  const [now, setNow] = useState(serverNow);
  const next = (at: number): Occurrence => currentOrNextStream(at, gatherings, style.timeZone)!;
  const [live, setLive] = useState(() => isLive(serverNow, next(serverNow), leadMinutes));
  const [visitorTime, setVisitorTime] = useState<string | null>(null);
  const occurrence = next(now);
  const serviceStart = occurrence.start;
  const serviceToday = isSameChurchDay(now, serviceStart, style.timeZone);

  // SPEC 9: live check every 60 s, on the minute. Like useChurchClock, the page
  // follows the server's clock (the device's plus the difference at load), so a
  // phone running late still goes live on time and hydration matches the HTML.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const current = readClock();
      setNow(current);
      setLive(isLive(current, currentOrNextStream(current, gatherings, style.timeZone)!, leadMinutes));
      timer = setTimeout(check, msUntilNextMinute(current));
    };
    check();
    return () => clearTimeout(timer);
  }, [readClock, gatherings, style.timeZone, leadMinutes]);

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
    setVisitorTime(zone ? visitorServiceDate(serviceStart, zone, style) : null);
  }, [serviceStart, style]);

  return (
    <section className="live-stage" data-live={live} aria-labelledby="live-heading">
      {live ? (
        <>
          <h2 id="live-heading" className="visually-hidden">
            {occurrence.gathering.name}, live now
          </h2>
          <VideoFrame src={liveEmbedUrl} title={`${occurrence.gathering.name}, live`} />
        </>
      ) : (
        <div className="live-next">
          <div className="live-text">
            <h2 id="live-heading">Next Up: {occurrence.gathering.name}</h2>
            <p className="live-date">
              <time dateTime={new Date(serviceStart).toISOString()}>{formatServiceDate(serviceStart, style)}</time>
            </p>
            {/* A line of its own from the first paint: the church's zone, which the
                visitor's own time replaces after hydration without moving the page. */}
            <p className="live-zone">
              {visitorTime ? `(${visitorTime} your time)` : churchZoneName(serviceStart, style.timeZone)}
            </p>
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
        {links.connectCard ? (
          <a className="button button-gold" href={links.connectCard} target="_blank" rel="noopener noreferrer">
            Connect with us<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : null}
        {links.giving ? (
          <a className="button button-gold" href={links.giving} target="_blank" rel="noopener noreferrer">
            Give<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : null}
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
