import { z } from "zod";

/**
 * The fields of a content schema, walked from the zod schema itself: each
 * with its path ("staff[].photo"), its description, its type as the guide
 * writes it, and what the site uses when it is left out. The content
 * reference (content-docs.ts) is written from these, and a test holds every
 * field to having a description.
 */

type AnySchema = z.core.$ZodType;
type Def = { type: string } & Record<string, unknown>;

export interface Field {
  path: string;
  description: string | undefined;
  type: string;
  /** "required", "optional" or "default: …". */
  presence: string;
}

const defOf = (schema: AnySchema) => schema._zod.def as unknown as Def;

/** Shared building blocks are named by their title (text, time, picture…) and documented once, under Types. */
export const titleOf = (schema: AnySchema): string | undefined => z.globalRegistry.get(schema)?.title;
export const descriptionOf = (schema: AnySchema): string | undefined => z.globalRegistry.get(schema)?.description;

interface Unwrapped {
  core: AnySchema;
  description: string | undefined;
  /** The title of the shared building block found among the wrappers, if any. */
  title: string | undefined;
  optional: boolean;
  defaultValue?: unknown;
}

/** Looks through optional, default and transform wrappers, keeping the outermost description. */
export function unwrap(schema: AnySchema): Unwrapped {
  const result: Unwrapped = {
    core: schema,
    description: descriptionOf(schema),
    title: titleOf(schema),
    optional: false,
  };
  for (;;) {
    const def = defOf(result.core);
    if (def.type === "optional" || def.type === "nullable") result.optional = true;
    else if (def.type === "default" || def.type === "prefault") {
      result.optional = true;
      if (!("defaultValue" in result)) result.defaultValue = readDefault(def.defaultValue);
    } else if (def.type === "pipe") {
      result.core = def.in as AnySchema;
      result.description ??= descriptionOf(result.core);
      result.title ??= titleOf(result.core);
      continue;
    } else if (def.type !== "readonly" && def.type !== "catch") return result;
    result.core = def.innerType as AnySchema;
    result.description ??= descriptionOf(result.core);
    result.title ??= titleOf(result.core);
  }
}

function readDefault(value: unknown): unknown {
  return typeof value === "function" ? (value as () => unknown)() : value;
}

/** The JSON Schema of one field, for its bounds (minimum, maxLength, minItems…). */
function bounds(schema: AnySchema): string {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
  // zod bounds a whole number by the largest safe integer: no bound a church would write.
  const given = (value: unknown) =>
    typeof value === "number" && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined;
  const range = (minimum: unknown, maximum: unknown, unit: string) => {
    const [min, max] = [given(minimum), given(maximum)];
    const units = (count: number) => (unit && count !== 1 ? `${unit}s` : unit);
    if (min !== undefined && max !== undefined) return `, ${min} to ${max}${units(max)}`;
    if (min !== undefined && (min > 0 || !unit)) return `, at least ${min}${units(min)}`;
    return max !== undefined ? `, at most ${max}${units(max)}` : "";
  };
  return (
    range(json.minimum, json.maximum, "") +
    range(json.minItems, json.maxItems, " item") +
    range(undefined, json.maxLength, " character")
  );
}

/** How the guide writes a field's type: "time", "one of: plain, tint", "list of picture". */
export function typeOf(schema: AnySchema): string {
  const { core, title } = unwrap(schema);
  const def = defOf(core);
  if (title) return def.type === "string" ? `${title}${bounds(core)}` : title;
  switch (def.type) {
    case "string":
      return `text${bounds(core)}`;
    case "number":
      return `${isInteger(core) ? "whole number" : "number"}${bounds(core)}`;
    case "boolean":
      return "true or false";
    case "enum":
      return `one of: ${Object.values(def.entries as Record<string, string>).join(", ")}`;
    case "literal":
      return (def.values as unknown[]).map((value) => JSON.stringify(value)).join(", ");
    case "object":
      return "group";
    case "array":
      return `list of ${plural(typeOf(def.element as AnySchema))}${bounds(core)}`;
    case "record":
      return `map of ${typeOf(def.keyType as AnySchema)} to ${typeOf(def.valueType as AnySchema)}`;
    case "union":
      return (def.options as AnySchema[]).map((option) => optionLabel(option, def)).join(" or ");
    default:
      return def.type;
  }
}

/** "groups" for a list of groups; other types read as they are ("list of page path"). */
const plural = (type: string) => (type === "group" ? "groups" : type);

function isInteger(schema: AnySchema): boolean {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as { type?: string };
  return json.type === "integer";
}

/** An option of a union: "rule: easter" for a tagged one, "{ page, label }" for an object, else its type. */
function optionLabel(option: AnySchema, union: Def): string {
  const { core } = unwrap(option);
  const def = defOf(core);
  if (def.type !== "object" || titleOf(core)) return typeOf(option);
  const shape = def.shape as Record<string, AnySchema>;
  const tag = typeof union.discriminator === "string" ? union.discriminator : undefined;
  if (tag && shape[tag]) return `${tag}: ${typeOf(shape[tag])}`;
  return `{ ${Object.keys(shape).join(", ")} }`;
}

function presenceOf(unwrapped: Unwrapped): string {
  if ("defaultValue" in unwrapped) return `default: ${formatValue(unwrapped.defaultValue)}`;
  return unwrapped.optional ? "optional" : "required";
}

export function formatValue(value: unknown): string {
  return JSON.stringify(value).replace(/":/g, '": ').replace(/,"/g, ', "');
}

/**
 * Every field under `schema` (an object), depth first: groups, list items and
 * the object forms of a union are walked into; shared building blocks (a
 * title: a picture, a section…) are not: each is documented once.
 */
export function fieldsOf(schema: AnySchema, prefix = "", skip: readonly string[] = []): Field[] {
  const { core } = unwrap(schema);
  const def = defOf(core);
  // A file that is one of several forms (giving.yaml's modes): each form's fields, named by its tag.
  if (def.type === "union") {
    return (def.options as AnySchema[]).flatMap((option) =>
      fieldsOf(option, `${prefix}(${optionLabel(option, def)}) `, skip),
    );
  }
  if (def.type !== "object") return [];
  const fields: Field[] = [];
  for (const [key, child] of Object.entries(def.shape as Record<string, AnySchema>)) {
    if (skip.includes(key)) continue;
    const unwrapped = unwrap(child);
    const path = `${prefix}${key}`;
    fields.push({ path, description: unwrapped.description, type: typeOf(child), presence: presenceOf(unwrapped) });
    fields.push(...innerFields(unwrapped.core, path));
  }
  const catchall = def.catchall as AnySchema | undefined;
  if (catchall && defOf(catchall).type !== "never") {
    const unwrapped = unwrap(catchall);
    fields.push({
      path: `${prefix}*`,
      description: unwrapped.description,
      type: typeOf(catchall),
      presence: "optional",
    });
    fields.push(...innerFields(unwrapped.core, `${prefix}*`));
  }
  return fields;
}

function innerFields(core: AnySchema, path: string): Field[] {
  if (titleOf(core)) return [];
  const def = defOf(core);
  if (def.type === "object") return fieldsOf(core, `${path}.`);
  if (def.type === "array") return innerFields(unwrap(def.element as AnySchema).core, `${path}[]`);
  if (def.type === "union") {
    return (def.options as AnySchema[]).flatMap((option) =>
      innerFields(unwrap(option).core, `${path} (${optionLabel(option, def)})`),
    );
  }
  return [];
}
