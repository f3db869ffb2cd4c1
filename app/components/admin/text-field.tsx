import type { HTMLInputTypeAttribute, ReactNode } from "react";

/** What a staff form's field says besides its control: its label, hint and the last post's problem with it. */
interface FieldWords {
  id: string;
  label: string;
  hint?: string;
  /** The problem with this field, if the last post had one. */
  error?: string;
}

/**
 * A labelled input of a staff form, with its hint and the problem the last
 * post found in it (announced, and named by aria-describedby).
 */
export function TextField({
  type = "text",
  wide = false,
  required,
  autoComplete,
  ...field
}: FieldWords & {
  name: string;
  type?: HTMLInputTypeAttribute;
  wide?: boolean;
  required?: boolean;
  autoComplete?: string;
  defaultValue?: string;
}) {
  return (
    <Field {...field}>
      <input
        id={field.id}
        name={field.name}
        type={type}
        className={wide ? "wide" : undefined}
        required={required}
        autoComplete={autoComplete}
        defaultValue={field.defaultValue}
        {...problemAria(field)}
      />
    </Field>
  );
}

/**
 * A staff form's longer text (a message, a note): TextField's label, hint and problem around a textarea. `alert`
 * false shows the problem without announcing it, as the notes and message forms always have.
 */
export function TextAreaField({
  rows,
  maxLength,
  alert,
  ...field
}: FieldWords & { name: string; rows: number; maxLength?: number; defaultValue?: string; alert?: boolean }) {
  return (
    <Field {...field} alert={alert}>
      <textarea
        id={field.id}
        name={field.name}
        rows={rows}
        maxLength={maxLength}
        defaultValue={field.defaultValue}
        {...problemAria(field)}
      />
    </Field>
  );
}

function Field({ id, label, hint, error, alert, children }: FieldWords & { alert?: boolean; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={`${id}-error`} message={error} alert={alert} />
    </div>
  );
}

/** A control's invalid state, and the hint and problem that describe it. */
function problemAria({ id, hint, error }: FieldWords) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].join(" ").trim() || undefined,
  };
}

/**
 * The problem the last post found in a field, announced (unless `alert` is false); `id` is what the field's
 * aria-describedby names.
 */
export function FieldError({
  id,
  message,
  alert = true,
}: {
  id: string;
  message?: string | null | false;
  alert?: boolean;
}) {
  return message ? (
    <p className="field__error" id={id} role={alert ? "alert" : undefined}>
      {message}
    </p>
  ) : null;
}
