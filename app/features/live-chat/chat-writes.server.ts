import type { ChurchContent } from "~/content/model";
import type { Staff } from "~/features/auth/staff.server";
import type { Language } from "~/i18n/languages";
import type { ChatEvent } from "~/lib/live-chat-wire";
import { stored, type ChatAnswer } from "./chat-answers.server";
import { publish } from "./chat-hub.server";
import { chatDb, commitChat, EVERYONE, insertEvent, type StoredEvent } from "./chat-store.server";
import { ensureChatRow, type CurrentChat } from "./current-chat.server";

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
