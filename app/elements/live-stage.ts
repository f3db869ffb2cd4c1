import { formatCountdown, msUntilNextMinute, msUntilNextSecond } from "~/lib/countdown";
import { visitorServiceDate } from "~/lib/visitor-time";
import { markEnhanced } from "./support/enhance";
import { whenShown } from "./support/prerender";
import { serverClock } from "./support/server-clock";

/**
 * <live-stage>: the live page's stage (SPEC 4 and 9) after the server drew it
 * (app/components/sermons/live-stage.tsx), on the server's clock:
 *
 * - the countdown ticks every second on the service day (from the church
 *   zone's midnight, `data-day-start`);
 * - live status is rechecked on every minute boundary: from 5 minutes before
 *   the start (`data-live-from`) the player waiting in the <template> replaces
 *   the text and the picture, on black;
 * - once the live window closes (`data-live-until`), the stage counts to the
 *   next service: the element asks the server for the page again and puts the
 *   fresh stage in its place (it tries again the next minute if that fails);
 * - the line naming the church's zone gives way to the visitor's own time,
 *   when their clock reads differently, in the page's language (`data-locale`,
 *   and `data-your-time`'s words around "#").
 */
export class LiveStage extends HTMLElement {
  #timers: ReturnType<typeof setTimeout>[] = [];
  #now: () => number = Date.now;
  #replacing = false;

  connectedCallback(): void {
    if (this.hasAttribute("data-enhanced")) return;
    this.#now = serverClock(this.#instant("now"));
    this.#showVisitorTime();
    markEnhanced(this);
    // Prerendered and shown later (issue 39): the stage is checked and counted from the moment it is seen.
    whenShown(() => {
      for (const timer of this.#timers) clearTimeout(timer);
      this.#timers = [];
      this.#check();
      this.#tick();
    });
  }

  disconnectedCallback(): void {
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers = [];
  }

  #instant(name: string): number {
    return Number(this.getAttribute(`data-${name}`));
  }

  #later(run: () => void, ms: number): void {
    this.#timers.push(setTimeout(run, ms));
  }

  get #live(): boolean {
    return this.querySelector(".live-stage")?.getAttribute("data-live") === "true";
  }

  /** SPEC 9: every minute, on the minute. */
  #check = (): void => {
    const now = this.#now();
    if (now >= this.#instant("live-until")) void this.#replaceFromServer();
    else if (now >= this.#instant("live-from") && !this.#live) this.#goLive();
    this.#later(this.#check, msUntilNextMinute(now));
  };

  /** SPEC 9: every second, in step with the clock, while the stage counts down. */
  #tick = (): void => {
    if (this.#live) return;
    const now = this.#now();
    const dayStart = this.#instant("day-start");
    // Not the service day yet: look again at its midnight, or in a minute at the latest.
    if (now < dayStart) return this.#later(this.#tick, Math.min(dayStart - now, 60_000));
    const countdown = this.querySelector<HTMLElement>(".live-countdown");
    const value = this.querySelector(".live-countdown-value");
    if (countdown && value) {
      countdown.hidden = false;
      value.textContent = formatCountdown(this.#instant("start") - now);
    }
    this.#later(this.#tick, msUntilNextSecond(now));
  };

  #goLive(): void {
    const stage = this.querySelector(".live-stage");
    const template = stage?.querySelector("template");
    if (!stage || !template) return;
    stage.querySelector(".live-next")?.replaceWith(template.content.cloneNode(true));
    template.remove();
    stage.setAttribute("data-live", "true");
  }

  async #replaceFromServer(): Promise<void> {
    if (this.#replacing) return;
    this.#replacing = true;
    try {
      const response = await fetch(window.location.href, { headers: { Accept: "text/html" }, cache: "no-store" });
      const page = new DOMParser().parseFromString(await response.text(), "text/html");
      const fresh = page.querySelector("live-stage");
      if (response.ok && fresh && Number(fresh.getAttribute("data-live-until")) > this.#instant("live-until")) {
        this.replaceWith(document.importNode(fresh, true));
      }
    } catch {
      // Offline for a moment: the next minute's check asks again.
    } finally {
      this.#replacing = false;
    }
  }

  #showVisitorTime(): void {
    const line = this.querySelector(".live-zone");
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const churchZone = this.getAttribute("data-time-zone");
    if (!line || !zone || !churchZone) return;
    try {
      const there = visitorServiceDate(this.#instant("start"), zone, churchZone, {
        dateOrder: this.getAttribute("data-date-order") === "day-month" ? "day-month" : "month-day",
        clock: this.getAttribute("data-clock") === "24h" ? "24h" : "12h",
        locale: this.dataset.locale,
      });
      if (there) line.textContent = (this.dataset.yourTime ?? "#").replace("#", there);
    } catch {
      // A zone this browser's Intl does not know: the church's zone stays named.
    }
  }
}
