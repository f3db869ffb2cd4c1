import type { ChurchContent } from "~/content/model";
import { contextDateStyle } from "~/i18n/context";
import { formatChurchDate } from "~/i18n/dates";
import { field, postedLanguage, refused, stored, type ChatAnswer } from "./chat-answers.server";
import { publish } from "./chat-hub.server";
import { takeSend, rememberSent, slowModeWait } from "./chat-limits.server";
import { mutedUntil } from "./chat-people.server";
import { refusedWords } from "./chat-rules";
import { chatDb, commitChat, EVERYONE, insertEvent } from "./chat-store.server";
import { currentChat, ensureChatRow } from "./current-chat.server";
import { checkLine, type Sender } from "./chat-writes.server";
import { deviceCode, deviceKey, networkKey } from "./device.server";
import { answerPrayer, endOwnConversation, sayInPrayer } from "./prayer.server";

/**
 * What a viewer posts to /live-chat (issue 45): a message to everyone, a line of their private prayer
 * conversation, ending it, and their answer to "may we pass it on?". Each is checked in this order: the
 * chat is open, the device is the chat's (its cookie), not muted, within its limits (and slow mode), the
 * name and the words; then stored and sent to everyone allowed to see it. Any refusal changes nothing.
 */

export interface ViewerPost {
  content: ChurchContent;
  posted: FormData;
  cookieHeader: string | null;
  https: boolean;
  address: string | undefined;
  now: number;
}

/** All a viewer may ask: anything else (a host's action) is refused before it counts or reads anything. */
const VIEWER_INTENTS = new Set(["say", "prayer", "prayer-end", "prayer-consent"]);

export async function viewerAction(post: ViewerPost): Promise<ChatAnswer> {
  const language = postedLanguage(post.content, post.posted);
  const chat = currentChat(post.content, language, post.now);
  if (!chat?.running) return refused(language, "closed");
  const code = deviceCode(post.cookieHeader, post.https);
  if (!code) return refused(language, "device");
  const sender: Sender = {
    chat,
    language,
    device: deviceKey(code),
    network: networkKey(post.address),
    refuses: refusedWords(post.content.chatWords),
  };
  const muted = mutedUntil(sender.device, sender.network, post.now);
  if (muted) {
    const until = formatChurchDate(muted, "dateAtTime", contextDateStyle({ content: post.content, language }));
    return refused(language, "muted", { until });
  }
  const intent = field(post.posted, "intent");
  if (!VIEWER_INTENTS.has(intent)) return refused(language, "invalid");
  if (intent === "prayer-consent") return answerPrayer(post.content, sender, post.posted, post.now);
  if (intent === "prayer-end") return endOwnConversation(sender, post.posted, post.now);
  const verdict = takeSend(sender.device, sender.network, post.now);
  if (!verdict.allowed) return refused(language, "too-many", { seconds: verdict.retryAfterSeconds });
  if (intent === "say") return say(sender, post.posted, post.now);
  return sayInPrayer(sender, post.posted, post.now);
}

async function say(sender: Sender, posted: FormData, now: number): Promise<ChatAnswer> {
  const checked = checkLine(sender, posted);
  if ("answer" in checked) return checked.answer;
  const { chat, language } = sender;
  const { name, text, nonce } = checked;
  const wait = slowModeWait(sender.device, chat.record?.slowSeconds ?? 0, now);
  if (wait > 0) return refused(language, "slow", { seconds: wait });
  const event = await commitChat(() => {
    const db = chatDb();
    ensureChatRow(db, chat);
    return insertEvent(db, {
      chat: chat.window.key,
      at: now,
      audience: EVERYONE,
      event: { kind: "say", line: { id: 0, name, text, lang: language, host: false } },
      device: sender.device,
      network: sender.network,
      nonce,
    });
  });
  rememberSent(sender.device, now);
  publish(chat.window.key, event);
  return stored(event.id);
}
