import { field, nonceOf, postedLanguage, refused, stored, type ChatAnswer } from "./chat-answers.server";
import { conversationById, type ConversationRecord } from "./chat-people.server";
import { checkMessage } from "./chat-rules";
import { eventByNonce } from "./chat-store.server";
import type { CurrentChat } from "./current-chat.server";
import { storeAndSend, type HostPost } from "./chat-writes.server";
import { hostName } from "./hosts.server";
import { changeStatus } from "./prayer.server";

/**
 * A host in a prayer conversation (issue 45): takes it (the person and the other hosts see who), writes
 * in it, and ends it, which asks the person whether it may go to the prayer team (prayer.server.ts).
 */
export async function hostConversationAction(chat: CurrentChat, post: HostPost, intent: string): Promise<ChatAnswer> {
  const language = postedLanguage(post.content, post.posted);
  const conversation = conversationById(field(post.posted, "conversation"));
  const underWay =
    conversation?.chat === chat.window.key && ["waiting", "taken", "ending"].includes(conversation.status);
  if (!conversation || !underWay)
    return refused(language, intent.startsWith("prayer") || intent === "take" ? "not-found" : "invalid");
  switch (intent) {
    case "take":
      await changeStatus(conversation, "taken", post.now, { host: hostName(post.staff) });
      return stored();
    case "prayer-say":
      return sayInConversation(chat, post, conversation);
    case "prayer-end":
      await changeStatus(conversation, "ending", post.now);
      return stored();
    default:
      return refused(language, "invalid");
  }
}

async function sayInConversation(
  chat: CurrentChat,
  post: HostPost,
  conversation: ConversationRecord,
): Promise<ChatAnswer> {
  const language = postedLanguage(post.content, post.posted);
  const text = checkMessage(field(post.posted, "text"), chat.settings.messageLength, () => false);
  if (!text.ok) return refused(language, text.problem, { limit: chat.settings.messageLength });
  const device = `staff:${post.staff.person.id}`;
  const nonce = nonceOf(post.posted);
  const again = nonce ? eventByNonce(device, nonce) : null;
  if (again) return stored(again.id);
  if (conversation.status === "waiting")
    await changeStatus(conversation, "taken", post.now, { host: hostName(post.staff) });
  const line = { id: 0, name: hostName(post.staff), text: text.text, lang: language, host: true };
  return storeAndSend(
    chat,
    post.now,
    { kind: "prayer-line", conversation: conversation.id, line },
    {
      audience: conversation.id,
      device,
      nonce,
    },
  );
}
