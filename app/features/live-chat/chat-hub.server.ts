import { EventBuffer } from "better-sse";
import { CHAT_EVENT, VIEWERS_EVENT } from "~/lib/live-chat-wire";
import { EVERYONE, type StoredEvent } from "./chat-store.server";

/**
 * Who is connected to each chat now (issue 45): one listener per open stream, in memory, in the site's
 * one process (no second server, no broker). An event is written once as an SSE frame and the same bytes
 * go to every stream allowed to see it: everyone, or for a prayer conversation its person and the hosts.
 */

export interface Listener {
  chat: string;
  /** When the chat closes by its schedule: the stream ends then. */
  closesAt: number;
  host: boolean;
  /** The viewer's device key (null for a host). */
  device: string | null;
  /** The private conversations this stream may see (its person's own). */
  conversations: Set<string>;
  /** What the chat counts once per service (a device's or a staff member's key, hashed). */
  attendee: string;
  /** The stream's clock: the server's, or a journey's test clock, as its request carried it. */
  now: () => number;
  send(frame: EventBuffer): void;
  close(): void;
}

const chats = new Map<string, Set<Listener>>();

export function join(listener: Listener): number {
  let listeners = chats.get(listener.chat);
  if (!listeners) chats.set(listener.chat, (listeners = new Set()));
  listeners.add(listener);
  return listeners.size;
}

export function leave(listener: Listener): void {
  const listeners = chats.get(listener.chat);
  listeners?.delete(listener);
  if (listeners?.size === 0) chats.delete(listener.chat);
}

/** One event in SSE's format (better-sse writes it): its id (the row's, when stored), its name, its JSON. */
export function frame(data: unknown, eventName: string, id?: number, into = new EventBuffer()): EventBuffer {
  if (id === undefined) return into.event(eventName).data(data).dispatch();
  return into.push(data, eventName, String(id));
}

/** A stored event to every stream of its chat that may see it, in the order of their ids. */
export function publish(chat: string, stored: StoredEvent): void {
  const listeners = chats.get(chat);
  if (!listeners) return;
  const bytes = frame(stored.event, CHAT_EVENT, stored.id);
  for (const listener of listeners) {
    if (stored.audience === EVERYONE || listener.host || listener.conversations.has(stored.audience))
      listener.send(bytes);
  }
}

/** A conversation a person started: every stream of their device in the chat sees it from now on. */
export function allowConversation(chat: string, device: string, conversation: string): void {
  for (const listener of chats.get(chat) ?? [])
    if (listener.device === device) listener.conversations.add(conversation);
}

/** How many streams are open on the chat now. */
export function watching(chat: string): number {
  return chats.get(chat)?.size ?? 0;
}

/** Tells the chat's hosts how many are watching (not stored: a resumed stream gets it again). */
export function tellHosts(chat: string): void {
  const listeners = chats.get(chat);
  if (!listeners) return;
  const bytes = frame({ viewers: listeners.size }, VIEWERS_EVENT);
  for (const listener of listeners) if (listener.host) listener.send(bytes);
}

/** Every open chat with its listeners (the clock's sweep). */
export function openChats(): [string, ReadonlySet<Listener>][] {
  return [...chats.entries()];
}

/** Ends every stream (the server stopping): browsers come back with Last-Event-ID to the next process. */
export function closeAllStreams(): void {
  for (const listeners of chats.values()) for (const listener of [...listeners]) listener.close();
  chats.clear();
}
