import type { ChatWords } from "~/lib/live-chat-wire";

/** What the chat's parts (prayer-view.ts, host-view.ts) use of <chat-room>. */
export interface Room {
  words: ChatWords;
  announce: { line(text: string): void; now(text: string): void };
  find<T extends HTMLElement = HTMLElement>(selector: string): T;
  /** Posts as this person, their language and name added; false when nothing was stored (it says why). */
  send(fields: Record<string, string>): Promise<boolean>;
}
