import type { ReactNode } from "react";
import type { FormDefinition } from "~/content/model";
import { useT } from "~/hooks/use-t";
import { answerName, type FieldProblem } from "~/lib/form-view";
import { answerNamed, useProblemText } from "./form-problems";

type Field = FormDefinition["fields"][number];

export interface FieldProps {
  /** The form's useId(): every id of the field derives from it. */
  formId: string;
  /** The whole form: another field's question, for a requiredIf note or problem. */
  form: FormDefinition;
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
export function FormField({ formId, form, field, condition, values, problem, limits }: FieldProps) {
  const { t } = useT();
  const describe = useProblemText(form);
  const id = `${formId}-${field.id}`;
  const requiredIf = (field.requiredIf ?? []).map((rule) => answerNamed(form, rule, t));
  const described = [
    field.help ? `${id}-help` : "",
    condition ? `${id}-if` : "",
    requiredIf.length ? `${id}-required-if` : "",
    problem ? `${id}-error` : "",
  ]
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
      {requiredIf.length ? (
        <p className="field-hint" id={`${id}-required-if`}>
          {requiredIf.map((rule) => t("forms.requiredIf", rule)).join(" ")}
        </p>
      ) : null}
      {problem ? (
        <p className="field-error" id={`${id}-error`}>
          {describe(problem)}
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
      <fieldset className="field-group" {...common}>
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
