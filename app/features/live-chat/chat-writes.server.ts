import type { ChurchContent } from "~/content/model";
import type { Staff } from "~/features/auth/staff.server";
import type { Language } from "~/i18n/languages";
import type { ChatEvent, ChatLine } from "~/lib/live-chat-wire";
import { field, nonceOf, postedLanguage, refused, stored, type ChatAnswer } from "./chat-answers.server";
import { publish } from "./chat-hub.server";
import { checkMessage, checkName } from "./chat-rules";
import { chatDb, commitChat, eventByNonce, EVERYONE, insertEvent, type StoredEvent } from "./chat-store.server";
import { ensureChatRow, type CurrentChat } from "./current-chat.server";
import { hostName } from "./hosts.server";

/** A viewer's post, once their device and network are known. */
export interface Sender {
  chat: CurrentChat;
  language: Language;
  device: string;
  network: string;
  refuses: (text: string) => boolean;
}

/** A host's post, once requireStaff let them in. */
export interface HostPost {
  content: ChurchContent;
  staff: Staff;
  posted: FormData;
  now: number;
}

/** One event stored in the chat (its row made on first use), then sent to everyone allowed to see it. */
export async function storeAndSend(
  chat: CurrentChat,
  now: number,
  event: ChatEvent,
  writer: { audience?: string; device?: string; nonce?: string } = {},
): Promise<ChatAnswer> {
  const written: StoredEvent = await commitChat(() => {
    const db = chatDb();
    ensureChatRow(db, chat);
    return insertEvent(db, {
      chat: chat.window.key,
      at: now,
      audience: writer.audience ?? EVERYONE,
      event,
      device: writer.device,
      nonce: writer.nonce,
    });
  });
  publish(chat.window.key, written);
  return stored(written.id);
}

/**
 * A viewer's line (a message to everyone, or a line of their prayer conversation) checked before it is
 * stored: the chat open, the name and the words allowed. Either the answer to give now (a refusal, or,
 * for a line sent again with a nonce already stored, the answer the first send had), or the line to store.
 */
export function checkLine(
  sender: Sender,
  posted: FormData,
): { answer: ChatAnswer } | { name: string; text: string; nonce: string | undefined } {
  const { chat, language } = sender;
  if (!chat.open) return { answer: refused(language, "closed") };
  const name = checkName(field(posted, "name"), sender.refuses);
  if (!name.ok) return { answer: refused(language, name.problem === "word" ? "word" : "name") };
  const text = checkMessage(field(posted, "text"), chat.settings.messageLength, sender.refuses);
  if (!text.ok) return { answer: refused(language, text.problem, { limit: chat.settings.messageLength }) };
  const nonce = nonceOf(posted);
  const again = nonce ? eventByNonce(sender.device, nonce) : null;
  if (again) return { answer: stored(again.id) };
  return { name: name.text, text: text.text, nonce };
}

/**
 * A host's line (to everyone, or in a prayer conversation) checked before it is stored: the words within
 * the chat's length (a host's words are not filtered). Either the answer to give now, or the line, written
 * as the host's, with the host's device and the post's nonce to store it with.
 */
export function checkHostLine(
  chat: CurrentChat,
  post: HostPost,
): { answer: ChatAnswer } | { line: ChatLine; device: string; nonce: string | undefined } {
  const language = postedLanguage(post.content, post.posted);
  const text = checkMessage(field(post.posted, "text"), chat.settings.messageLength, () => false);
  if (!text.ok) return { answer: refused(language, text.problem, { limit: chat.settings.messageLength }) };
  const device = `staff:${post.staff.person.id}`;
  const nonce = nonceOf(post.posted);
  const again = nonce ? eventByNonce(device, nonce) : null;
  if (again) return { answer: stored(again.id) };
  return { line: { id: 0, name: hostName(post.staff), text: text.text, lang: language, host: true }, device, nonce };
}
