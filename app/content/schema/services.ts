import { z } from "zod";
import { hint, markdown, optionalText, text, time, webUrl, weekday } from "./primitives";

// services.yaml: the weekly gatherings, the live stream and what a first-time guest should know.

export const gathering = z.strictObject({
  /** How the site and calendars name it: "Sunday Morning Service". */
  name: text,
  weekday,
  start: time,
  /** How long it lasts; the live window closes at its end. */
  minutes: z.number(hint("write how long it lasts, in minutes")).int().min(10).max(720),
  /** Streamed live on the live page. */
  streamed: z.boolean().default(false),
  /** Kids' programs run during it. */
  kids: z.boolean().default(false),
  /** The most first-time guests plan-a-visit accepts for one date. */
  capacity: z.number().int().min(1).optional(),
});

export const servicesFile = z.strictObject({
  gatherings: z.array(gathering).min(1, "list at least one weekly gathering"),
  /** How the site sums up the gatherings ("Sundays @ 10:30 am"); written from them when left out. */
  summary: optionalText,
  live: z
    .object({
      /**
       * The live event's player address (a Vimeo, YouTube or Facebook embed), shown from `playerMinutesBefore`
       * before a streamed gathering; any other address is shown as a link to it.
       */
      embedUrl: webUrl.optional(),
      /** "Watch Service Online" shows from this long before a streamed gathering until it ends. */
      noticeMinutesBefore: z.number().int().min(0).max(240).default(30),
      /** SPEC 4: the player replaces the countdown 5 minutes before. */
      playerMinutesBefore: z.number().int().min(0).max(120).default(5),
    })
    .default({ noticeMinutesBefore: 30, playerMinutesBefore: 5 }),
  /** What a first-time guest should know; the visit e-mails carry these. */
  visit: z
    .object({
      parking: markdown.optional(),
      kidsCheckIn: markdown.optional(),
      /** Plan-a-visit offers gatherings this many weeks ahead. */
      weeksAhead: z.number().int().min(1).max(26).default(8),
      /** The reminder goes out the day before at this church-zone time. */
      reminderTime: time.default("17:00"),
    })
    .default({ weeksAhead: 8, reminderTime: "17:00" }),
});
export type ServicesFile = z.output<typeof servicesFile>;
export type GatheringInput = z.output<typeof gathering>;
