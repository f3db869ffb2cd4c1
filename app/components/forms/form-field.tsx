import type { ReactNode } from "react";
import type { FormDefinition } from "~/content/model";
import { useT } from "~/hooks/use-t";
import { answerName, type FieldProblem } from "~/lib/form-view";
import { formatCalendarDate } from "~/lib/dated-content";
import type { MessageKey } from "~/messages";
import { useChurchDates } from "~/hooks/use-site";

type Field = FormDefinition["fields"][number];

export interface FieldProps {
  /** The form's useId(): every id of the field derives from it. */
  formId: string;
  field: Field;
  /** The field its showIf names, for the "only if" note. */
  condition?: { question: string; ending: "mark" | "none"; answer: string };
  values: string[];
  problem?: FieldProblem;
  limits?: { min?: string; max?: string };
}

/**
 * One question of a form (issue 35): its label, whether it must be answered,
 * its help, the "only if" note of a field that depends on another (shown
 * without JavaScript; <form-conditions> hides the field instead), and its
 * problem beside it, each tied to the control by aria-describedby.
 */
export function FormField({ formId, field, condition, values, problem, limits }: FieldProps) {
  const { t } = useT();
  const { style } = useChurchDates();
  const id = `${formId}-${field.id}`;
  const described = [field.help ? `${id}-help` : "", condition ? `${id}-if` : "", problem ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  const common = {
    "aria-invalid": problem ? true : undefined,
    "aria-describedby": described || undefined,
  } as const;
  // A field asked only on another's answer is never required by the browser: without JavaScript it shows always.
  const required = field.required && !field.showIf;
  const marker = field.required ? <span className="field-optional"> ({t("forms.required")})</span> : null;
  const notes = (
    <>
      {field.help ? (
        <p className="field-hint" id={`${id}-help`}>
          {field.help}
        </p>
      ) : null}
      {condition ? (
        <p className="field-hint form-condition" id={`${id}-if`}>
          {t("forms.showIf", condition)}
        </p>
      ) : null}
      {problem ? (
        <p className="field-error" id={`${id}-error`}>
          {problemText(problem, t, (date) => formatCalendarDate(date, style))}
        </p>
      ) : null}
    </>
  );
  const shell = (control: ReactNode, group = false) => (
    <div
      className={`field form-field${group ? " form-group" : ""}`}
      data-show-if={field.showIf ? JSON.stringify(field.showIf) : undefined}
    >
      {control}
    </div>
  );
  const name = answerName(field.id);
  const value = values[0] ?? "";

  if (field.type === "consent") {
    return shell(
      <>
        <div className="field-check">
          <input
            id={id}
            name={name}
            type="checkbox"
            value="yes"
            defaultChecked={value === "yes"}
            required={required}
            {...common}
          />
          <label htmlFor={id}>
            {field.label}
            {marker}
          </label>
        </div>
        {notes}
      </>,
    );
  }
  if (field.type === "choice" || field.type === "choices" || field.type === "yes-no") {
    const options =
      field.type === "yes-no"
        ? [
            { value: "yes", label: t("forms.yes") },
            { value: "no", label: t("forms.no") },
          ]
        : (field.options ?? []);
    const many = field.type === "choices";
    return shell(
      // No aria-required here: a group may not carry it (axe, ARIA 1.2); the legend says "(required)" and each
      // radio of a required one-choice question is required itself.
      <fieldset {...common}>
        <legend>
          {field.label}
          {marker}
        </legend>
        {notes}
        {options.map((option) => (
          <div className="field-check" key={option.value}>
            <input
              id={`${id}-${option.value}`}
              name={name}
              type={many ? "checkbox" : "radio"}
              value={option.value}
              defaultChecked={values.includes(option.value)}
              required={!many && required}
            />
            <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
          </div>
        ))}
      </fieldset>,
      true,
    );
  }
  const label = (
    <label htmlFor={id}>
      {field.label}
      {marker}
    </label>
  );
  if (field.type === "long-text") {
    return shell(
      <>
        {label}
        {notes}
        <textarea
          id={id}
          name={name}
          rows={5}
          maxLength={field.maxLength ?? 4000}
          defaultValue={value}
          required={required}
          {...common}
        />
      </>,
    );
  }
  const kind = {
    "short-text": { type: "text", autoComplete: field.id === "name" ? "name" : undefined },
    email: { type: "email", autoComplete: "email" },
    phone: { type: "tel", autoComplete: "tel" },
    number: { type: "number", inputMode: "decimal" as const, step: "any" },
    date: { type: "date", min: limits?.min, max: limits?.max },
  }[field.type as "short-text" | "email" | "phone" | "number" | "date"];
  const numberLimits =
    field.type === "number"
      ? {
          min: typeof field.min === "number" ? field.min : undefined,
          max: typeof field.max === "number" ? field.max : undefined,
        }
      : {};
  return shell(
    <>
      {label}
      {notes}
      <input
        id={id}
        name={name}
        {...kind}
        {...numberLimits}
        maxLength={field.type === "short-text" ? (field.maxLength ?? 200) : undefined}
        defaultValue={value}
        required={required}
        {...common}
      />
    </>,
  );
}

function problemText(problem: FieldProblem, t: ReturnType<typeof useT>["t"], date: (day: string) => string): string {
  const key = `forms.problem.${problem.code}` as MessageKey;
  if ("date" in problem) return t(key, { date: date(problem.date) });
  if ("most" in problem) return t(key, { most: problem.most });
  if ("limit" in problem) return t(key, { limit: problem.limit });
  return t(key);
}
