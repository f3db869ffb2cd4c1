import { fieldId, fieldName } from "~/content/form/form-values";
import type { FieldProps } from "./field-props";

/** Yes or no: a checkbox inside its label. */
export function BooleanField(props: FieldProps) {
  const { spec, path, context } = props;
  const id = fieldId(path);
  const errors = context.errors.get(fieldName(path)) ?? [];
  const checked = props.value === undefined ? spec.defaultValue === true : props.value === true;
  return (
    <div className="field">
      <label className="choice" htmlFor={id}>
        <input id={id} type="checkbox" name={fieldName(path)} defaultChecked={checked} />
        <span>{props.label ?? spec.label}</span>
      </label>
      {errors.length ? <p className="field__error">{errors.join(" ")}</p> : null}
    </div>
  );
}
