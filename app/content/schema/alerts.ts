import { z } from "zod";
import { dateTime, hint, link, text } from "./primitives";

// alerts.yaml: notices above every page.

export const ALERT_LEVELS = ["info", "warning", "urgent"] as const;

/**
 * A notice at the top of every page (issue 18): a snow closure, a change of
 * place. It shows from `starts` until `ends`, on the church's clock, to the
 * minute; the file may be left out, or list none.
 */
export const alert = z
  .strictObject({
    text: text.max(280, "keep the notice under 280 characters").describe("One or two sentences, plain text."),
    link: link.optional().describe("A link after the text, for more."),
    level: z
      .enum(ALERT_LEVELS, hint("write info, warning or urgent"))
      .default("info")
      .describe(
        "info: news (on tint); warning: a change to plans (on the highlight colour); urgent: a closure or danger (on danger).",
      ),
    starts: dateTime.describe("When it starts showing, on the church's clock."),
    ends: dateTime.describe("When it stops showing, on the church's clock; after starts."),
    closed: z
      .boolean()
      .default(false)
      .describe("The church is closed (search engines are told, as a SpecialAnnouncement)."),
  })
  .refine((value) => value.ends.replace("T", " ") > value.starts.replace("T", " "), {
    message: "must be after the start",
    path: ["ends"],
  });

export const alertsFile = z
  .strictObject({
    alerts: z.array(alert).default([]).describe("The notices; each shows only between its starts and ends."),
  })
  .default({ alerts: [] });
export type AlertsFile = z.output<typeof alertsFile>;
