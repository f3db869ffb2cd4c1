import type { FieldSpec } from "~/content/form/form-spec";
import { fieldName } from "~/content/form/form-values";
import { displayValue, FieldFrame } from "./field-frame";
import type { FieldProps } from "./field-props";

/** One of a fixed set of words; a value the set does not know is kept and shown. */
export function ChoiceField(props: FieldProps) {
  const spec = props.spec as Extract<FieldSpec, { kind: "choice" }>;
  const value = displayValue(props.value, spec);
  return (
    <FieldFrame props={props}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          name={fieldName(props.path)}
          defaultValue={value}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        >
          {spec.optional && spec.defaultValue === undefined ? <option value="">(none)</option> : null}
          {value && !spec.options.includes(value) ? <option value={value}>{value}</option> : null}
          {spec.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
