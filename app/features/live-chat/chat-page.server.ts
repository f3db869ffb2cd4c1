import type { ChurchContent } from "~/content/model";
import { contentInLanguage, siteLanguages } from "~/i18n/content-language";
import type { Language } from "~/i18n/languages";
import { translator } from "~/i18n/translate";
import { elementScripts } from "~/server/element-bundles.server";
import { currentChat } from "./current-chat.server";
import { SLOW_MODE_SECONDS } from "./host-actions.server";
import { momentOptions } from "./moments.server";
import { chatPrayerForm } from "./prayer-handover.server";

/**
 * What the live page shows of its chat (issue 45), for its loader: when the chat of the page's streamed
 * service opens and closes, its limits, whether a conversation can go to a prayer form, the chat's script
 * and what a host may send. Null when the church has no chat. The page is the same for everyone: whether
 * the person is a host, the chat's script asks the server itself.
 */
export function liveChatView(content: ChurchContent, language: Language, now: number) {
  const chat = currentChat(content, language, now);
  if (!chat) return null;
  const inLanguage = contentInLanguage(content, language);
  const { t } = translator(language, content.church.locale.country);
  return {
    serverNow: now,
    opensAt: chat.opensAt,
    closesAt: chat.window.closesAt,
    messageLength: chat.settings.messageLength,
    prayer: chatPrayerForm(content) !== null,
    script: elementScripts().liveChat,
    hostTools: {
      ...momentOptions(inLanguage),
      languages: siteLanguages(content).all.map((code) => ({
        code,
        name: t(`content-languages.languageName.${code}`),
      })),
      slowSeconds: SLOW_MODE_SECONDS,
    },
  };
}
