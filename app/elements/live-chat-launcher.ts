import { markEnhanced } from "./support/enhance";
import { whenShown } from "./support/prerender";
import { serverClock } from "./support/server-clock";

/**
 * <live-chat>: the live page's chat, until it opens (issue 45, docs/decisions/077). The chat's own script
 * (app/elements/live-chat, `data-script`) is loaded only while the chat is open, on the server's clock:
 * when the page arrives during it, or at its opening when the visitor is already waiting. It then puts the
 * chat the server wrote in its <template> in place of the note. Once the chat's time is over, the note says
 * so. A browser that cannot load the script keeps the note, and the stream.
 */
export class LiveChatLauncher extends HTMLElement {
  #timer: ReturnType<typeof setTimeout> | undefined;
  #now: () => number = Date.now;

  connectedCallback(): void {
    if (this.hasAttribute("data-enhanced")) return;
    this.#now = serverClock(this.#instant("now"));
    markEnhanced(this);
    whenShown(() => this.#check());
  }

  disconnectedCallback(): void {
    clearTimeout(this.#timer);
  }

  #instant(name: string): number {
    return Number(this.getAttribute(`data-${name}`));
  }

  #check = (): void => {
    clearTimeout(this.#timer);
    const now = this.#now();
    const opens = this.#instant("opens");
    const closes = this.#instant("closes");
    if (now >= closes) return this.#note("after");
    // Timers cannot wait past about 24 days; look again within the hour.
    if (now < opens) return void (this.#timer = setTimeout(this.#check, Math.min(opens - now, 3_600_000)));
    void this.#open();
  };

  #note(which: "before" | "after"): void {
    const note = this.querySelector<HTMLElement>(".live-chat-note");
    if (note) note.textContent = note.dataset[which] ?? "";
  }

  async #open(): Promise<void> {
    const script = this.dataset.script;
    const template = this.querySelector("template");
    if (!script || !template) return;
    try {
      await import(/* @vite-ignore */ script);
    } catch {
      return; // The note stays; the stream plays on.
    }
    this.querySelector(".live-chat-note")?.remove();
    this.append(template.content.cloneNode(true));
    template.remove();
  }
}
