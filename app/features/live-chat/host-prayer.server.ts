import { field, postedLanguage, refused, stored, type ChatAnswer } from "./chat-answers.server";
import { conversationById, type ConversationRecord } from "./chat-people.server";
import type { CurrentChat } from "./current-chat.server";
import { checkHostLine, storeAndSend, type HostPost } from "./chat-writes.server";
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
  const checked = checkHostLine(chat, post);
  if ("answer" in checked) return checked.answer;
  const { line, device, nonce } = checked;
  if (conversation.status === "waiting")
    await changeStatus(conversation, "taken", post.now, { host: hostName(post.staff) });
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
