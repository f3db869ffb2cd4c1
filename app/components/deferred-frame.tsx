import { useEffect, useRef } from "react";

/**
 * A third-party iframe (a Vimeo player) that starts loading just after the
 * page's first paint instead of during it (docs/decisions/022-players-after-first-paint.md).
 *
 * The server sends an empty box that carries the frame's attributes, with the
 * iframe itself inside <noscript>: without JavaScript the browser shows that
 * iframe as it parses, as before. With JavaScript, the inline script that
 * starts hydration (deferred-scripts.tsx) first runs `startDeferredFrames`,
 * once the page has painted, and the effect below does the same when React
 * mounts the box later (client navigation, a transcript's seek, the live
 * switch). The box's content is React's `dangerouslySetInnerHTML`, which
 * hydration leaves alone, so the iframe added before hydration stays.
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

export function DeferredFrame({ className, frame }: { className: string; frame: FrameAttributes }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (box.current) startDeferredFrames(box.current);
  }, []);
  return (
    <div
      ref={box}
      className={className}
      data-frame={JSON.stringify(frame)}
      dangerouslySetInnerHTML={{ __html: `<noscript>${iframeHtml(frame)}</noscript>` }}
    />
  );
}

/**
 * Replaces the <noscript> of each waiting box (the root itself, or any inside
 * it) with its iframe. Self-contained (no imports, no outer names): its source
 * text is also sent as an inline script.
 */
export function startDeferredFrames(root: Document | HTMLElement): void {
  const allowed = ["src", "title", "allow", "allowfullscreen", "loading", "referrerpolicy"];
  const boxes = Array.from(root.querySelectorAll<HTMLElement>("[data-frame]"));
  if ("hasAttribute" in root && root.hasAttribute("data-frame")) boxes.push(root);
  boxes.forEach((box) => {
    if (box.querySelector("iframe")) return;
    let attributes: Record<string, unknown>;
    try {
      attributes = JSON.parse(box.getAttribute("data-frame") ?? "");
    } catch {
      return;
    }
    const frame = document.createElement("iframe");
    for (const name of allowed) {
      const value = attributes[name];
      if (typeof value === "string") frame.setAttribute(name, value);
    }
    box.replaceChildren(frame);
  });
}

/**
 * Runs `run` once the browser reports the page's first contentful paint (or
 * after 3 s if it never does, or at once where paint timing is missing).
 * Self-contained, like `startDeferredFrames`.
 */
export function afterFirstContentfulPaint(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  setTimeout(once, 3000);
  try {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      once();
    });
    observer.observe({ type: "paint", buffered: true });
  } catch {
    once();
  }
}

/** The inline script's text: once the page has painted, start every deferred frame in the document. */
export const startDeferredFramesScript = `(${afterFirstContentfulPaint.toString()})(function(){(${startDeferredFrames.toString()})(document)});`;

function iframeHtml(frame: FrameAttributes): string {
  const attributes = Object.entries(frame)
    .filter((entry): entry is [string, string] => typeof entry[1] === "string")
    .map(([name, value]) => (value === "" ? name : `${name}="${escapeAttribute(value)}"`));
  return `<iframe ${attributes.join(" ")}></iframe>`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
