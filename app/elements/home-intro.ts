import { recordHomeVisit } from "~/lib/home-visits";
import { markEnhanced } from "./support/enhance";
import { whenShown } from "./support/prerender";

/**
 * <home-intro>: SPEC 2.3's visit counter. Each home-page load counts, for the
 * browser session, and while the count is 1 or less the hero it wraps plays
 * its intro animation (data-intro="play"; plain CSS, skipped under reduced
 * motion). Decoration only: the page reads the same without it.
 */
export class HomeIntro extends HTMLElement {
  connectedCallback(): void {
    if (this.hasAttribute("data-enhanced")) return;
    markEnhanced(this);
    // A prerendered home page (issue 39) counts, and plays its intro, only once the visitor sees it.
    whenShown(() => {
      if (recordHomeVisit(window.sessionStorage)) this.querySelector(".home-hero")?.setAttribute("data-intro", "play");
    });
  }
}
