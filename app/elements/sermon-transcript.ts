import { markEnhanced } from "./support/enhance";
import { isPlainClick } from "./support/plain-click";

/** What a player element offers (app/elements/deferred-frame.ts). */
interface Seekable extends HTMLElement {
  seek(seconds: number): void;
}

/**
 * <sermon-transcript>: a transcript's timestamps (links to the video's moment
 * on Vimeo, app/components/sermons/transcript.tsx) restart the page's own
 * player (`data-player`, the id of its <deferred-frame>) at that moment, and
 * bring it into view. A click with a modifier key still opens Vimeo.
 */
export class SermonTranscript extends HTMLElement {
  connectedCallback(): void {
    if (this.hasAttribute("data-enhanced")) return;
    this.addEventListener("click", (event) => {
      if (!isPlainClick(event)) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLElement>("a[data-seconds]") : null;
      const player = document.getElementById(this.dataset.player ?? "") as Seekable | null;
      if (!link || typeof player?.seek !== "function") return;
      event.preventDefault();
      player.seek(Number(link.dataset.seconds));
      player.scrollIntoView({ block: "start" });
    });
    markEnhanced(this);
  }
}
