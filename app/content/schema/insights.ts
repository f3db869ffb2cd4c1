import { z } from "zod";
import { hint } from "./primitives";

// church.yaml's `insights`: how the site counts visits for Staff → Insights (issue 47, docs/decisions/078).

/** Two years: a year's range beside the year before it (a leap day included). */
export const INSIGHTS_MAX_KEEP_DAYS = 731;

export const insightsSettings = z
  .strictObject({
    count: z
      .boolean(hint("write true or false"))
      .default(true)
      .describe(
        "Count visits for Staff → Insights: page views and visitors a day, without cookies and without keeping any address. false counts nothing and leaves the counting script off every page.",
      ),
    honourDoNotTrack: z
      .boolean(hint("write true or false"))
      .default(false)
      .describe(
        "true: a browser that asks not to be tracked (Global Privacy Control, Sec-GPC, or Do Not Track, DNT) is not counted at all, though counting identifies nobody.",
      ),
    keepDays: z
      .number(hint("write a number of days, like 365"))
      .int("write a whole number of days")
      .min(31, "keep the counts at least 31 days")
      .max(INSIGHTS_MAX_KEEP_DAYS, `counts are kept ${INSIGHTS_MAX_KEEP_DAYS} days (two years) at most`)
      .default(INSIGHTS_MAX_KEEP_DAYS)
      .describe(
        `How many days of daily counts are kept, ${INSIGHTS_MAX_KEEP_DAYS} (two years) at most, the default; older days are removed each night.`,
      ),
  })
  .default({ count: true, honourDoNotTrack: false, keepDays: INSIGHTS_MAX_KEEP_DAYS })
  .describe("How the site counts visits for Staff → Insights (the privacy page says so).");
export type InsightsSettings = z.output<typeof insightsSettings>;
