import { useT } from "~/hooks/use-t";
import { DeferredFrame, type FrameAttributes } from "./deferred-frame";

/**
 * Embedded video players (Vimeo and the live-event player).
 *
 * `VideoFrame` is a responsive 16:9 player that loads without a click, just
 * after the page's first paint: use it for a page's own video. `LazyVideo`
 * shows a thumbnail with a play button and swaps in the player, playing, only
 * when the visitor asks, so a page with several videos does not pay for
 * several players up front. Without JavaScript the play button is a plain link
 * to `fallbackHref`. Both are <deferred-frame> (app/elements/deferred-frame.ts).
 */

const PLAYER: Pick<FrameAttributes, "allow" | "allowfullscreen"> = {
  allow: "autoplay; fullscreen; picture-in-picture; encrypted-media",
  allowfullscreen: "",
};

export function VideoFrame({ src, title, id }: { src: string; title: string; id?: string }) {
  return <DeferredFrame id={id} className="video-frame" frame={{ src, title, ...PLAYER }} />;
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
  const { t } = useT();
  return (
    <DeferredFrame
      className="video-frame"
      frame={{ src, title, ...PLAYER }}
      poster={
        <a className="video-poster" href={fallbackHref} aria-label={t("home.video.play", { title })}>
          <img
            src={thumbnailSrc}
            alt=""
            width={thumbnailWidth}
            height={thumbnailHeight}
            loading="lazy"
            decoding="async"
          />
          <span className="video-play" aria-hidden="true" />
        </a>
      }
    />
  );
}
