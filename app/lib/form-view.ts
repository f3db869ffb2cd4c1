import type { FormDefinition } from "~/content/model";
import type { FormFieldFile } from "~/content/schema";
import type { WEEKDAYS } from "~/content/schema/primitives";

type Weekday = (typeof WEEKDAYS)[number];

/**
 * What a form's page and its checks share (issue 35), browser-safe: the
 * problems an answer can have, each shown beside its field in the page's
 * language (app/messages/<language>/forms.json, forms.problem.<code>), and
 * whether a field with a showIf is asked given the answers so far.
 */

/** The posted name of a field's answer: its id, apart from the form's own fields (token, honeypot). */
export const answerName = (id: string) => `f.${id}`;

export type FieldProblem =
  | { code: "required" | "consent" | "notOffered" | "email" | "phone" | "number" | "date" | "unknownField" }
  | { code: "tooLong"; most: number }
  | { code: "tooSmall" | "tooLarge"; limit: number }
  | { code: "tooEarly" | "tooLate"; date: string }
  /** A date on a day of the week the field does not take ("we baptise on Sundays"). */
  | { code: "weekday"; weekdays: readonly Weekday[] }
  /** Not required by itself, but another field has the answer that makes it required (requiredIf). */
  | { code: "requiredIf"; field: string; equals: string };

/** By field id; `_form` for a problem with the whole form (a field it does not have, a refusal). */
export type FormProblems = Record<string, FieldProblem>;

type AnswerValue = string | string[] | boolean | number;

/** Whether `field` is asked: it has no showIf, or the field it names has the answer it names. */
export function fieldShown(
  field: Pick<FormFieldFile, "showIf">,
  answers: Readonly<Record<string, AnswerValue | undefined>>,
): boolean {
  if (!field.showIf) return true;
  const answer = answers[field.showIf.field];
  const wanted = field.showIf.equals;
  if (typeof answer === "boolean") return (answer ? "yes" : "no") === wanted;
  if (Array.isArray(answer)) return answer.includes(wanted);
  return answer === wanted;
}

/**
 * An answer as a person reads it: an option's label, Yes or No, a list of choices, a date in the reader's
 * language when `words.date` is given (formatCalendarDate with the church's style: "domingo, 20 de
 * diciembre de 2026", never "2026-12-20"); "" when not answered.
 */
export function answerText(
  field: Pick<FormFieldFile, "type" | "options">,
  answer: AnswerValue | undefined,
  words: { yes: string; no: string; date?: (day: string) => string },
): string {
  if (answer === undefined) return "";
  if (field.type === "date" && typeof answer === "string" && words.date) return words.date(answer);
  const labelOf = (value: string) => field.options?.find((option) => option.value === value)?.label ?? value;
  if (typeof answer === "boolean") return answer ? words.yes : words.no;
  if (Array.isArray(answer)) return answer.map(labelOf).join(", ");
  if (field.type === "choice") return labelOf(String(answer));
  return String(answer);
}

export type FormRefusal =
  | { code: "tooFast" | "expired" | "invalid" | "honeypot" | "unavailable" | "tooLarge" }
  | { code: "tooMany"; minutes: number };

/** What a form's page (or a page's form section) draws: the form in the page's language and where it stands. */
export interface FormPageView {
  form: FormDefinition;
  /** The one-time token (app/features/forms/form-token.server.ts) the post carries. */
  token: string;
  /** Each date field's first and last day allowed ("YYYY-MM-DD"), for the date picker. */
  dateLimits: Record<string, { min?: string; max?: string }>;
  /** What the visitor sent, to fill the form in again beside its problems. */
  values?: Record<string, string[]>;
  problems?: FormProblems;
  refusal?: FormRefusal;
  /** Sent and stored: the church's words after sending (and, with sendCopy, that a copy is on its way). */
  received?: boolean;
}

/**
 * A question as the "only if" note quotes it: without the full stop it may end
 * with (the note's own sentence ends it), and whether it ends with its own
 * question or exclamation mark, so each language's catalogue places the
 * note's full stop as its typography wants ("…read it.”" in English, "…la lea»."
 * in Spanish) and never doubles it.
 */
export function quotedQuestion(label: string): { question: string; ending: "mark" | "none" } {
  const question = label.trim().replace(/[.。]+$/u, "");
  return { question, ending: /[?!؟？！]$/u.test(question) ? "mark" : "none" };
}
