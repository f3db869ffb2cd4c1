import type { ChurchContent } from "~/content/model";
import { DAY_MS } from "~/server/housekeeping.server";
import { deleteExpiredAttendance } from "./attendance.server";
import { peopleDb } from "./chat-people.server";
import { chatPrayerForm } from "./prayer-handover.server";
import { chatSettings } from "./current-chat.server";

/**
 * What the live chat keeps, and for how long (issue 45), as the privacy page says it (its statements:
 * app/features/privacy/live-chat-statements.ts, from `liveChatPrivacyFacts`): messages and prayer
 * conversations `historyDays` after their service, mutes for their 24 hours, attendance a year.
 */

/** When a church has no chat (any more), what it had is still deleted after this many days. */
const DEFAULT_HISTORY_DAYS = 7;

export function deleteExpiredChats(now: number, content: ChurchContent): Record<string, number> {
  const days = chatSettings(content)?.historyDays ?? DEFAULT_HISTORY_DAYS;
  const before = now - days * DAY_MS;
  const db = peopleDb();
  const removed = db
    .transaction(() => {
      const old = "SELECT key FROM live_chats WHERE closes_at <= ?";
      return {
        chatEvents: db.prepare(`DELETE FROM live_chat_events WHERE chat IN (${old})`).run(before).changes,
        chatConversations: db.prepare(`DELETE FROM live_chat_conversations WHERE chat IN (${old})`).run(before).changes,
        chats: db.prepare("DELETE FROM live_chats WHERE closes_at <= ?").run(before).changes,
        chatMutes: db.prepare("DELETE FROM live_chat_mutes WHERE until <= ?").run(now).changes,
      };
    })
    .immediate();
  return { ...removed, ...deleteExpiredAttendance(now) };
}

/** What the privacy page's statements about the chat depend on; undefined when the church has no chat. */
export function liveChatPrivacyFacts(
  content: ChurchContent,
): { historyDays: number; prayerForm: string | null } | undefined {
  const settings = chatSettings(content);
  if (!settings) return undefined;
  return { historyDays: settings.historyDays, prayerForm: chatPrayerForm(content)?.title ?? null };
}
