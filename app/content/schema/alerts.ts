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
    /** One or two sentences, plain text. */
    text: text.max(280, "keep the notice under 280 characters"),
    link: link.optional(),
    /** info: news; warning: a change to plans; urgent: a closure or danger. */
    level: z.enum(ALERT_LEVELS, hint("write info, warning or urgent")).default("info"),
    starts: dateTime,
    ends: dateTime,
    /** The church is closed (search engines are told, as a SpecialAnnouncement). */
    closed: z.boolean().default(false),
  })
  .refine((value) => value.ends.replace("T", " ") > value.starts.replace("T", " "), {
    message: "must be after the start",
    path: ["ends"],
  });

export const alertsFile = z.strictObject({ alerts: z.array(alert).default([]) }).default({ alerts: [] });
export type AlertsFile = z.output<typeof alertsFile>;
