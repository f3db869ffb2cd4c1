import type { ChurchContent } from "~/content/model";
import { describeError, log } from "~/server/logger.server";
import { queueEventReminders } from "./event-reminders.server";
import { queueLiveNotices } from "./live-notices.server";
import { pushIsOn } from "./push-settings.server";

/**
 * What sends notices on the site's own clock (issue 44), checked every PUSH_CHECK_MS: each live window
 * that has opened gets its "we're live", each event date whose reminder hour has come gets its reminder.
 * Every ten seconds, so a notice is out well within the minute its moment came (the budget, 60 s). `now`
 * and `content` are read at each check: a test's clock, the content being served.
 */

export const PUSH_CHECK_MS = 10_000;

let timer: NodeJS.Timeout | undefined;

export function checkPushNow(now: number, content: ChurchContent): { live: number; reminders: number } {
  if (!pushIsOn()) return { live: 0, reminders: 0 };
  return { live: queueLiveNotices(now, content), reminders: queueEventReminders(now, content) };
}

export function startPushChecks(options: { now?: () => number; content: () => ChurchContent }): void {
  if (timer) return;
  const check = () => {
    try {
      const made = checkPushNow((options.now ?? Date.now)(), options.content());
      if (made.live + made.reminders > 0) log("info", "notices queued", made);
    } catch (error) {
      log("error", "notice checks failed", { error: describeError(error) });
    }
  };
  check();
  timer = setInterval(check, PUSH_CHECK_MS);
  timer.unref();
}

export function stopPushChecks(): void {
  clearInterval(timer);
  timer = undefined;
}
