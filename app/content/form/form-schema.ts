import type { z } from "zod";
import { date, dateTime, href, image, markdown, sitePath, slug, time, webUrl } from "../schema";
import { fieldLabel, variantLabel } from "./form-labels";
import type { FieldCommon, FieldSpec, TextFormat } from "./form-spec";

/**
 * A content file's form, described from the same zod schema the site checks
 * the file with (issue 18): walking the schema gives each field's kind
 * (text, Markdown, date, time, number, yes/no, a choice, a picture), its
 * label, whether it may be left out and what it defaults to; objects become
 * groups, arrays reorderable lists, unions a choice of variants. One
 * generic renderer (app/components/admin/editor/) draws any file from this.
 */

type AnySchema = z.core.$ZodType;
type Def = { type: string } & Record<string, unknown>;

const defOf = (schema: AnySchema) => schema._zod.def as unknown as Def;

// Keyed by the shared schemas' definitions, not the schemas: a field's `.describe("…")` is a copy of the
// shared schema with the same definition.
const FORMATS = new Map<unknown, TextFormat>([
  [markdown._zod.def, "markdown"],
  [date._zod.def, "date"],
  [time._zod.def, "time"],
  [dateTime._zod.def, "datetime"],
  [slug._zod.def, "slug"],
  [sitePath._zod.def, "path"],
  [href._zod.def, "href"],
  [webUrl._zod.def, "url"],
]);

const cache = new WeakMap<object, FieldSpec>();

/** The form of a whole file (or any part of one). */
export function describe(schema: AnySchema, name = ""): FieldSpec {
  if (!name) {
    const known = cache.get(schema);
    if (known) return known;
  }
  const spec = walk(schema, name, { optional: false }, "");
  if (!name) cache.set(schema, spec);
  return spec;
}

function walk(
  schema: AnySchema,
  name: string,
  outer: { optional: boolean; defaultValue?: unknown },
  parent: string,
): FieldSpec {
  const def = defOf(schema);
  const common = (): FieldCommon => ({
    label: fieldLabel(name, parent),
    optional: outer.optional,
    ...(outer.defaultValue !== undefined ? { defaultValue: outer.defaultValue } : {}),
  });
  if (schema._zod.def === image._zod.def) return { ...common(), kind: "image" };
  const format = FORMATS.get(schema._zod.def);
  if (format) return { ...common(), kind: "text", format };
  switch (def.type) {
    case "optional":
    case "nullable":
      return walk(def.innerType as AnySchema, name, { ...outer, optional: true }, parent);
    case "default":
    case "prefault": {
      const value = typeof def.defaultValue === "function" ? (def.defaultValue as () => unknown)() : def.defaultValue;
      return walk(
        def.innerType as AnySchema,
        name,
        { optional: true, defaultValue: outer.defaultValue ?? value },
        parent,
      );
    }
    case "catch":
    case "readonly":
      return walk(def.innerType as AnySchema, name, outer, parent);
    case "pipe":
      // A transform after the check (a colour made lowercase): the form edits what is written, the input.
      return walk(def.in as AnySchema, name, outer, parent);
    case "string":
      return stringSpec(schema, common());
    case "number":
      return numberSpec(schema, common());
    case "boolean":
      return { ...common(), kind: "boolean" };
    case "enum":
      return { ...common(), kind: "choice", options: Object.values(def.entries as Record<string, string>) };
    case "literal": {
      const values = def.values as unknown[];
      return { ...common(), kind: "fixed", value: values[0] as string };
    }
    case "object": {
      const shape = def.shape as Record<string, AnySchema>;
      const fields = Object.entries(shape).map(([key, child]): [string, FieldSpec] => [
        key,
        walk(child, key, { optional: false }, name),
      ]);
      const catchall = def.catchall as AnySchema | undefined;
      const extra =
        catchall && defOf(catchall).type !== "never" && defOf(catchall).type !== "unknown"
          ? walk(catchall, "", { optional: false }, name)
          : undefined;
      return { ...common(), kind: "group", fields, ...(extra ? { extra } : {}) };
    }
    case "array": {
      const checks =
        (def.checks as { _zod: { def: { check: string; minimum?: number; maximum?: number } } }[] | undefined) ?? [];
      const min = checks.find((check) => check._zod.def.check === "min_length")?._zod.def.minimum;
      const max = checks.find((check) => check._zod.def.check === "max_length")?._zod.def.maximum;
      return {
        ...common(),
        kind: "list",
        item: walk(def.element as AnySchema, singular(name), { optional: false }, parent),
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
      };
    }
    case "record":
      return {
        ...common(),
        kind: "map",
        key: walk(def.keyType as AnySchema, "key", { optional: false }, name),
        value: walk(def.valueType as AnySchema, "value", { optional: false }, name),
      };
    case "union": {
      const options = def.options as AnySchema[];
      const discriminator = typeof def.discriminator === "string" ? def.discriminator : undefined;
      return {
        ...common(),
        kind: "variants",
        ...(discriminator ? { discriminator } : {}),
        variants: options.map((option) => {
          const spec = walk(option, name, { optional: false }, parent);
          const tag = discriminator && spec.kind === "group" ? fixedValue(spec, discriminator) : undefined;
          return { label: variantLabel(spec, tag), ...(tag !== undefined ? { tag } : {}), spec };
        }),
      };
    }
    default:
      return { ...common(), kind: "unknown" };
  }
}

function fixedValue(spec: Extract<FieldSpec, { kind: "group" }>, key: string): string | undefined {
  const field = spec.fields.find(([name]) => name === key)?.[1];
  return field?.kind === "fixed" ? String(field.value) : undefined;
}

function stringSpec(schema: AnySchema, common: FieldCommon): FieldSpec {
  const def = defOf(schema);
  const format = def.format as string | undefined;
  const checks =
    (def.checks as { _zod: { def: { check: string; maximum?: number; pattern?: RegExp } } }[] | undefined) ?? [];
  const maxLength = checks.find((check) => check._zod.def.check === "max_length")?._zod.def.maximum;
  const pattern = checks.find((check) => check._zod.def.check === "string_format")?._zod.def.pattern;
  let textFormat: TextFormat = "line";
  if (format === "email") textFormat = "email";
  else if (format === "url") textFormat = "url";
  else if (pattern && String(pattern).includes("[0-9a-fA-F]{6}")) textFormat = "color";
  return { ...common, kind: "text", format: textFormat, ...(maxLength !== undefined ? { maxLength } : {}) };
}

function numberSpec(schema: AnySchema, common: FieldCommon): FieldSpec {
  const def = defOf(schema);
  const checks =
    (def.checks as
      { _zod: { def: { check: string; value?: number; format?: string; inclusive?: boolean } } }[] | undefined) ?? [];
  const bound = (name: string) => checks.find((check) => check._zod.def.check === name)?._zod.def.value;
  const integer = checks.some(
    (check) => check._zod.def.check === "number_format" && /int/.test(check._zod.def.format ?? ""),
  );
  const min = bound("greater_than");
  const max = bound("less_than");
  return {
    ...common,
    kind: "number",
    integer,
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
  };
}

/** "items" → "item", "sections" → "section": how a list names one of its entries. */
function singular(name: string): string {
  if (name.endsWith("ies")) return `${name.slice(0, -3)}y`;
  if (name.endsWith("s") && !name.endsWith("ss")) return name.slice(0, -1);
  return name;
}
