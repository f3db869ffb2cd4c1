import type { HTMLInputTypeAttribute } from "react";

/**
 * A labelled input of a staff form, with its hint and the problem the last
 * post found in it (announced, and named by aria-describedby).
 */
export function TextField({
  id,
  name,
  label,
  hint,
  type = "text",
  wide = false,
  required,
  autoComplete,
  defaultValue,
  error,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  type?: HTMLInputTypeAttribute;
  wide?: boolean;
  required?: boolean;
  autoComplete?: string;
  defaultValue?: string;
  /** The problem with this field, if the last post had one. */
  error?: string;
}) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].join(" ").trim() || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        className={wide ? "wide" : undefined}
        required={required}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The problem the last post found in a field, announced; `id` is what the field's aria-describedby names. */
export function FieldError({ id, message }: { id: string; message?: string | null | false }) {
  return message ? (
    <p className="field__error" id={id} role="alert">
      {message}
    </p>
  ) : null;
}
