import { z } from "zod";
import { date, dateTime, hint, image, markdown, optionalCapacity, optionalText, slug, text } from "./primitives";

// events/<id>.yaml: the church's own events (issue 28), beside or instead of Planning Center's;
// sign-ups.yaml: registration on this site for Planning Center events, by their id.

const attendeeAge = z.number(hint("write an age in years, like 5")).int().min(0).max(120).optional();

/** A kind of attendee with its own places, price or ages: "Child (5-11)", "Helper". */
export const attendeeType = z
  .strictObject({
    id: slug.describe('A short name for the kind, kept with each sign-up: "child".'),
    name: text.describe('How the form names the kind: "Child (5-11)".'),
    capacity: optionalCapacity(
      "The most places this kind may take (within the event's capacity); no limit of its own when left out.",
    ),
    price: z
      .number(hint("write the price in cents, like 2000 for $20.00"))
      .int()
      .min(0)
      .optional()
      .describe(
        "The price per attendee of this kind, in cents of the church's currency (2000 = $20.00); free when left out.",
      ),
    minAge: attendeeAge.describe(
      "The youngest age this kind is for: with ageAsked, an age given below it is refused beside the age field.",
    ),
    maxAge: attendeeAge.describe(
      "The oldest age this kind is for: with ageAsked, an age given above it is refused beside the age field.",
    ),
  })
  .refine((type) => type.minAge === undefined || type.maxAge === undefined || type.minAge <= type.maxAge, {
    message: "minAge is above maxAge",
    path: ["maxAge"],
  });

export const QUESTION_KINDS = ["text", "choice", "yes-no"] as const;

/** A question the church asks each sign-up: "Any allergies?". */
export const registrationQuestion = z
  .strictObject({
    id: slug.describe('A short name for the question, kept with each answer: "allergies".'),
    label: text.describe('The question as the form asks it: "Any allergies we should know about?".'),
    kind: z
      .enum(QUESTION_KINDS, hint("write text, choice or yes-no"))
      .default("text")
      .describe("text: a free answer; choice: one of options; yes-no: a yes or no."),
    options: z.array(text).min(2, "list at least two options").optional().describe("The choices, for kind: choice."),
    required: z.boolean().default(false).describe("The sign-up cannot be sent without an answer."),
  })
  .refine((question) => question.kind !== "choice" || (question.options?.length ?? 0) >= 2, {
    message: "a choice question lists its options",
    path: ["options"],
  });

/** How an event takes sign-ups on this site. */
export const registrationSettings = z.strictObject({
  open: z.boolean().default(true).describe("Sign-ups are taken (false: the form says they are closed)."),
  capacity: optionalCapacity(
    "The most places for each date of the event; no limit when left out. With a capacity, a sign-up's places are held 30 minutes until its e-mail address is confirmed, and count meanwhile; whoever does not fit waits on a waitlist, told their place in line.",
  ),
  attendeeTypes: z
    .array(attendeeType)
    .default([])
    .describe("Kinds of attendee, each with its own places or price; everyone is of one kind when left out."),
  ageAsked: z.boolean().default(false).describe("The form asks each attendee's age (optional to answer)."),
  questions: z.array(registrationQuestion).default([]).describe("The church's questions, asked once per sign-up."),
  perSignUpLimit: z
    .number()
    .int()
    .min(1)
    .max(50)
    .default(6)
    .describe(
      "The most people one sign-up may bring; also the most places one e-mail address may hold for one date. One network address may keep at most four times this unconfirmed at once; confirmed places never count against it.",
    ),
  closes: dateTime
    .optional()
    .describe("When sign-ups close, on the church's clock; at the event's start when left out."),
});

export const RECURRENCE_FREQUENCIES = ["weekly", "monthly"] as const;

/**
 * A repeating event, as iCalendar's RRULE says it: every `interval` weeks on
 * the start's weekday, or months on the start's day of the month (a month
 * without that day is skipped), until a date or for a count of dates.
 */
export const recurrence = z
  .strictObject({
    frequency: z
      .enum(RECURRENCE_FREQUENCIES, hint("write weekly or monthly"))
      .describe("weekly: on the start's weekday; monthly: on the start's day of the month."),
    interval: z.number().int().min(1).max(12).default(1).describe("Every this many weeks or months (1: every one)."),
    until: date.optional().describe("The last day it may fall on, on the church's clock."),
    count: z.number().int().min(1).max(200).optional().describe("How many dates in all, the first included."),
  })
  .refine((rule) => !(rule.until && rule.count), {
    message: "write until or count, not both",
    path: ["count"],
  });

/** Written "YYYY-MM-DD" (an all-day event) or "YYYY-MM-DD HH:MM", on the church's clock. */
const eventTime = z.union([date, dateTime], hint('write "YYYY-MM-DD HH:MM", or "YYYY-MM-DD" for an all-day event'));

export const eventFile = z
  .strictObject({
    name: text.describe('How the site and calendars name it: "Vacation Bible School".'),
    picture: image.optional().describe("Its picture on /events; one of the site's backgrounds when left out."),
    description: markdown.optional().describe("What it is, who it is for, what to bring (Markdown)."),
    start: eventTime.describe('When it starts, on the church\'s clock: "2027-07-12 09:00" (or "2027-07-12" all day).'),
    end: eventTime
      .optional()
      .describe("When it ends, on the church's clock; after the start. Open-ended when left out."),
    allDay: z
      .boolean()
      .default(false)
      .describe("It lasts whole days: the times are not shown (also when start is written as a date alone)."),
    recurrence: recurrence.optional().describe("It repeats; a one-off event when left out."),
    location: optionalText.describe('Where it is held: "Fellowship Hall"; the church when left out.'),
    registration: registrationSettings.optional().describe("Sign-ups on this site; none when left out."),
  })
  .refine((event) => !event.end || event.end.replace("T", " ") >= event.start.replace("T", " "), {
    message: "must not be before the start",
    path: ["end"],
  });
export type EventFile = z.output<typeof eventFile>;
export type RegistrationSettingsFile = z.output<typeof registrationSettings>;

/** A Planning Center event's id, as its API gives it: digits. */
const planningCenterEventId = z
  .string()
  .regex(/^\d+$/, 'write the Planning Center event id, digits only, in quotes: "123456"');

export const signUpsFile = z
  .strictObject({
    events: z
      .record(planningCenterEventId, registrationSettings)
      .default({})
      .describe('Planning Center events that take sign-ups on this site, by their id: "123456": { capacity: 40 }.'),
  })
  .default({ events: {} });
export type SignUpsFile = z.output<typeof signUpsFile>;
