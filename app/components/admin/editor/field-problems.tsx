import { fieldId } from "~/content/form/form-values";
import type { FormContext } from "./field-props";

/** The problems of a whole group, list or map, above its fields. */
export function Problems({ name, errors }: { name: string; errors: FormContext["errors"] }) {
  const list = errors.get(name) ?? [];
  return list.length ? (
    <p className="field__error" id={`${fieldId(name.split("."))}-error`}>
      {list.join(" ")}
    </p>
  ) : null;
}
