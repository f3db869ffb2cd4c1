import type { ReactNode } from "react";
import type { FieldSpec } from "~/content/form/form-spec";
import { fieldId, fieldName } from "~/content/form/form-values";
import type { FieldProps } from "./field-props";

/** The label, hint and problem around an input; `children` gets the ids to describe it with. */
export function FieldFrame({
  props,
  hint,
  children,
}: {
  props: FieldProps;
  hint?: string;
  children: (ids: { id: string; describedBy?: string; invalid: boolean }) => ReactNode;
}) {
  const { spec, path, context } = props;
  const id = fieldId(path);
  const errors = context.errors.get(fieldName(path)) ?? [];
  const described = [hint ? `${id}-hint` : null, errors.length ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={id}>
        {props.label ?? spec.label}
        {spec.optional && spec.defaultValue === undefined ? <span className="muted"> (optional)</span> : null}
      </label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children({ id, describedBy: described || undefined, invalid: errors.length > 0 })}
      {errors.length ? (
        <p className="field__error" id={`${id}-error`}>
          {errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}

/** A value as its input shows it: the default when the file leaves it out, a date and time as the input takes it. */
export function displayValue(value: unknown, spec: FieldSpec): string {
  const shown = value === undefined ? spec.defaultValue : value;
  if (shown === undefined || shown === null) return "";
  if (spec.kind === "text" && spec.format === "datetime") return String(shown).replace(" ", "T");
  return String(shown);
}
