import { fieldId, isRecord } from "~/content/form/form-values";
import type { FieldProps } from "./field-props";

/** A value as a line of text: a list's items joined, "none" for nothing. */
function asText(value: unknown): string {
  if (value === undefined || value === null) return "none";
  if (Array.isArray(value)) return value.length === 0 ? "none" : value.map(String).join(", ");
  return isRecord(value) ? JSON.stringify(value) : String(value);
}

/**
 * A field this person sees but does not change (its spec says why: decision 069, who reads a form's
 * submissions is an owner's to change): its value as text and the reason, and no input, so a save keeps it.
 */
export function LockedField({ spec, path, value, label }: FieldProps) {
  const id = `${fieldId(path)}-locked`;
  const parts = spec.kind === "group" ? spec.fields.map(([key, child]) => ({ key, label: child.label })) : [];
  return (
    <fieldset className="group" aria-describedby={id}>
      <legend>{label ?? spec.label}</legend>
      <p id={id} className="muted">
        {spec.locked}
      </p>
      {value === undefined ? (
        <p>Not set.</p>
      ) : parts.length > 0 && isRecord(value) ? (
        <dl>
          {parts.map((part) => (
            <div key={part.key}>
              <dt>{part.label}</dt>
              <dd>{asText(value[part.key])}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>{asText(value)}</p>
      )}
    </fieldset>
  );
}
