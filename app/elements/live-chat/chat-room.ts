import {
  CHAT_PATH,
  CHAT_STREAM_PATH,
  counted,
  HOST_PATH,
  HOST_STREAM_PATH,
  type ChatEvent,
  type ChatLine,
  type ChatState,
  type ChatWords,
} from "~/lib/live-chat-wire";
import { markEnhanced } from "../support/enhance";
import { serverClock } from "../support/server-clock";
import { announcer } from "./announcer";
import { openStream } from "./connection";
import { hostView, type HostView } from "./host-view";
import { fill, lineItem, momentCard } from "./lines";
import { prayerView, type PrayerView } from "./prayer-view";
import type { Room } from "./room";
import { nonce, post } from "./send";

const NAME_KEY = "live-chat-name";
/** The list keeps this many messages; older ones leave the page (late joiners get the last 50). */
const MOST_SHOWN = 200;

/**
 * <chat-room>: the live chat itself (issue 45), loaded by <live-chat> only while the chat is open. It asks
 * the server whether the person is a host, opens the stream, and keeps the page in step with it: the
 * messages, what is pinned, the moment on screen, slow mode, the chat's opening and closing, the person's
 * prayer conversation, and for a host their tools. Every sentence it shows came from the server in the
 * page's language (`data-words`); every message is shown as text.
 */
export class ChatRoom extends HTMLElement implements Room {
  words!: ChatWords;
  language = "en";
  host = false;
  now: () => number = Date.now;
  closesAt = Infinity;
  announce!: ReturnType<typeof announcer>;
  #lines!: HTMLOListElement;
  #stop?: () => void;
  #prayer?: PrayerView;
  #host?: HostView;
  #pending?: { text: string; nonce: string };

  connectedCallback(): void {
    if (this.hasAttribute("data-enhanced")) return;
    markEnhanced(this);
    this.words = JSON.parse(this.dataset.words ?? "{}") as ChatWords;
    this.language = this.dataset.lang ?? "en";
    this.now = serverClock(Number(this.closest("live-chat")?.getAttribute("data-now")));
    this.#lines = this.find<HTMLOListElement>(".chat-lines");
    this.announce = announcer(this.find("[data-announcer]"), (count) => counted(this.words.newLines, count));
    const nameForm = this.find<HTMLFormElement>(".chat-name");
    const name = this.find<HTMLInputElement>("#chat-name");
    name.value = localStorage.getItem(NAME_KEY) ?? "";
    nameForm.addEventListener("submit", (event) => {
      event.preventDefault();
      localStorage.setItem(NAME_KEY, name.value.trim());
      this.#composing(true);
    });
    this.find(".chat-rename").addEventListener("click", () => this.#composing(false));
    this.find<HTMLFormElement>(".chat-say").addEventListener("submit", (event) => {
      event.preventDefault();
      void this.#say();
    });
    if (this.dataset.prayer) this.#prayer = prayerView(this);
    void this.#start();
  }

  disconnectedCallback(): void {
    this.#stop?.();
  }

  find<T extends HTMLElement = HTMLElement>(selector: string): T {
    return this.querySelector<T>(selector)!;
  }

  /** The person's name (remembered on this device): the message box shows once there is one. */
  get name(): string {
    return localStorage.getItem(NAME_KEY) ?? "";
  }

  #composing(on: boolean, focus = true): void {
    this.find(".chat-name").hidden = on;
    this.find(".chat-say").hidden = !on;
    if (focus) this.find<HTMLInputElement>(on ? "#chat-text" : "#chat-name").focus();
  }

  async #start(): Promise<void> {
    const probe = await fetch(HOST_PATH, { credentials: "same-origin", headers: { Accept: "application/json" } }).catch(
      () => null,
    );
    this.host = probe?.status === 200;
    if (this.host) this.#host = hostView(this);
    this.#composing(this.host || this.name !== "", false);
    // An address of this page's own (`s`): a CDN that joins requests for the same address (bunny.net's request
    // coalescing) can never hand one person's stream, with their prayer conversation, to another.
    const address = `${this.host ? HOST_STREAM_PATH : CHAT_STREAM_PATH}?lang=${this.language}&s=${nonce()}`;
    this.#stop = openStream(address, {
      state: (state) => this.#state(state),
      event: (event) => this.#event(event),
      viewers: (count) => this.#host?.viewers(count),
      dropped: (dropped) => this.status(dropped ? this.words.reconnecting : ""),
      wanted: () => this.now() < this.closesAt,
    });
  }

  /** A message to show under the box (and to hear, once). */
  status(text: string): void {
    const status = this.find(".chat-status");
    if (status.textContent === text) return;
    status.textContent = text;
    if (text) this.announce.now(text);
  }

  /** Posts as this person: to the chat, or as a host. Null when it could not be sent (the text stays). */
  async send(fields: Record<string, string>): Promise<boolean> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await post(this.host ? HOST_PATH : CHAT_PATH, { lang: this.language, name: this.name, ...fields });
      if (answer) {
        this.status(answer.ok ? "" : answer.message);
        return answer.ok;
      }
      await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** attempt));
    }
    this.status(this.words.notSent);
    return false;
  }

  async #say(): Promise<void> {
    const input = this.find<HTMLInputElement>("#chat-text");
    const text = input.value.trim();
    if (!text) return;
    if (this.#pending?.text !== text) this.#pending = { text, nonce: nonce() };
    if (await this.send({ intent: "say", text, nonce: this.#pending.nonce })) {
      this.#pending = undefined;
      if (input.value.trim() === text) input.value = "";
    }
  }

  #state(state: ChatState): void {
    this.closesAt = state.closesAt;
    this.#lines.replaceChildren(...state.lines.map((line) => this.#item(line)));
    this.#lines.scrollTop = this.#lines.scrollHeight;
    this.#event({ kind: "pin", line: state.pinned });
    this.#event({ kind: "moment", moment: state.moment });
    this.#event({ kind: "slow", seconds: state.slowSeconds });
    this.#event({ kind: "open", open: state.open });
    this.#prayer?.state(state.conversations);
    this.#host?.state(state);
  }

  #item(line: ChatLine): HTMLLIElement {
    const item = lineItem(line, this.words.host);
    this.#host?.decorate(item, line);
    return item;
  }

  #event(event: ChatEvent): void {
    switch (event.kind) {
      case "say": {
        const near = this.#lines.scrollHeight - this.#lines.scrollTop - this.#lines.clientHeight < 80;
        this.#lines.append(this.#item(event.line));
        while (this.#lines.children.length > MOST_SHOWN) this.#lines.firstElementChild?.remove();
        if (near) this.#lines.scrollTop = this.#lines.scrollHeight;
        if (event.line.text !== this.#pending?.text)
          this.announce.line(fill(this.words.says, { name: event.line.name, text: event.line.text }));
        break;
      }
      case "remove":
        for (const id of event.ids) this.#lines.querySelector(`[data-id="${id}"]`)?.remove();
        break;
      case "pin": {
        const pinned = this.find(".chat-pinned");
        pinned.hidden = !event.line;
        const shown = event.line
          ? [lineItem(event.line, this.words.host), ...(this.#host ? [this.#host.unpin()] : [])]
          : [];
        this.find(".chat-pinned-line").replaceChildren(...shown);
        break;
      }
      case "moment": {
        const card = this.find(".chat-moment");
        card.hidden = !event.moment;
        const shown = event.moment && momentCard(event.moment, this.language, this.words.momentFrom, this.words.newTab);
        card.replaceChildren(...(shown ? [shown] : []));
        if (shown) this.announce.now(`${this.words.momentFrom}: ${shown.querySelector("a")!.textContent}`);
        break;
      }
      case "slow":
        this.status(event.seconds ? counted(this.words.slow, event.seconds) : "");
        break;
      case "open":
        this.#open(event.open);
        break;
      default:
        this.#prayer?.event(event);
        this.#host?.event(event);
    }
  }

  #open(open: boolean): void {
    const over = !open && this.now() >= this.closesAt;
    for (const selector of [".chat-say", ".chat-name"]) this.find(selector).toggleAttribute("inert", !open);
    this.toggleAttribute("data-closed", !open);
    this.#host?.open(open);
    this.status(open ? "" : over ? this.words.after : this.words.closedByHosts);
    if (over) this.#stop?.();
  }
}
