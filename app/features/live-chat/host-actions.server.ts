import { recordAudit } from "~/features/auth/audit-log.server";
import type { ChatEvent } from "~/lib/live-chat-wire";
import { field, postedLanguage, refused, stored, type ChatAnswer } from "./chat-answers.server";
import { publish } from "./chat-hub.server";
import { addMute } from "./chat-people.server";
import {
  blankEvents,
  chatDb,
  commitChat,
  EVERYONE,
  insertEvent,
  lineById,
  linesFrom,
  updateChat,
} from "./chat-store.server";
import { currentChat, ensureChatRow, type CurrentChat } from "./current-chat.server";
import { buildMoment, type MomentChoice } from "./moments.server";
import { hostConversationAction } from "./host-prayer.server";
import { checkHostLine, storeAndSend, type HostPost } from "./chat-writes.server";

/**
 * What a host posts to /admin/live-chat (issue 45), after requireStaff checked the role's `live.host`:
 * a message (its links may be followed), pin, delete, mute for 24 hours, slow mode, a moment, close or
 * open the chat, and the prayer conversations (host-prayer.server.ts). Each change is stored, then sent
 * to every viewer; a mute and the chat's opening and closing are in the activity log.
 */

export const SLOW_MODE_SECONDS = [0, 10, 30, 60, 120] as const;

export async function hostAction(post: HostPost): Promise<ChatAnswer> {
  const language = postedLanguage(post.content, post.posted);
  const chat = currentChat(post.content, language, post.now);
  const intent = field(post.posted, "intent");
  // Opening early comes before the chat runs; everything else needs it running.
  if (intent === "open" && chat) return setOpen(chat, post, true);
  if (!chat?.running) return refused(language, "closed");
  switch (intent) {
    case "say":
      return say(chat, post);
    case "pin":
    case "unpin":
      return pin(chat, post, intent === "pin");
    case "remove":
      return remove(chat, post);
    case "mute":
      return mute(chat, post);
    case "slow": {
      const seconds = Number(field(post.posted, "seconds"));
      if (!SLOW_MODE_SECONDS.includes(seconds as (typeof SLOW_MODE_SECONDS)[number]))
        return refused(language, "invalid");
      return change(chat, post.now, { slowSeconds: seconds }, { kind: "slow", seconds });
    }
    case "moment":
      return moment(chat, post);
    case "clear-moment":
      return change(chat, post.now, { moment: null }, { kind: "moment", moment: null });
    case "close":
      return setOpen(chat, post, false);
    default:
      return hostConversationAction(chat, post, intent);
  }
}

async function say(chat: CurrentChat, post: HostPost): Promise<ChatAnswer> {
  const checked = checkHostLine(chat, post);
  if ("answer" in checked) return checked.answer;
  const { line, device, nonce } = checked;
  return storeAndSend(chat, post.now, { kind: "say", line }, { device, nonce });
}

async function pin(chat: CurrentChat, post: HostPost, pinning: boolean): Promise<ChatAnswer> {
  const target = pinning ? lineById(chat.window.key, Number(field(post.posted, "id"))) : null;
  if (pinning && !target) return refused(postedLanguage(post.content, post.posted), "not-found");
  return change(chat, post.now, { pinned: target?.line.id ?? null }, { kind: "pin", line: target?.line ?? null });
}

async function remove(chat: CurrentChat, post: HostPost): Promise<ChatAnswer> {
  const target = lineById(chat.window.key, Number(field(post.posted, "id")));
  if (!target) return refused(postedLanguage(post.content, post.posted), "not-found");
  return removeLines(chat, post.now, [target.line.id]);
}

/** A day's mute of the writer's device and network, and every message of theirs in this chat gone. */
async function mute(chat: CurrentChat, post: HostPost): Promise<ChatAnswer> {
  const target = lineById(chat.window.key, Number(field(post.posted, "id")));
  if (!target || target.line.host) return refused(postedLanguage(post.content, post.posted), "not-found");
  await commitChat(() => {
    const db = chatDb();
    addMute(db, { device: target.device, network: target.network, by: post.staff.person.id, now: post.now });
    recordAudit(
      { at: post.now, action: "live-chat-muted", actor: post.staff.person, detail: `as “${target.line.name}”` },
      db,
    );
  });
  return removeLines(chat, post.now, linesFrom(chat.window.key, target.device, target.network));
}

async function removeLines(chat: CurrentChat, now: number, ids: number[]): Promise<ChatAnswer> {
  const pinnedGone = chat.record?.pinned != null && ids.includes(chat.record.pinned);
  const events = await commitChat(() => {
    const db = chatDb();
    blankEvents(db, ids);
    const written = [
      insertEvent(db, { chat: chat.window.key, at: now, audience: EVERYONE, event: { kind: "remove", ids } }),
    ];
    if (pinnedGone) {
      updateChat(db, chat.window.key, { pinned: null });
      written.push(
        insertEvent(db, { chat: chat.window.key, at: now, audience: EVERYONE, event: { kind: "pin", line: null } }),
      );
    }
    return written;
  });
  for (const event of events) publish(chat.window.key, event);
  return stored(events[0]!.id);
}

async function moment(chat: CurrentChat, post: HostPost): Promise<ChatAnswer> {
  const kind = field(post.posted, "kind");
  const titles = Object.fromEntries(
    [...post.posted.keys()]
      .filter((key) => key.startsWith("title-"))
      .map((key) => [key.slice(6), field(post.posted, key)]),
  );
  const choice = (
    kind === "form"
      ? { kind, form: field(post.posted, "form") }
      : kind === "link"
        ? { kind, url: field(post.posted, "url"), titles }
        : { kind }
  ) as MomentChoice;
  const card = ["give", "visit", "form", "link"].includes(kind) ? buildMoment(post.content, choice) : null;
  if (!card) return refused(postedLanguage(post.content, post.posted), "invalid");
  return change(chat, post.now, { moment: card }, { kind: "moment", moment: card });
}

async function setOpen(chat: CurrentChat, post: HostPost, open: boolean): Promise<ChatAnswer> {
  const answer = await change(
    chat,
    post.now,
    open ? { openedAt: post.now, closedAt: null } : { closedAt: post.now },
    { kind: "open", open },
    true,
  );
  recordAudit({ at: post.now, action: open ? "live-chat-opened" : "live-chat-closed", actor: post.staff.person });
  return answer;
}

/** A setting of the chat changed and told to everyone. */
async function change(
  chat: CurrentChat,
  now: number,
  fields: Parameters<typeof updateChat>[2],
  event: ChatEvent,
  makeRow = false,
): Promise<ChatAnswer> {
  const written = await commitChat(() => {
    const db = chatDb();
    if (makeRow || !chat.record) ensureChatRow(db, chat);
    updateChat(db, chat.window.key, fields);
    return insertEvent(db, { chat: chat.window.key, at: now, audience: EVERYONE, event });
  });
  publish(chat.window.key, written);
  return stored(written.id);
}
