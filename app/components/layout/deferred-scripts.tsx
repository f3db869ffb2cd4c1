import { Children, cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts } from "react-router";
import { startDeferredFramesScript } from "~/components/deferred-frame";

/** The id of React Router's module script while it waits, and the type that keeps the browser from running it. */
const WAITING_ID = "hydrate-later";
const WAITING_TYPE = "text/x-hydrate-later";

/**
 * Starts the module script once the page has painted its largest picture: after
 * the parse, the pictures marked fetchpriority="high" (the hero or the page
 * header's banner) decoded, and the next frame. Not the load event, which also
 * waits for iframes (a map, a video player) and lazy pictures. It runs a copy
 * of the script, with the same text and nonce, so a Content-Security-Policy
 * that allows the original (by nonce or by hash) allows the copy. Just before,
 * it starts the page's deferred players (deferred-frame.tsx), which likewise
 * wait for the first paint.
 */
const startLater =
  `document.addEventListener("DOMContentLoaded",function(){` +
  `var pictures=[].slice.call(document.querySelectorAll('img[fetchpriority="high"]'));` +
  `Promise.all(pictures.map(function(img){return img.decode?img.decode().catch(function(){}):null}))` +
  `.then(function(){requestAnimationFrame(function(){setTimeout(function(){` +
  startDeferredFramesScript +
  `var waiting=document.getElementById("${WAITING_ID}");if(!waiting)return;` +
  `var script=document.createElement("script");script.type="module";script.nonce=waiting.nonce;` +
  `script.textContent=waiting.textContent;document.head.append(script)})})})})`;

/**
 * React Router's <Scripts>, fetched and run only after the page has painted
 * (docs/decisions/017-hydrate-after-first-paint.md). Its module preloads and
 * module script would otherwise share a phone's slow link with the
 * stylesheets and the largest picture, and the page's first paint would wait
 * for 120 KB of JavaScript that only adds to a page that already works: every
 * link, form and menu works without JavaScript (SPEC 1).
 *
 * The server sends the same script React Router renders, under a type the
 * browser does not run, and no module preloads; a small inline script copies it
 * into a runnable <script type="module"> once the page has painted. React
 * Router then hydrates as usual. After hydration <Scripts> renders nothing, so
 * neither does this.
 */
export function DeferredScripts({ nonce }: { nonce?: string }) {
  // Called as a function, not rendered, to reshape its elements; its hooks run as
  // this component's own, in the same order on every render.
  const scripts = Scripts({ nonce });
  if (scripts === null) return null;
  return (
    <>
      {postpone(scripts)}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: startLater }} />
    </>
  );
}

/** Drops the module preloads and renames the module script, leaving every other element as it is. */
function postpone(node: ReactNode): ReactNode {
  return Children.map(node, (child) => {
    if (!isValidElement(child)) return child;
    const element = child as ReactElement<{ rel?: string; type?: string; children?: ReactNode }>;
    if (element.type === Fragment) return <>{postpone(element.props.children)}</>;
    if (element.type === "link" && element.props.rel === "modulepreload") return null;
    if (element.type === "script" && element.props.type === "module") {
      return cloneElement(element, { type: WAITING_TYPE, id: WAITING_ID, async: undefined } as object);
    }
    return element;
  });
}
