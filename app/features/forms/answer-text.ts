import type { Translate } from "~/i18n/translate";
import type { Answer } from "./submission-store.server";
import type { StaffFormField } from "./staff-forms.server";

/**
 * An answer as staff read it (the submission page, the CSV): a choice by its
 * option's label, several joined by "; ", yes/no and consent in words, nothing
 * as an empty string. An option no longer in the form shows its stored value.
 */
export function answerText(field: StaffFormField | undefined, answer: Answer | undefined, t: Translate): string {
  if (answer === undefined || answer === null || answer === "") return "";
  if (typeof answer === "boolean") return t(answer ? "admin-forms.answer.yes" : "admin-forms.answer.no");
  const labelOf = (value: string) => field?.options?.find((option) => option.value === value)?.label ?? value;
  if (Array.isArray(answer)) return answer.map(labelOf).join("; ");
  if (field?.type === "yes-no" && (answer === "yes" || answer === "no"))
    return t(answer === "yes" ? "admin-forms.answer.yes" : "admin-forms.answer.no");
  return typeof answer === "string" ? labelOf(answer) : String(answer);
}

/** The answers in the form's order with their labels, then any answer to a field the form no longer has. */
export function labelledAnswers(
  fields: readonly StaffFormField[],
  answers: Readonly<Record<string, Answer>>,
  t: Translate,
): { id: string; label: string; text: string }[] {
  const known = fields.map((field) => ({
    id: field.id,
    label: field.label,
    text: answerText(field, answers[field.id], t),
  }));
  const ids = new Set(fields.map((field) => field.id));
  const others = Object.keys(answers)
    .filter((id) => !ids.has(id))
    .map((id) => ({ id, label: id, text: answerText(undefined, answers[id], t) }));
  return [...known, ...others];
}
