import { z } from "zod";
import { LANGUAGES } from "~/i18n/languages";
import {
  hint,
  minutesLong,
  markdown,
  optionalCapacity,
  optionalText,
  slug,
  text,
  time,
  webUrl,
  weekday,
} from "./primitives";

/** The language a gathering or seasonal service is held in (issue 27). */
export const serviceLanguage = z
  .enum(LANGUAGES, hint(`write a language the site speaks: ${LANGUAGES.join(", ")}`))
  .optional()
  .describe(
    "The language it is held in, like es; the church's default language (church.yaml locale.language) when left out. " +
      "Pages in another language list it after their own language's and say which language it is in.",
  );

// services.yaml: the weekly gatherings, the live stream and what a first-time guest should know.

export const gathering = z.strictObject({
  name: text.describe('How the site and calendars name it: "Sunday Morning Service".'),
  weekday: weekday.describe("The day it meets every week."),
  start: time.describe("When it starts, on the church's clock."),
  minutes: minutesLong("How long it lasts, in minutes; the live window closes at its end."),
  streamed: z.boolean().default(false).describe("Streamed live on the live page."),
  kids: z.boolean().default(false).describe("Kids' programs run during it."),
  language: serviceLanguage,
  capacity: optionalCapacity(
    "The most first-time guests plan-a-visit accepts for one date; no limit when left out. " +
      "With a capacity, a plan counts once its e-mail address is confirmed (held 30 minutes meanwhile).",
  ),
});

/**
 * Issue 45: the live chat beside the stream. Left out, the live page shows the stream alone. Open from the
 * player's minutes before a streamed gathering (or earlier, when a host opens it) until `minutesAfter` after it.
 */
export const liveChat = z
  .strictObject({
    minutesAfter: z
      .number()
      .int()
      .min(0)
      .max(240)
      .default(30)
      .describe("The chat stays open this many minutes after the gathering ends."),
    historyDays: z
      .number()
      .int()
      .min(1)
      .max(90)
      .default(7)
      .describe(
        "The chat's messages and private prayer conversations are deleted this many days after the service; the privacy page says so.",
      ),
    messageLength: z
      .number()
      .int()
      .min(20)
      .max(1000)
      .default(300)
      .describe("The longest message a person may send, in characters."),
    prayerForm: slug
      .optional()
      .describe(
        "The form (forms/<id>.yaml) a prayer conversation becomes a submission of, when its person agrees; the first form with a prayer block when left out.",
      ),
  })
  .optional()
  .describe("The live chat beside the stream, with hosts, private prayer and moments; no chat when left out.");

export const servicesFile = z.strictObject({
  gatherings: z
    .array(gathering)
    .min(1, "list at least one weekly gathering")
    .describe("The weekly gatherings, in the order the site lists them."),
  summary: optionalText.describe(
    'How the site sums up the gatherings ("Sundays @ 10:30 am"); written from them when left out.',
  ),
  live: z
    .object({
      embedUrl: webUrl
        .optional()
        .describe(
          "The live event's player address (a Vimeo, YouTube or Facebook embed), shown from playerMinutesBefore before a streamed gathering; any other address is shown as a link to it.",
        ),
      noticeMinutesBefore: z
        .number()
        .int()
        .min(0)
        .max(240)
        .default(30)
        .describe('"Watch Service Online" shows from this many minutes before a streamed gathering until it ends.'),
      playerMinutesBefore: z
        .number()
        .int()
        .min(0)
        .max(120)
        .default(5)
        .describe("SPEC 4: the player replaces the countdown this many minutes before."),
      chat: liveChat,
    })
    .default({ noticeMinutesBefore: 30, playerMinutesBefore: 5 })
    .describe("The live stream of streamed gatherings (/watch/live)."),
  visit: z
    .object({
      parking: markdown.optional().describe("Where to park, for the visit e-mails."),
      kidsCheckIn: markdown.optional().describe("How children are checked in, for the visit e-mails."),
      weeksAhead: z
        .number()
        .int()
        .min(1)
        .max(26)
        .default(8)
        .describe("Plan-a-visit offers gatherings this many weeks ahead."),
      reminderTime: time.default("17:00").describe("The reminder goes out the day before at this church-zone time."),
      perSignUpLimit: z
        .number()
        .int()
        .min(1)
        .max(50)
        .default(10)
        .describe(
          "For a gathering with a capacity: the most people one plan may bring, and the most one e-mail address or one device may plan for one date.",
        ),
    })
    .default({ weeksAhead: 8, reminderTime: "17:00", perSignUpLimit: 10 })
    .describe("What a first-time guest should know; the visit e-mails carry these."),
});
export type ServicesFile = z.output<typeof servicesFile>;
export type GatheringInput = z.output<typeof gathering>;
