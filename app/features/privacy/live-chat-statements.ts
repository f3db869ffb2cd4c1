import type { PrivacyTopic } from "~/content/schema";
import type { Translate } from "~/i18n/translate";

/**
 * What the live chat beside the stream keeps, for how long and who sees it (issue 45), in the catalogue's
 * words (app/messages/<language>/live-chat.json): written from the church's settings (services.yaml
 * live.chat: its historyDays, and the prayer form a conversation becomes), which
 * app/features/live-chat/chat-privacy.server.ts reads and deletes by.
 */
export interface LiveChatPrivacyFacts {
  historyDays: number;
  /** The title of the form a prayer conversation becomes when its person agrees; null when there is none. */
  prayerForm: string | null;
}

export function liveChatStatements(
  topic: PrivacyTopic,
  facts: { liveChat?: LiveChatPrivacyFacts },
  t: Translate,
): string[] {
  const chat = facts.liveChat;
  if (!chat) return [];
  switch (topic) {
    case "collected":
      return [t("liveChat.privacy.collected")];
    case "cookies":
      return [t("liveChat.privacy.cookies")];
    case "use":
      return [t("liveChat.privacy.use", { form: chat.prayerForm ?? "none" }).trim()];
    case "kept":
      return [t("liveChat.privacy.kept", { days: chat.historyDays })];
    default:
      return [];
  }
}
