import type { FieldSpec } from "~/content/form/form-spec";
import { fieldId, fieldName, MARK } from "~/content/form/form-values";
import type { FormContext, NestingFieldProps, Path } from "./field-props";

/** Key and value pairs, with one empty pair to add another (a key left empty is dropped). */
export function PairsField({
  spec,
  keySpec,
  path,
  entries,
  context,
  legend,
  Field,
}: {
  spec: FieldSpec;
  keySpec?: FieldSpec;
  path: Path;
  entries: [string, unknown][];
  context: FormContext;
  legend: string;
  Field: NestingFieldProps["Field"];
}) {
  const name = fieldName(path);
  const rows = [...entries, ["", undefined] as [string, unknown]];
  return (
    <fieldset className="pairs">
      <legend>{legend}</legend>
      <p className="field__hint">Leave a name empty to remove its line.</p>
      <input type="hidden" name={`${name}.${MARK.count}`} value={rows.length} />
      {rows.map(([key, entry], index) => (
        <div key={index} className="pairs__row">
          <div className="field">
            <label htmlFor={`${fieldId([...path, index])}-key`}>{keySpec?.label || "Name"}</label>
            <input
              id={`${fieldId([...path, index])}-key`}
              type="text"
              name={`${name}.${index}.${MARK.key}`}
              defaultValue={key}
            />
          </div>
          <Field
            spec={spec}
            path={[...path, index, MARK.value]}
            value={entry}
            context={context}
            label={spec.label || "Value"}
          />
        </div>
      ))}
    </fieldset>
  );
}
