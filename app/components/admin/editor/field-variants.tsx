import type { FieldSpec } from "~/content/form/form-spec";
import { fieldId, fieldName, MARK, variantOf } from "~/content/form/form-values";
import type { NestingFieldProps } from "./field-props";

/** One of several shapes (a union): a section's is fixed by its type; otherwise the person chooses the kind. */
export function VariantsField({ spec, path, value, context, label, Field }: NestingFieldProps) {
  const union = spec as Extract<FieldSpec, { kind: "variants" }>;
  const absent = value === undefined && union.defaultValue === undefined;
  const shown = value === undefined ? union.defaultValue : value;
  const chosen = variantOf(union, shown);
  const variant = union.variants[chosen]!;
  const name = fieldName(path);
  if (union.discriminator) {
    // A section or a page: its kind is fixed once added (the tag travels as a hidden field).
    return <Field spec={variant.spec} path={path} value={shown} context={context} label={label ?? variant.label} />;
  }
  return (
    <fieldset className="group">
      <legend>{label ?? union.label}</legend>
      <div className="field">
        <label htmlFor={`${fieldId(path)}-variant`}>Kind</label>
        <p className="field__hint" id={`${fieldId(path)}-variant-hint`}>
          Choose, then save the draft to fill it in.
        </p>
        <select
          id={`${fieldId(path)}-variant`}
          name={`${name}.${MARK.variant}`}
          defaultValue={absent ? "" : String(chosen)}
          aria-describedby={`${fieldId(path)}-variant-hint`}
        >
          {union.optional && union.defaultValue === undefined ? <option value="">(none)</option> : null}
          {union.variants.map((option, index) => (
            <option key={option.label} value={index}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {absent ? null : <Field spec={variant.spec} path={path} value={shown} context={context} label={variant.label} />}
    </fieldset>
  );
}
