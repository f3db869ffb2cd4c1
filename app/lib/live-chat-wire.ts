/**
 * The live chat's words on the wire (issue 45), shared by the server (app/features/live-chat) and the
 * browser (app/elements/live-chat): the addresses, and the events a stream carries. Each stored event is an
 * SSE event whose id is its row's, so a stream resumed with Last-Event-ID gets exactly what it missed.
 */

/** A viewer's stream and posts (the chat's device cookie is scoped to this path). */
export const CHAT_PATH = "/live-chat";
export const CHAT_STREAM_PATH = "/live-chat/stream";
/** A host's: under the staff area, where the staff session cookie goes. */
export const HOST_PATH = "/admin/live-chat";
export const HOST_STREAM_PATH = "/admin/live-chat/stream";

/** One message: what its writer wrote, in the language of the page they wrote it on. */
export interface ChatLine {
  id: number;
  name: string;
  text: string;
  lang: string;
  /** Written by a host: a badge, and its links may be followed. */
  host: boolean;
}

/** A card a host sends to everyone: its words and address in each of the site's languages. */
export interface Moment {
  kind: "give" | "visit" | "form" | "link";
  labels: Record<string, string>;
  hrefs: Record<string, string>;
}

export type ConversationStatus = "waiting" | "taken" | "ending" | "sent" | "deleted";

/** A private prayer conversation between one person and the hosts. */
export interface Conversation {
  id: string;
  name: string;
  lang: string;
  status: ConversationStatus;
  /** The host who took it. */
  host: string | null;
}

/** What a stream starts with (and starts again with when it cannot be resumed). */
export interface ChatState {
  open: boolean;
  /** When the chat closes by the schedule (ms since the epoch). */
  closesAt: number;
  slowSeconds: number;
  pinned: ChatLine | null;
  moment: Moment | null;
  lines: ChatLine[];
  /** The viewer's own conversation, or every conversation for a host, each with its lines. */
  conversations: (Conversation & { lines: ChatLine[] })[];
  /** For a host: who is watching now. */
  viewers?: number;
}

export type ChatEvent =
  | { kind: "say"; line: ChatLine }
  | { kind: "remove"; ids: number[] }
  | { kind: "pin"; line: ChatLine | null }
  | { kind: "moment"; moment: Moment | null }
  | { kind: "slow"; seconds: number }
  | { kind: "open"; open: boolean }
  | { kind: "prayer"; conversation: Conversation }
  | { kind: "prayer-line"; conversation: string; line: ChatLine };

/**
 * The SSE event names: `state` first, `chat` for each stored event (with its id); `viewers` (for hosts)
 * and `closed` (the chat's time is over) are not stored and carry no id.
 */
export const STATE_EVENT = "state";
export const CHAT_EVENT = "chat";
export const VIEWERS_EVENT = "viewers";
export const CLOSED_EVENT = "closed";

/** The value for `language` in `byLanguage`, else the first there is. */
export function inLanguage(byLanguage: Record<string, string>, language: string): string {
  return byLanguage[language] ?? Object.values(byLanguage)[0] ?? "";
}

/** A count's words in its two forms (the plural forms of the site's languages): `{count}` is filled in. */
export interface Counted {
  one: string;
  other: string;
}

/** The sentences the chat's script writes, in the page's language (app/components/live-chat/chat-words.ts). */
export interface ChatWords {
  host: string;
  says: string;
  newLines: Counted;
  reconnecting: string;
  notSent: string;
  closedByHosts: string;
  after: string;
  slow: Counted;
  momentFrom: string;
  newTab: string;
  prayerWaiting: string;
  prayerTaken: string;
  prayerSent: string;
  prayerDeleted: string;
  pin: string;
  unpin: string;
  remove: string;
  mute: string;
  pinLabel: string;
  removeLabel: string;
  muteLabel: string;
  watching: Counted;
  asks: string;
  take: string;
  takenBy: string;
  ending: string;
  replyLabel: string;
  send: string;
  end: string;
  sentOn: string;
  deleted: string;
  close: string;
  open: string;
}

export function counted(words: Counted, count: number): string {
  return (count === 1 ? words.one : words.other).replace("{count}", String(count));
}
