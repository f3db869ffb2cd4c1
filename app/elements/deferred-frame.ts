import { whenShown } from "./support/prerender";
import { markEnhanced } from "./support/enhance";
import { isPlainClick } from "./support/plain-click";

/** What may be copied from the server's data-frame onto the iframe, and nothing else. */
const ALLOWED = ["src", "title", "allow", "allowfullscreen", "loading", "referrerpolicy"] as const;

/**
 * <deferred-frame>: a third-party player or map that starts after the page's
 * first paint (docs/decisions/022), or on a click on its poster
 * (`data-start="click"`), from the attributes the server put in `data-frame`
 * (app/components/deferred-frame.tsx). Every address in them comes from the
 * server's own checks (only a Vimeo player or the church's map).
 *
 * `seek(seconds)` restarts the player at that moment, playing (a transcript's
 * timestamps; #t= is Vimeo's start-time fragment).
 */
export class DeferredFrame extends HTMLElement {
  #started = false;

  connectedCallback(): void {
    if (this.hasAttribute("data-enhanced")) return;
    markEnhanced(this);
    if (this.dataset.start === "click") {
      this.addEventListener("click", (event) => {
        if (!isPlainClick(event)) return;
        if (!(event.target instanceof Element) || !event.target.closest("a")) return;
        event.preventDefault();
        this.#start({ autoplay: true });
        this.querySelector("iframe")?.focus();
      });
      return;
    }
    // A prerendered page (issue 39) loads its player once the visitor sees it.
    whenShown(() => afterFirstContentfulPaint(() => this.#start({})));
  }

  seek(seconds: number): void {
    this.#start({ autoplay: true, at: seconds });
  }

  #start({ autoplay = false, at }: { autoplay?: boolean; at?: number }): void {
    if (this.#started && !autoplay) return;
    let attributes: Record<string, unknown>;
    try {
      attributes = JSON.parse(this.dataset.frame ?? "");
    } catch {
      return;
    }
    const frame = document.createElement("iframe");
    for (const name of ALLOWED) {
      const value = attributes[name];
      if (typeof value === "string") frame.setAttribute(name, value);
    }
    if (autoplay) frame.src = startingAt(frame.src, at);
    this.#started = true;
    this.replaceChildren(frame);
  }
}

/** The player's address, playing at once, from `at` seconds when given. */
function startingAt(src: string, at: number | undefined): string {
  try {
    const url = new URL(src);
    url.searchParams.set("autoplay", "1");
    if (at !== undefined) url.hash = `t=${Math.max(0, Math.floor(at))}s`;
    return url.toString();
  } catch {
    return src;
  }
}

/**
 * Runs `run` once the browser reports the page's first contentful paint (at
 * once if it already has), after 3 s if it never does, or at once where paint
 * timing is missing.
 */
function afterFirstContentfulPaint(run: () => void): void {
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
