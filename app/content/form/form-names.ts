/**
 * The names of a content file's form (issue 18): a field's name is its
 * value's path ("sections.2.items.0.title"), and the MARK suffixes name the
 * hidden fields that carry what inputs cannot (a list's count, where an item
 * came from, which variant a union holds, whether an optional group is on).
 */

export type Value = unknown;
export type Path = readonly (string | number)[];

export const MARK = {
  count: "__count",
  from: "__from",
  on: "__on",
  variant: "__variant",
  key: "__key",
  value: "__value",
  extra: "__extra",
  decorative: "__decorative",
  addVariant: "__add",
} as const;

/** The form field name of a path: "sections.2.title". */
export function fieldName(path: Path): string {
  return path.join(".");
}

/** An id for the input of a path. */
export function fieldId(path: Path): string {
  return `f-${path.join("-") || "file"}`.replace(/[^\w-]/g, "_");
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
