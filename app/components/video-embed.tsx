import { useState, type MouseEvent } from "react";
import { DeferredFrame } from "./deferred-frame";

/**
 * Embedded video players (Vimeo and the live-event player).
 *
 * `VideoFrame` is a responsive 16:9 player that loads without a click, just
 * after the page's first paint (DeferredFrame): use it for a page's own video. `LazyVideo` shows a thumbnail with a play button and swaps
 * in the player only when the visitor asks, so a page with several videos does
 * not pay for several players up front. Without JavaScript the play button is
 * a plain link to `fallbackHref`.
 */

export interface VideoFrameProps {
  src: string;
  title: string;
  /** Autoplay once loaded (only after a visitor's click). */
  autoplay?: boolean;
}

export function VideoFrame({ src, title, autoplay = false }: VideoFrameProps) {
  return (
    <DeferredFrame
      className="video-frame"
      frame={{
        src: autoplay ? withParam(src, "autoplay", "1") : src,
        title,
        allow: "autoplay; fullscreen; picture-in-picture; encrypted-media",
        allowfullscreen: "",
      }}
    />
  );
}

export interface LazyVideoProps {
  src: string;
  title: string;
  thumbnailSrc: string;
  thumbnailWidth: number;
  thumbnailHeight: number;
  /** Where the play button leads without JavaScript (the video's own page). */
  fallbackHref: string;
}

export function LazyVideo({ src, title, thumbnailSrc, thumbnailWidth, thumbnailHeight, fallbackHref }: LazyVideoProps) {
  const [playing, setPlaying] = useState(false);
  if (playing) return <VideoFrame src={src} title={title} autoplay />;

  const play = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setPlaying(true);
  };

  return (
    <a className="video-frame video-poster" href={fallbackHref} onClick={play} aria-label={`Play video: ${title}`}>
      <img src={thumbnailSrc} alt="" width={thumbnailWidth} height={thumbnailHeight} loading="lazy" decoding="async" />
      <span className="video-play" aria-hidden="true" />
    </a>
  );
}

function withParam(src: string, name: string, value: string): string {
  try {
    const url = new URL(src);
    url.searchParams.set(name, value);
    return url.toString();
  } catch {
    return src;
  }
}
