/**
 * What a content file's form is made of: one description per field, with its
 * kind, label, whether it may be left out and its default. form-schema.ts
 * makes it from a zod schema; form-labels.ts names its fields; form-values.ts
 * reads a posted form with it; the editor's components draw it.
 */

export type TextFormat =
  "line" | "markdown" | "url" | "email" | "href" | "slug" | "path" | "date" | "time" | "datetime" | "color";

/** What every field has, whatever its kind. */
export interface FieldCommon {
  label: string;
  /** May be left out of the file. */
  optional: boolean;
  /** What the site uses when it is left out. */
  defaultValue?: unknown;
  /** Shown but not changed in this person's form, and why (decision 069: a form's readers are an owner's). */
  locked?: string;
}

export type FieldSpec =
  | (FieldCommon & { kind: "text"; format: TextFormat; maxLength?: number })
  | (FieldCommon & { kind: "number"; integer: boolean; min?: number; max?: number })
  | (FieldCommon & { kind: "boolean" })
  | (FieldCommon & { kind: "choice"; options: string[] })
  | (FieldCommon & { kind: "fixed"; value: string | number | boolean })
  | (FieldCommon & { kind: "image" })
  | (FieldCommon & { kind: "group"; fields: [string, FieldSpec][]; extra?: FieldSpec })
  | (FieldCommon & { kind: "list"; item: FieldSpec; min?: number; max?: number })
  | (FieldCommon & { kind: "map"; key: FieldSpec; value: FieldSpec })
  | (FieldCommon & { kind: "variants"; discriminator?: string; variants: Variant[] })
  | (FieldCommon & { kind: "unknown" });

export interface Variant {
  label: string;
  /** The discriminator's value (a section's type), when the union has one. */
  tag?: string;
  spec: FieldSpec;
}

/** The file's form with these top-level fields shown but not changed, each saying `why` (see `locked`). */
export function lockFields(spec: FieldSpec, names: readonly string[], why: string): FieldSpec {
  if (spec.kind !== "group" || names.length === 0) return spec;
  return {
    ...spec,
    fields: spec.fields.map(([key, child]) => [key, names.includes(key) ? { ...child, locked: why } : child]),
  };
}
