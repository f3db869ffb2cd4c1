import type { ChurchContent } from "~/content/model";
import { churchDayKey } from "~/lib/church-time";
import { addDays } from "~/lib/insight-range";
import { writeCounts } from "./counter.server";
import { deleteCountsBefore } from "./insights-store.server";
import { forgetDaysBefore } from "./visitor-day.server";

/**
 * Each night (the daily clean-ups, app/background.server.ts): the counts of
 * days older than the church keeps (church.yaml's insights.keepDays, two
 * years at most) leave the database, and the secret of any day before today
 * leaves memory, should no visit since midnight have replaced it.
 */
export function deleteExpiredCounts(now: number, content: ChurchContent): Record<string, number> {
  const today = churchDayKey(now, content.church.locale.timeZone);
  forgetDaysBefore(today);
  writeCounts();
  const removed = deleteCountsBefore(addDays(today, 1 - content.church.insights.keepDays));
  return {
    pageCounts: removed.insight_pages ?? 0,
    otherCounts: (removed.insight_traits ?? 0) + (removed.insight_entries ?? 0) + (removed.insight_steps ?? 0),
  };
}
