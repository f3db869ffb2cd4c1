import { markEnhanced } from "./support/enhance";
import { whenShown } from "./support/prerender";

/** SPEC 2.3 and 9: a 50 s cycle of five pictures, each shown 10 s after the one before. */
export const SLIDE_MS = 10_000;
/** The other pictures join the page this long before the first of them is shown. */
const FETCH_AHEAD_MS = 5_000;

/**
 * <hero-carousel>: the home page's pictures, cross-fading one to the next
 * every 10 s. The server draws the first picture and keeps the others in a
 * <template>; this element puts them in the page once the page has settled
 * (5 s before the second is due, so they do not compete with what the
 * visitor came for), then moves on by setting `data-shown`, which CSS fades
 * in over 2 s (app/styles/pages/home.css).
 *
 * Timed here rather than by an endless CSS animation: a running animation
 * keeps the compositor drawing frames for as long as the page is open (on
 * this machine a move to the home page painted in 240 ms with it, 140 ms
 * without), where a transition draws only while it fades.
 *
 * It waits while the tab is hidden, skips a picture not loaded yet, and does
 * nothing under reduced motion, where only the first picture shows.
 */
export class HeroCarousel extends HTMLElement {
  #joining: ReturnType<typeof setTimeout> | undefined;
  #ticking: ReturnType<typeof setInterval> | undefined;
  #shown = 0;

  connectedCallback(): void {
    if (this.hasAttribute("data-enhanced")) return;
    markEnhanced(this);
    const others = this.querySelector("template");
    if (!others) return;
    // A prerendered page (issue 39) starts its pictures' clock when shown, not while it waits unseen.
    whenShown(() => this.#start(others));
  }

  #start(others: HTMLTemplateElement): void {
    if (!this.isConnected) return;
    this.#joining = setTimeout(() => {
      if (reducedMotion()) return;
      others.replaceWith(others.content);
      this.#slides()[0]?.setAttribute("data-shown", "");
      this.setAttribute("data-playing", "");
    }, SLIDE_MS - FETCH_AHEAD_MS);
    this.#ticking = setInterval(() => this.#advance(), SLIDE_MS);
  }

  disconnectedCallback(): void {
    clearTimeout(this.#joining);
    clearInterval(this.#ticking);
  }

  #slides(): HTMLImageElement[] {
    return [...this.querySelectorAll<HTMLImageElement>("img.hero-slide")];
  }

  #advance(): void {
    if (document.hidden || reducedMotion() || !this.hasAttribute("data-playing")) return;
    const slides = this.#slides();
    const next = (this.#shown + 1) % slides.length;
    const picture = slides[next];
    // Not loaded yet (a slow connection): keep the current picture rather than fade to nothing.
    if (!picture?.complete || picture.naturalWidth === 0) return;
    slides[this.#shown]?.removeAttribute("data-shown");
    picture.setAttribute("data-shown", "");
    this.#shown = next;
  }
}

function reducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
