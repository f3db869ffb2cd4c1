import type { FieldSpec } from "~/content/form/form-spec";
import { fieldId, fieldName, isRecord, MARK } from "~/content/form/form-values";
import { PairsField } from "./field-pairs";
import { Problems } from "./field-problems";
import type { NestingFieldProps } from "./field-props";

/**
 * An object's fields under its legend (the whole file's, without one). An
 * optional group has a checkbox to include it; fields the schema leaves open
 * come as name and value pairs.
 */
export function GroupField({ spec, path, value, context, label, Field }: NestingFieldProps) {
  const group = spec as Extract<FieldSpec, { kind: "group" }>;
  const record = isRecord(value) ? value : undefined;
  const name = fieldName(path);
  const fields = group.fields.map(([key, child]) => (
    <Field key={key} spec={child} path={[...path, key]} value={record?.[key]} context={context} />
  ));
  const extra = group.extra ? (
    <PairsField
      spec={group.extra}
      path={[...path, MARK.extra]}
      entries={Object.entries(record ?? {}).filter(([key]) => !group.fields.some(([field]) => field === key))}
      context={context}
      legend={`Other ${(label ?? group.label).toLowerCase()}`}
      Field={Field}
    />
  ) : null;
  if (path.length === 0) return <>{fields}</>;
  const switchable = group.optional && group.defaultValue === undefined;
  return (
    <fieldset className="group">
      <legend>{label ?? group.label}</legend>
      <Problems name={name} errors={context.errors} />
      {switchable ? (
        <label className="choice" htmlFor={`${fieldId(path)}-on`}>
          <input id={`${fieldId(path)}-on`} type="checkbox" name={`${name}.${MARK.on}`} defaultChecked={!!record} />
          <span>Include {(label ?? group.label).toLowerCase()}</span>
        </label>
      ) : null}
      {fields}
      {extra}
    </fieldset>
  );
}
