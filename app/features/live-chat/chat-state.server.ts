import { EventBuffer } from "better-sse";
import type { ChatState } from "~/lib/live-chat-wire";
import { CHAT_EVENT, STATE_EVENT } from "~/lib/live-chat-wire";
import { frame, watching } from "./chat-hub.server";
import { EVERYONE, eventsAfter, lastEventId, lineById, recentLines } from "./chat-store.server";
import { conversationLines, conversationsIn, publicConversation } from "./chat-people.server";
import type { CurrentChat } from "./current-chat.server";

/**
 * What a stream starts with (issue 45): a late joiner gets the last messages, what is pinned, the moment
 * on screen and their own prayer conversation (a host: every conversation under way); a stream resumed
 * with Last-Event-ID gets the events it missed instead, each once, in order.
 */

/** Late joiners see this many of the last messages. */
export const LATE_JOINER_LINES = 50;
/** A stream that missed more than this many events starts again from the state. */
export const MOST_REPLAYED = 500;

export interface Viewer {
  host: boolean;
  device: string | null;
}

export function chatState(chat: CurrentChat, viewer: Viewer): { state: ChatState; lastId: number } {
  const key = chat.window.key;
  // Read first: an event stored after it has a higher id, and reaches the stream as an event of its own.
  const lastId = lastEventId(key);
  const conversations = viewer.host
    ? conversationsIn(key, null)
    : viewer.device
      ? conversationsIn(key, viewer.device)
      : [];
  const pinned = chat.record?.pinned ? (lineById(key, chat.record.pinned)?.line ?? null) : null;
  const state: ChatState = {
    open: chat.open,
    closesAt: chat.window.closesAt,
    slowSeconds: chat.record?.slowSeconds ?? 0,
    pinned,
    moment: chat.record?.moment ?? null,
    lines: recentLines(key, LATE_JOINER_LINES),
    conversations: conversations.map((conversation) => ({
      ...publicConversation(conversation),
      lines: conversationLines(conversation.id),
    })),
    ...(viewer.host ? { viewers: watching(key) } : {}),
  };
  return { state, lastId };
}

/**
 * What a new stream starts with: the events after `resumeFrom` that it may see, when it names one
 * this chat can resume from; else the state. Also the conversations it may see.
 */
export function openingFrames(
  chat: CurrentChat,
  viewer: Viewer,
  resumeFrom: string,
): { frames: EventBuffer; conversations: Set<string> } {
  const key = chat.window.key;
  const own = new Set(
    viewer.device && !viewer.host ? conversationsIn(key, viewer.device).map((conversation) => conversation.id) : [],
  );
  const after = /^\d{1,15}$/.test(resumeFrom) ? Number(resumeFrom) : null;
  if (after !== null && after <= lastEventId(key)) {
    const missed = eventsAfter(key, after, MOST_REPLAYED + 1);
    if (missed.length <= MOST_REPLAYED) {
      const frames = new EventBuffer();
      for (const stored of missed) {
        if (stored.audience === EVERYONE || viewer.host || own.has(stored.audience))
          frame(stored.event, CHAT_EVENT, stored.id, frames);
      }
      return { frames, conversations: own };
    }
  }
  const { state, lastId } = chatState(chat, viewer);
  return { frames: frame(state, STATE_EVENT, lastId), conversations: own };
}
