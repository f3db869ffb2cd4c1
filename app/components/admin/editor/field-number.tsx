import type { FieldSpec } from "~/content/form/form-spec";
import { fieldName } from "~/content/form/form-values";
import { displayValue, FieldFrame } from "./field-frame";
import type { FieldProps } from "./field-props";

/** A number, typed as text so what was typed comes back as it was when it is not one. */
export function NumberField(props: FieldProps) {
  const spec = props.spec as Extract<FieldSpec, { kind: "number" }>;
  return (
    <FieldFrame props={props}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name={fieldName(props.path)}
          type="text"
          inputMode={spec.integer && (spec.min ?? 0) >= 0 ? "numeric" : "text"}
          defaultValue={displayValue(props.value, spec)}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className="narrow"
        />
      )}
    </FieldFrame>
  );
}
