import type { FieldSpec, TextFormat } from "./form-spec";
import { isRecord, type Value } from "./form-names";

/** What a value looks like for a field's description: a new list item's, the variant it holds, the field at a path. */

/** What a new item of a list starts as: its tag (a section's type) and nothing else the person must fill. */
export function emptyValue(spec: FieldSpec, variant = 0): Value {
  switch (spec.kind) {
    case "text":
    case "choice":
      return "";
    case "number":
      return "";
    case "boolean":
      return false;
    case "fixed":
      return spec.value;
    case "image":
      return { file: "", alt: "" };
    case "list":
      return [];
    case "map":
      return {};
    case "group": {
      const value: Record<string, Value> = {};
      for (const [key, child] of spec.fields) if (child.kind === "fixed") value[key] = child.value;
      return value;
    }
    case "variants":
      return emptyValue(spec.variants[variant]?.spec ?? spec.variants[0]!.spec);
    case "unknown":
      return null;
  }
}

const TEXT_SHAPES: Partial<Record<TextFormat, RegExp>> = {
  date: /^\d{4}-\d{2}-\d{2}$/,
  datetime: /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/,
};

/** The variant a value holds, for drawing it: by tag, else the first whose shape it fits. */
export function variantOf(spec: Extract<FieldSpec, { kind: "variants" }>, value: Value): number {
  if (spec.discriminator && isRecord(value)) {
    const index = spec.variants.findIndex((variant) => variant.tag === value[spec.discriminator!]);
    if (index >= 0) return index;
  }
  const fits = (variant: FieldSpec): boolean => {
    switch (variant.kind) {
      case "group":
        return (
          isRecord(value) &&
          Object.keys(value).every((key) => variant.fields.some(([field]) => field === key)) &&
          variant.fields.every(([key, field]) => field.optional || key in value)
        );
      case "number":
        return typeof value === "number";
      case "text":
        // A date or a date and time (an event's start, issue 28): the variant whose input can show it.
        return typeof value === "string" && (TEXT_SHAPES[variant.format]?.test(value) ?? true);
      case "choice":
        return typeof value === "string" && variant.options.includes(value);
      default:
        return false;
    }
  };
  const index = spec.variants.findIndex((variant) => fits(variant.spec));
  return index >= 0 ? index : 0;
}

/** The description of the field at a path (list indexes step into the item; unions into the variant the value holds). */
export function specAt(spec: FieldSpec, path: readonly string[]): FieldSpec | null {
  let current: FieldSpec | undefined = spec;
  for (const part of path) {
    if (!current) return null;
    if (current.kind === "list") current = /^\d+$/.test(part) ? current.item : undefined;
    else if (current.kind === "group") current = current.fields.find(([key]) => key === part)?.[1];
    else if (current.kind === "variants") {
      const found: FieldSpec | undefined = current.variants
        .map((variant) => specAt(variant.spec, [part]))
        .find((candidate): candidate is FieldSpec => candidate !== null);
      current = found;
    } else return null;
  }
  return current ?? null;
}
