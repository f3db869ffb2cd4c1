import type { FieldSpec } from "~/content/form/form-spec";
import { isRecord } from "~/content/form/form-values";
import { PairsField } from "./field-pairs";
import type { NestingFieldProps } from "./field-props";

/** A map of names to values (a record in the schema), as name and value pairs. */
export function MapField({ spec, path, value, context, label, Field }: NestingFieldProps) {
  const map = spec as Extract<FieldSpec, { kind: "map" }>;
  return (
    <PairsField
      spec={map.value}
      keySpec={map.key}
      path={path}
      entries={Object.entries(isRecord(value) ? value : {})}
      context={context}
      legend={label ?? map.label}
      Field={Field}
    />
  );
}
