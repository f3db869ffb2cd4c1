import { localizedPath } from "~/i18n/paths";
import type { Language } from "~/i18n/languages";
import type { Notice, NoticeText } from "./notices.server";

/**
 * What a phone receives (issue 44, /work PUSH-CONTRACT-NOTES.md): Declarative Web Push's JSON (WebKit's
 * "Meet Declarative Web Push"; the Push API's declarative push message), which Safari shows by itself
 * and the site's service worker shows everywhere else. `navigate` opens the notice's page in the phone's
 * language, carrying `?notice=<id>` so the page's load counts as an open (opens.server.ts); `tag` makes a
 * notice that somehow arrived twice replace itself.
 */
export interface DeclarativePush {
  web_push: 8030;
  notification: {
    title: string;
    body: string;
    navigate: string;
    lang: Language;
    dir: "ltr";
    tag: string;
    timestamp: number;
    icon?: string;
    badge?: string;
  };
}

/** The notice's words in `language`, else in the church's default language, else in whichever it has. */
export function textIn(
  notice: Pick<Notice, "texts">,
  language: Language,
  fallback: Language,
): { language: Language; text: NoticeText } {
  for (const candidate of [language, fallback]) {
    const text = notice.texts[candidate];
    if (text) return { language: candidate, text };
  }
  const [first, text] = Object.entries(notice.texts)[0] as [Language, NoticeText];
  return { language: first, text };
}

/** The page a notice opens, absolute, in `language`, with the notice's id for the open count. */
export function noticeLink(
  notice: Pick<Notice, "id" | "path">,
  language: Language,
  site: { origin: string; defaultLanguage: Language },
): string {
  const url = new URL(localizedPath(notice.path, language, site.defaultLanguage), site.origin);
  url.searchParams.set("notice", notice.id);
  return url.toString();
}

export function noticePayload(
  notice: Pick<Notice, "id" | "path" | "texts">,
  language: Language,
  site: { origin: string; defaultLanguage: Language; icon?: string; badge?: string },
  sentAt: number,
): DeclarativePush {
  const chosen = textIn(notice, language, site.defaultLanguage);
  return {
    web_push: 8030,
    notification: {
      title: chosen.text.title,
      body: chosen.text.body,
      navigate: noticeLink(notice, chosen.language, site),
      lang: chosen.language,
      dir: "ltr",
      tag: `notice-${notice.id}`,
      timestamp: sentAt,
      ...(site.icon ? { icon: site.icon } : {}),
      ...(site.badge ? { badge: site.badge } : {}),
    },
  };
}
