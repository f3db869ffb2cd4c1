import { addDays, format, parseISO } from "date-fns";
import type { FormDefinition } from "~/content/model";
import { TEXT_LIMITS, type FormFieldFile } from "~/content/schema";
import { WEEKDAYS } from "~/content/schema/primitives";
import { answerName, fieldShown, type FieldProblem, type FormProblems } from "~/lib/form-view";
import { normaliseEmail } from "~/server/email-address.server";
import type { Answer, Answers } from "./submission-store.server";

/**
 * A visitor's answers to a form, checked against the form (issue 35): every
 * kind of bad input (an answer over its limit, a choice not offered, a
 * required answer missing, a date or number out of range, a field the form
 * does not have) is a problem beside its field, and nothing is stored. A
 * field whose showIf is not met is neither required nor kept.
 */

/** What the page posts besides the answers. */
export const CONTROL_FIELDS = new Set(["token", "website", "xsrf"]);

export type Checked = { ok: true; answers: Answers } | { ok: false; problems: FormProblems };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const NUMBER = /^-?\d{1,12}(?:\.\d{1,6})?$/;
const PHONE = /^\+?[\d\s().-]{5,40}$/;

/** `today`: the church-zone day the form is sent on ("YYYY-MM-DD"), from which a date's limits in days count. */
export function checkAnswers(form: FormDefinition, posted: FormData, today: string): Checked {
  const problems: FormProblems = {};
  const known = new Set(form.fields.map((field) => answerName(field.id)));
  for (const name of new Set(posted.keys())) {
    if (!known.has(name) && !CONTROL_FIELDS.has(name)) problems._form = { code: "unknownField" };
  }
  const answers: Answers = {};
  for (const field of form.fields) {
    const raw = posted.getAll(answerName(field.id)).filter((value): value is string => typeof value === "string");
    if (!fieldShown(field, answers)) continue;
    const checked = checkField(field, raw, today);
    if ("problem" in checked) problems[field.id] = checked.problem;
    else if (checked.answer !== undefined) answers[field.id] = checked.answer;
  }
  // Required by another field's answer, which may come later in the form: checked once every answer is read.
  for (const field of form.fields) {
    const unanswered = answers[field.id] === undefined || answers[field.id] === false;
    if (!field.requiredIf || problems[field.id] || !unanswered || !fieldShown(field, answers)) continue;
    const because = field.requiredIf.find((condition) => fieldShown({ showIf: condition }, answers));
    if (because) problems[field.id] = { code: "requiredIf", field: because.field, equals: because.equals };
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, answers };
}

type FieldCheck = { answer: Answer | undefined } | { problem: FieldProblem };

function checkField(field: FormFieldFile, raw: string[], today: string): FieldCheck {
  if (field.type === "choices") {
    const offered = new Set((field.options ?? []).map((option) => option.value));
    const chosen = [...new Set(raw)];
    if (chosen.some((value) => !offered.has(value))) return { problem: { code: "notOffered" } };
    if (chosen.length === 0) return field.required ? { problem: { code: "required" } } : { answer: undefined };
    return { answer: chosen };
  }
  if (raw.length > 1) return { problem: { code: "notOffered" } };
  const value = field.type === "long-text" ? (raw[0] ?? "").replace(/\r\n/g, "\n").trim() : (raw[0] ?? "").trim();
  if (field.type === "consent") {
    if (value !== "" && value !== "yes") return { problem: { code: "notOffered" } };
    if (field.required && value !== "yes") return { problem: { code: "consent" } };
    return { answer: value === "yes" };
  }
  if (value === "") return field.required ? { problem: { code: "required" } } : { answer: undefined };
  const limits = TEXT_LIMITS[field.type];
  const most = field.maxLength ?? limits?.default;
  if (most !== undefined && value.length > most) return { problem: { code: "tooLong", most } };
  switch (field.type) {
    case "email": {
      const checked = normaliseEmail(value);
      return checked.ok ? { answer: checked.address } : { problem: { code: "email" } };
    }
    case "phone":
      return PHONE.test(value) && value.replace(/\D/g, "").length >= 5
        ? { answer: value }
        : { problem: { code: "phone" } };
    case "number":
      return checkNumber(field, value);
    case "date":
      return checkDate(field, value, today);
    case "choice":
      return (field.options ?? []).some((option) => option.value === value)
        ? { answer: value }
        : { problem: { code: "notOffered" } };
    case "yes-no":
      return value === "yes" || value === "no" ? { answer: value === "yes" } : { problem: { code: "notOffered" } };
    default:
      return { answer: value };
  }
}

function checkNumber(field: FormFieldFile, value: string): FieldCheck {
  if (!NUMBER.test(value)) return { problem: { code: "number" } };
  const number = Number(value);
  if (typeof field.min === "number" && number < field.min) return { problem: { code: "tooSmall", limit: field.min } };
  if (typeof field.max === "number" && number > field.max) return { problem: { code: "tooLarge", limit: field.max } };
  return { answer: number };
}

function checkDate(field: FormFieldFile, value: string, today: string): FieldCheck {
  if (!DATE.test(value) || Number.isNaN(parseISO(value).getTime()) || format(parseISO(value), "yyyy-MM-dd") !== value)
    return { problem: { code: "date" } };
  const earliest = dateLimit(field.min, today);
  const latest = dateLimit(field.max, today);
  if (earliest && value < earliest) return { problem: { code: "tooEarly", date: earliest } };
  if (latest && value > latest) return { problem: { code: "tooLate", date: latest } };
  // A calendar day as the church writes it: its weekday is the same in every zone (parseISO reads it as local).
  if (field.weekdays && !field.weekdays.includes(WEEKDAYS[parseISO(value).getDay()]!))
    return { problem: { code: "weekday", weekdays: field.weekdays } };
  return { answer: value };
}

/** A date field's limit as a day: days from `today`, or the date written. */
export function dateLimit(limit: number | string | undefined, today: string): string | undefined {
  if (limit === undefined) return undefined;
  return typeof limit === "string" ? limit : format(addDays(parseISO(today), limit), "yyyy-MM-dd");
}
