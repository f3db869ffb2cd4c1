import { z } from "zod";
import { date, email, hint, optionalText, slug, text, time, weekday } from "./primitives";

// forms/<id>.yaml: a form on the church's own site (issue 35): its fields, who is told of each
// submission and who may read them. forms/<id>.es.yaml translates its words (decision 041).

export const FIELD_TYPES = [
  "short-text",
  "long-text",
  "email",
  "phone",
  "number",
  "date",
  "choice",
  "choices",
  "yes-no",
  "consent",
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Kinds whose answer is typed text, with the longest answer each takes by default. */
export const TEXT_LIMITS: Partial<Record<FieldType, { default: number; most: number }>> = {
  "short-text": { default: 200, most: 1000 },
  "long-text": { default: 4000, most: 20000 },
  email: { default: 254, most: 254 },
  phone: { default: 40, most: 40 },
};

/**
 * Staff roles a form may name (app/features/auth/roles.ts, with issue 35's care team). Listed here
 * because content schemas import no feature; the cross-check test keeps the two lists together.
 */
export const FORM_ROLES = ["owner", "editor", "contributor", "treasurer", "care", "host"] as const;

/** A value a form keeps and compares (an option's value, a showIf answer): never translated. */
const answerValue = z
  .string(hint('write a short value of lowercase letters, digits and hyphens, in quotes, like "kids" or "yes"'))
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use lowercase letters, digits and single hyphens, like "kids" or "yes"')
  .meta({ title: "value", examples: ["kids"] });

/** A date limit: whole days from the day the form is filled in (0: today, -1: yesterday) or a date. */
const dateOrNumberLimit = z.union([z.number().int(), date], hint('write a number, or a date as "YYYY-MM-DD"'));

export const formOption = z.strictObject({
  value: answerValue.describe('What is kept when it is chosen, and what showIf compares: "kids".'),
  label: text.describe('How the form shows it: "Kids ministry".'),
});

/** Another field's answer: what a showIf or a requiredIf compares. */
const fieldAnswer = z.strictObject({
  field: slug.describe("The id of a choice, choices, yes-no or consent field (an earlier one for showIf)."),
  equals: answerValue.describe('The answer compared: an option\'s value, or "yes" / "no".'),
});

export const formField = z
  .strictObject({
    id: slug.describe('A short name for the field, unique in the form, kept with each answer: "name".'),
    type: z
      .enum(FIELD_TYPES, hint(`write one of ${FIELD_TYPES.join(", ")}`))
      .describe(
        "short-text, long-text, email, phone, number, date, choice (one of options), choices (any of options), yes-no, consent (a box to tick).",
      ),
    label: text.describe('The question as the form asks it: "Your name".'),
    help: optionalText.describe("A sentence under the label: what the answer is for, how to write it."),
    required: z
      .boolean()
      .default(false)
      .describe("The form cannot be sent without an answer (a consent box must be ticked)."),
    maxLength: z
      .number()
      .int()
      .min(1)
      .optional()
      .describe("Text kinds: the longest answer, in characters (200 for short-text, 4000 for long-text by default)."),
    min: dateOrNumberLimit
      .optional()
      .describe('number: the smallest value; date: the earliest, as days from today (0: today) or "YYYY-MM-DD".'),
    max: dateOrNumberLimit
      .optional()
      .describe('number: the largest value; date: the latest, as days from today (60) or "YYYY-MM-DD".'),
    options: z
      .array(formOption)
      .optional()
      .describe("choice and choices: what may be chosen, each a value and its label."),
    showIf: fieldAnswer.optional().describe("Asked (and required) only when another field has this answer."),
    requiredIf: z
      .array(fieldAnswer)
      .min(1)
      .optional()
      .describe(
        "Always asked, but required when any of these fields has its answer (an e-mail address when the sender asked to be told).",
      ),
    weekdays: z
      .array(weekday)
      .min(1)
      .optional()
      .describe('date: the only days of the week it accepts, like [sunday] ("we baptise on Sundays").'),
  })
  .superRefine((field, context) => {
    const limits = TEXT_LIMITS[field.type];
    if (field.maxLength !== undefined && (!limits || field.type === "email" || field.type === "phone")) {
      context.addIssue({
        code: "custom",
        path: ["maxLength"],
        message: "only short-text and long-text take maxLength",
      });
    } else if (limits && field.maxLength !== undefined && field.maxLength > limits.most) {
      context.addIssue({ code: "custom", path: ["maxLength"], message: `must be at most ${limits.most}` });
    }
    for (const key of ["min", "max"] as const) {
      const value = field[key];
      if (value === undefined) continue;
      if (field.type === "number" && typeof value !== "number") {
        context.addIssue({ code: "custom", path: [key], message: "a number field's limit is a number" });
      } else if (field.type !== "number" && field.type !== "date") {
        context.addIssue({ code: "custom", path: [key], message: "only number and date fields take min and max" });
      }
    }
    if (field.min !== undefined && field.max !== undefined && typeof field.min === typeof field.max) {
      if (field.min > field.max) context.addIssue({ code: "custom", path: ["max"], message: "must not be below min" });
    }
    if (field.weekdays && field.type !== "date") {
      context.addIssue({ code: "custom", path: ["weekdays"], message: "only date fields take weekdays" });
    }
    if (field.requiredIf && field.required) {
      context.addIssue({ code: "custom", path: ["requiredIf"], message: "a required field needs no requiredIf" });
    }
    const choosing = field.type === "choice" || field.type === "choices";
    if (choosing && (field.options?.length ?? 0) < 2) {
      context.addIssue({ code: "custom", path: ["options"], message: "a choice field lists at least two options" });
    } else if (!choosing && field.options) {
      context.addIssue({ code: "custom", path: ["options"], message: "only choice and choices fields take options" });
    }
    const values = (field.options ?? []).map((option) => option.value);
    values.forEach((value, index) => {
      if (values.indexOf(value) !== index) {
        context.addIssue({ code: "custom", path: ["options", index, "value"], message: `"${value}" is listed twice` });
      }
    });
  });
export type FormFieldFile = z.output<typeof formField>;

const people = z.array(email).default([]);

export const formNotify = z.strictObject({
  roles: z
    .array(z.enum(FORM_ROLES, hint(`write a role: ${FORM_ROLES.join(", ")}`)))
    .default([])
    .describe("Staff with these roles are told of each submission: owner, editor, care …"),
  people: people.describe("Staff, by the e-mail address they sign in with, told of each submission."),
  addresses: people.describe("Any other e-mail addresses told of each submission (the office)."),
});

export const formPrivacy = z.strictObject({
  roles: z
    .array(z.enum(FORM_ROLES, hint(`write a role: ${FORM_ROLES.join(", ")}`)))
    .default([])
    .describe("Besides the owners, staff with these roles read the submissions (care: the care team)."),
  people: people.describe("Besides the owners, these staff (by their sign-in e-mail) read the submissions."),
});

export const prayerSettings = z.strictObject({
  list: z
    .strictObject({
      day: weekday.describe("The weekday the prayer team gets the week's list."),
      time: time.describe('The hour, on the church\'s clock: "08:00".'),
    })
    .describe("When the prayer team gets the week's list."),
  requestField: slug.describe("The long-text field that is the request."),
  firstNameField: slug
    .optional()
    .describe("A short-text field whose first word the wall shows (unless the requester asks to be anonymous)."),
  prayedNoticeField: slug
    .optional()
    .describe("A yes-no field: when yes, the requester is told once that the team prayed."),
  emailConsentField: slug
    .optional()
    .describe("A consent field: when ticked, the weekly e-mail may carry the request itself."),
  wall: z
    .strictObject({
      consentField: slug.describe("A yes-no or consent field: the request may be shown on the prayer wall."),
      anonymousField: slug.optional().describe("A yes-no or consent field: shown without a name."),
      days: z.number().int().min(1).max(365).default(30).describe("How many days a request stays on the wall."),
    })
    .optional()
    .describe("A public prayer wall (/prayer-wall), only with the requester's consent and after staff approve."),
});
export type PrayerSettingsFile = z.output<typeof prayerSettings>;
