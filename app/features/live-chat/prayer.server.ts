import { randomUUID } from "node:crypto";
import type { ChurchContent } from "~/content/model";
import type { ChatEvent, ConversationStatus } from "~/lib/live-chat-wire";
import { field, refused, stored, type ChatAnswer } from "./chat-answers.server";
import { allowConversation, publish } from "./chat-hub.server";
import { rememberSent } from "./chat-limits.server";
import {
  activeConversation,
  conversationById,
  createConversation,
  forgetConversation,
  publicConversation,
  setConversation,
  type ConversationRecord,
} from "./chat-people.server";
import { chatDb, commitChat, insertEvent, type StoredEvent } from "./chat-store.server";
import { ensureChatRow } from "./current-chat.server";
import { handOverToPrayerTeam } from "./prayer-handover.server";
import { checkLine, type Sender } from "./chat-writes.server";

/**
 * "Request prayer" (issue 45): a private conversation between one person and the hosts on duty. Its
 * events go to that person's streams and to the hosts' only (their audience is the conversation's id).
 * It is "waiting" until a host takes it, "ending" once either side ends it (the person is asked whether
 * it may go to the prayer team), then "sent" (a submission of the church's prayer form, private as that
 * form is) or "deleted" (its words gone at once; one never answered goes with the chat's history).
 */

/** A line from the person: the first one starts their conversation. */
export async function sayInPrayer(sender: Sender, posted: FormData, now: number): Promise<ChatAnswer> {
  const checked = checkLine(sender, posted);
  if ("answer" in checked) return checked.answer;
  const { chat, language } = sender;
  const { name, text, nonce } = checked;
  const key = chat.window.key;
  const existing = activeConversation(key, sender.device);
  const events = await commitChat(() => {
    const db = chatDb();
    ensureChatRow(db, chat);
    const written: StoredEvent[] = [];
    let conversation = existing;
    if (!conversation) {
      conversation = {
        id: randomUUID(),
        chat: key,
        device: sender.device,
        name,
        lang: language,
        status: "waiting",
        host: null,
      };
      createConversation(db, { ...conversation, now });
      written.push(
        insertEvent(db, { chat: key, at: now, audience: conversation.id, event: prayerState(conversation) }),
      );
    }
    const line = { id: 0, name, text, lang: language, host: false };
    written.push(
      insertEvent(db, {
        chat: key,
        at: now,
        audience: conversation.id,
        event: { kind: "prayer-line", conversation: conversation.id, line },
        device: sender.device,
        network: sender.network,
        nonce,
      }),
    );
    return { conversation, written };
  });
  rememberSent(sender.device, now);
  allowConversation(key, sender.device, events.conversation.id);
  for (const event of events.written) publish(key, event);
  return stored(events.written.at(-1)!.id);
}

/** The person ends their conversation: they are asked whether it may go to the prayer team. */
export async function endOwnConversation(sender: Sender, posted: FormData, now: number): Promise<ChatAnswer> {
  const conversation = ownConversation(sender, field(posted, "conversation"));
  if (!conversation) return refused(sender.language, "not-found");
  await changeStatus(conversation, "ending", now);
  return stored();
}

/** Their answer: yes, a submission of the prayer form; no, the words go now. */
export async function answerPrayer(
  content: ChurchContent,
  sender: Sender,
  posted: FormData,
  now: number,
): Promise<ChatAnswer> {
  const conversation = ownConversation(sender, field(posted, "conversation"));
  if (!conversation || conversation.status !== "ending") return refused(sender.language, "not-found");
  if (field(posted, "consent") === "yes") {
    const submission = await handOverToPrayerTeam(content, conversation, now);
    if (!submission) return refused(sender.language, "invalid");
    await changeStatus(conversation, "sent", now, { submission });
  } else {
    await changeStatus(conversation, "deleted", now, { forget: true });
  }
  return stored();
}

function ownConversation(sender: Sender, id: string): ConversationRecord | null {
  const conversation = conversationById(id);
  return conversation && conversation.chat === sender.chat.window.key && conversation.device === sender.device
    ? conversation
    : null;
}

export function prayerState(conversation: ConversationRecord): ChatEvent {
  return { kind: "prayer", conversation: publicConversation(conversation) };
}

/** A new status for the conversation, told to its person and the hosts. */
export async function changeStatus(
  conversation: ConversationRecord,
  status: ConversationStatus,
  now: number,
  extra: { host?: string; submission?: string; forget?: boolean } = {},
): Promise<void> {
  const changed: ConversationRecord = { ...conversation, status, host: extra.host ?? conversation.host };
  const event = await commitChat(() => {
    const db = chatDb();
    if (extra.forget) forgetConversation(db, conversation.id);
    else setConversation(db, conversation.id, { status, host: extra.host, submission: extra.submission });
    const shown = extra.forget ? { ...changed, name: "" } : changed;
    return insertEvent(db, { chat: conversation.chat, at: now, audience: conversation.id, event: prayerState(shown) });
  });
  publish(conversation.chat, event);
}
