import type { ReactNode } from "react";

/**
 * A third-party iframe (a Vimeo player, the map) that starts loading just after
 * the page's first paint instead of during it, or when the visitor asks for it
 * (docs/decisions/022-players-after-first-paint.md).
 *
 * The server sends <deferred-frame> carrying the frame's attributes. By default
 * it holds the iframe itself inside <noscript>: without JavaScript the browser
 * shows that iframe as it parses, as before; with JavaScript, the element
 * (app/elements/deferred-frame.ts) adds the iframe once the page has painted.
 * With `poster`, it holds that instead (a picture linking to the video's page)
 * and the element swaps in the player, playing, when the poster is clicked.
 */

/** The attributes a deferred frame may carry: nothing else is copied onto the iframe. */
export interface FrameAttributes {
  src: string;
  title: string;
  allow?: string;
  allowfullscreen?: "";
  loading?: "lazy";
  referrerpolicy?: string;
}

export function DeferredFrame({
  className,
  frame,
  id,
  poster,
}: {
  className: string;
  frame: FrameAttributes;
  id?: string;
  /** Start on a click on this (a link that works without JavaScript), not after the first paint. */
  poster?: ReactNode;
}) {
  if (poster) {
    return (
      <deferred-frame id={id} className={className} data-frame={JSON.stringify(frame)} data-start="click">
        {poster}
      </deferred-frame>
    );
  }
  return (
    <deferred-frame
      id={id}
      className={className}
      data-frame={JSON.stringify(frame)}
      dangerouslySetInnerHTML={{ __html: `<noscript>${iframeHtml(frame)}</noscript>` }}
    />
  );
}

function iframeHtml(frame: FrameAttributes): string {
  const attributes = Object.entries(frame)
    .filter((entry): entry is [string, string] => typeof entry[1] === "string")
    .map(([name, value]) => (value === "" ? name : `${name}="${escapeAttribute(value)}"`));
  return `<iframe ${attributes.join(" ")}></iframe>`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
