import type Database from "better-sqlite3";
import type { ChurchContent } from "~/content/model";
import type { Language } from "~/i18n/languages";
import { hasLiveStream } from "~/content/site";
import { siteLanguages } from "~/i18n/content-language";
import { chatOpensAt, chatWindowAt, isChatOpen, type ChatWindow } from "~/lib/live-chat-window";
import { streamsFor } from "~/lib/service-language";
import { chatRecord, ensureChat, type ChatRecord } from "./chat-store.server";

/**
 * The chat a request is about (issue 45): the streamed gathering of the page's language (the live page's
 * own rule, service-language.ts), its window on the church's clock (app/lib/live-chat-window.ts) and what
 * its hosts chose (opened early, closed, slow mode), at the request's time.
 */

export type ChatSettings = NonNullable<ChurchContent["services"]["live"]["chat"]>;

export interface CurrentChat {
  window: ChatWindow;
  record: ChatRecord | null;
  settings: ChatSettings;
  /** People may write (the schedule, as hosts changed it). */
  open: boolean;
  /** A stream may be open: from its opening (early, if a host opened it) until its window closes. */
  running: boolean;
  opensAt: number;
}

/** The chat's settings, when the church has a live stream and a chat beside it. */
export function chatSettings(content: ChurchContent): ChatSettings | null {
  return hasLiveStream(content) ? (content.services.live.chat ?? null) : null;
}

export function currentChat(content: ChurchContent, language: Language, now: number): CurrentChat | null {
  const settings = chatSettings(content);
  if (!settings) return null;
  const window = chatWindowAt(now, streamsFor(content.services.gatherings, language), content.church.locale.timeZone, {
    leadMinutes: content.services.live.playerMinutesBefore,
    minutesAfter: settings.minutesAfter,
  });
  if (!window) return null;
  const record = chatRecord(window.key);
  const opensAt = chatOpensAt(window, record ?? {});
  return {
    window,
    record,
    settings,
    open: isChatOpen(now, window, record ?? {}),
    running: now >= opensAt && now < window.closesAt,
    opensAt,
  };
}

/** The language a stream or post names, one the site speaks (else its default). */
export function chatLanguage(content: ChurchContent, raw: unknown): Language {
  const { all, default: fallback } = siteLanguages(content);
  return all.find((language) => language === raw) ?? fallback;
}

/** The chat's row, made on first write (inside a commit). */
export function ensureChatRow(db: Database.Database, chat: CurrentChat): void {
  ensureChat(db, {
    key: chat.window.key,
    startsAt: chat.window.occurrence.start,
    closesAt: chat.window.closesAt,
    gathering: chat.window.occurrence.gathering.name,
  });
}
