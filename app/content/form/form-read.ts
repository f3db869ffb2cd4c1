import type { FieldSpec } from "./form-spec";
import { fieldName, isRecord, MARK, type Path, type Value } from "./form-names";
import { emptyValue } from "./form-shapes";

/**
 * Reading a posted form back into a content file's value (issue 18),
 * following the same schema description the form was drawn from, so only
 * fields the schema knows are ever written. What a person left as it was
 * stays out of the file: a field with a default that the file did not name,
 * left at its default, is not written.
 */

export type FormLike = Pick<FormData, "get" | "has">;

export interface ReadResult {
  value: Value;
  /** Per list (by field name), the index each item had in the text the form was opened from; null: added. */
  origins: Map<string, (number | null)[]>;
  /** What the form itself finds wrong (a picture without its description), by field name. */
  problems: { field: string; message: string }[];
}

interface ReadState {
  origins: Map<string, (number | null)[]>;
  problems: { field: string; message: string }[];
}

export const MISSING_ALT = "describe what the picture shows, or tick \u201conly decoration\u201d";

const MAX_ITEMS = 500;

export function formText(form: FormLike, name: string): string | null {
  const value = form.get(name);
  return typeof value === "string" ? value.replace(/\r\n?/g, "\n") : null;
}

function deepEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Reads the whole file's value from a posted form. `base` is the value the form was opened from. */
export function readForm(spec: FieldSpec, form: FormLike, base: Value): ReadResult {
  const state: ReadState = { origins: new Map(), problems: [] };
  const read = readField(spec, form, [], base, true, state);
  return { value: read.present ? read.value : {}, ...state };
}

type Read = { present: true; value: Value } | { present: false };
const ABSENT: Read = { present: false };

function readField(spec: FieldSpec, form: FormLike, path: Path, base: Value, baseHas: boolean, state: ReadState): Read {
  const name = fieldName(path);
  /** Left at its default where the file did not name it: stays out. */
  const keepOut = (value: Value) => !baseHas && spec.defaultValue !== undefined && deepEqual(value, spec.defaultValue);
  // Not this person's to change: kept as the form was opened with it, whatever was posted.
  if (spec.locked) return baseHas ? { present: true, value: base } : ABSENT;
  switch (spec.kind) {
    case "text": {
      let value = formText(form, name);
      if (value === null) return baseHas ? { present: true, value: base } : ABSENT;
      value = spec.format === "markdown" ? value.replace(/[ \t]+$/gm, "").trim() : value.trim();
      if (spec.format === "datetime") value = value.replace("T", " ");
      if (value === "" && spec.optional) return ABSENT;
      return keepOut(value) ? ABSENT : { present: true, value };
    }
    case "number": {
      const raw = formText(form, name);
      if (raw === null) return baseHas ? { present: true, value: base } : ABSENT;
      const trimmed = raw.trim();
      if (trimmed === "") return spec.optional ? ABSENT : { present: true, value: "" };
      const number = Number(trimmed);
      // Not a number: kept as typed, so the check names the field and the form shows it back.
      const value = Number.isFinite(number) ? number : trimmed;
      return keepOut(value) ? ABSENT : { present: true, value };
    }
    case "boolean": {
      const value = form.has(name);
      if (keepOut(value)) return ABSENT;
      if (!value && spec.optional && spec.defaultValue === undefined && !baseHas) return ABSENT;
      return { present: true, value };
    }
    case "choice": {
      const value = formText(form, name);
      if (value === null || value === "") return spec.optional ? ABSENT : { present: true, value: value ?? "" };
      return keepOut(value) ? ABSENT : { present: true, value };
    }
    case "fixed":
      return { present: true, value: spec.value };
    case "image": {
      const file = formText(form, `${name}.file`)?.trim() ?? "";
      if (file === "" && spec.optional) return ABSENT;
      const decorative = form.has(`${name}.${MARK.decorative}`);
      const alt = decorative ? "" : (formText(form, `${name}.alt`)?.trim() ?? "");
      if (file !== "" && alt === "" && !decorative) state.problems.push({ field: `${name}.alt`, message: MISSING_ALT });
      return { present: true, value: { file, alt } };
    }
    case "group": {
      if (spec.optional && spec.defaultValue === undefined && path.length > 0 && !form.has(`${name}.${MARK.on}`)) {
        return ABSENT;
      }
      const baseRecord = isRecord(base) ? base : {};
      const value: Record<string, Value> = {};
      for (const [key, child] of spec.fields) {
        const read = readField(child, form, [...path, key], baseRecord[key], key in baseRecord, state);
        if (read.present) value[key] = read.value;
      }
      if (spec.extra) Object.assign(value, readPairs(spec.extra, form, [...path, MARK.extra], state));
      if (path.length > 0 && !baseHas && (Object.keys(value).length === 0 || keepOut(value))) return ABSENT;
      return { present: true, value };
    }
    case "list": {
      const count = Math.min(Number(formText(form, `${name}.${MARK.count}`) ?? "0") || 0, MAX_ITEMS);
      const baseList = Array.isArray(base) ? base : [];
      const items: Value[] = [];
      const from: (number | null)[] = [];
      for (let index = 0; index < count; index += 1) {
        const itemPath = [...path, index];
        const origin = Number.parseInt(formText(form, `${fieldName(itemPath)}.${MARK.from}`) ?? "", 10);
        const known = Number.isInteger(origin) && origin >= 0 && origin < baseList.length;
        const read = readField(spec.item, form, itemPath, known ? baseList[origin] : undefined, known, state);
        items.push(read.present ? read.value : emptyValue(spec.item));
        from.push(known ? origin : null);
      }
      state.origins.set(name, from);
      if (items.length === 0 && spec.optional && !baseHas) return ABSENT;
      return keepOut(items) ? ABSENT : { present: true, value: items };
    }
    case "map": {
      const value = readPairs(spec.value, form, path, state);
      if (Object.keys(value).length === 0 && spec.optional && !baseHas) return ABSENT;
      return keepOut(value) ? ABSENT : { present: true, value };
    }
    case "variants": {
      const chosen = chooseVariant(spec, form, name);
      if (chosen === null) return spec.optional ? ABSENT : { present: true, value: base };
      const variant = spec.variants[chosen]!;
      const read = readField(
        { ...variant.spec, optional: false, defaultValue: undefined },
        form,
        path,
        base,
        baseHas,
        state,
      );
      if (!read.present) return ABSENT;
      return keepOut(read.value) ? ABSENT : read;
    }
    case "unknown":
      return baseHas ? { present: true, value: base } : ABSENT;
  }
}

/** The variant a form's union field holds: by its tag (a section's type), else by index. */
function chooseVariant(spec: Extract<FieldSpec, { kind: "variants" }>, form: FormLike, name: string): number | null {
  if (spec.discriminator) {
    const tag = formText(form, name ? `${name}.${spec.discriminator}` : spec.discriminator);
    const index = spec.variants.findIndex((variant) => variant.tag === tag);
    return index >= 0 ? index : null;
  }
  const raw = formText(form, `${name}.${MARK.variant}`);
  const index = raw === null || raw === "" ? Number.NaN : Number(raw);
  return Number.isInteger(index) && index >= 0 && index < spec.variants.length ? index : null;
}

function readPairs(valueSpec: FieldSpec, form: FormLike, path: Path, state: ReadState) {
  const name = fieldName(path);
  const count = Math.min(Number(formText(form, `${name}.${MARK.count}`) ?? "0") || 0, MAX_ITEMS);
  const value: Record<string, Value> = {};
  for (let index = 0; index < count; index += 1) {
    const key = formText(form, `${name}.${index}.${MARK.key}`)?.trim() ?? "";
    if (key === "") continue;
    const read = readField(valueSpec, form, [...path, index, MARK.value], undefined, false, state);
    if (read.present) value[key] = read.value;
  }
  return value;
}
