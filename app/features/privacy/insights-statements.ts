import type { Translate } from "~/i18n/translate";

/**
 * What the privacy policy says of Insights' visit counts (issue 47), in the
 * catalogue's words (app/messages/<language>/insights.json): what is counted,
 * that no address, code or cookie of a visitor's is kept, the staff's cookie,
 * and how long the counts stay (church.yaml's insights). Held to the code by
 * app/features/insights/insights-privacy.test.ts and tests/integration/insights-week.test.ts.
 */
export interface InsightsPrivacyFacts {
  count: boolean;
  honourDoNotTrack: boolean;
  keepDays: number;
}

export function insightsStatement(
  topic: "collected" | "cookies" | "kept",
  insights: InsightsPrivacyFacts | undefined,
  t: Translate,
): string | false {
  if (!insights) return false;
  if (!insights.count) return topic === "collected" && t("insights.privacy.off");
  if (topic === "collected")
    return t("insights.privacy.collected", { dnt: insights.honourDoNotTrack ? "yes" : "no" }).trim();
  if (topic === "cookies") return t("insights.privacy.cookies");
  return t("insights.privacy.kept", { days: insights.keepDays });
}
