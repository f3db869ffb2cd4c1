import type { FieldSpec } from "./form-spec";

/**
 * A content file's form and its value, both ways (issue 18). Field names are
 * the value's path ("sections.2.items.0.title"); a few hidden fields carry
 * what inputs cannot: how many items a list has and where each came from
 * (so a moved item keeps its comments in the file), which variant a union
 * holds, whether an optional group is on. Reading a form back follows the
 * same schema description, so only fields the schema knows are ever written.
 *
 * What a person left as it was stays out of the file: a field with a
 * default that the file did not name, left at its default, is not written.
 */

export type Value = unknown;
type Path = readonly (string | number)[];

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

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function text(form: FormLike, name: string): string | null {
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
  switch (spec.kind) {
    case "text": {
      let value = text(form, name);
      if (value === null) return baseHas ? { present: true, value: base } : ABSENT;
      value = spec.format === "markdown" ? value.replace(/[ \t]+$/gm, "").trim() : value.trim();
      if (spec.format === "datetime") value = value.replace("T", " ");
      if (value === "" && spec.optional) return ABSENT;
      return keepOut(value) ? ABSENT : { present: true, value };
    }
    case "number": {
      const raw = text(form, name);
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
      const value = text(form, name);
      if (value === null || value === "") return spec.optional ? ABSENT : { present: true, value: value ?? "" };
      return keepOut(value) ? ABSENT : { present: true, value };
    }
    case "fixed":
      return { present: true, value: spec.value };
    case "image": {
      const file = text(form, `${name}.file`)?.trim() ?? "";
      if (file === "" && spec.optional) return ABSENT;
      const decorative = form.has(`${name}.${MARK.decorative}`);
      const alt = decorative ? "" : (text(form, `${name}.alt`)?.trim() ?? "");
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
      const count = Math.min(Number(text(form, `${name}.${MARK.count}`) ?? "0") || 0, MAX_ITEMS);
      const baseList = Array.isArray(base) ? base : [];
      const items: Value[] = [];
      const from: (number | null)[] = [];
      for (let index = 0; index < count; index += 1) {
        const itemPath = [...path, index];
        const origin = Number.parseInt(text(form, `${fieldName(itemPath)}.${MARK.from}`) ?? "", 10);
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
    const tag = text(form, name ? `${name}.${spec.discriminator}` : spec.discriminator);
    const index = spec.variants.findIndex((variant) => variant.tag === tag);
    return index >= 0 ? index : null;
  }
  const raw = text(form, `${name}.${MARK.variant}`);
  const index = raw === null || raw === "" ? Number.NaN : Number(raw);
  return Number.isInteger(index) && index >= 0 && index < spec.variants.length ? index : null;
}

function readPairs(valueSpec: FieldSpec, form: FormLike, path: Path, state: ReadState) {
  const name = fieldName(path);
  const count = Math.min(Number(text(form, `${name}.${MARK.count}`) ?? "0") || 0, MAX_ITEMS);
  const value: Record<string, Value> = {};
  for (let index = 0; index < count; index += 1) {
    const key = text(form, `${name}.${index}.${MARK.key}`)?.trim() ?? "";
    if (key === "") continue;
    const read = readField(valueSpec, form, [...path, index, MARK.value], undefined, false, state);
    if (read.present) value[key] = read.value;
  }
  return value;
}

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

export type ListOperation =
  { op: "add"; list: string; variant: number } | { op: "remove" | "up" | "down"; list: string; index: number };

/** What a list button asked for ("add:sections", "remove:sections.2", "up:…", "down:…"); null for anything else. */
export function parseOperation(raw: unknown, form: FormLike): ListOperation | null {
  if (typeof raw !== "string") return null;
  const match = /^(add|remove|up|down):([\w.-]+)$/.exec(raw);
  if (!match) return null;
  const [, op, target] = match as unknown as [string, ListOperation["op"], string];
  if (op === "add") {
    const variant = Number(text(form, `${target}.${MARK.addVariant}`) ?? "0");
    return { op, list: target, variant: Number.isInteger(variant) && variant >= 0 ? variant : 0 };
  }
  const dot = target.lastIndexOf(".");
  const index = Number(target.slice(dot + 1));
  if (dot < 0 || !Number.isInteger(index)) return null;
  return { op, list: target.slice(0, dot), index };
}

/** Applies a list button to the value read from the form (and its items' origins). */
export function applyOperation(spec: FieldSpec, read: ReadResult, operation: ListOperation): ReadResult {
  const path = operation.list === "" ? [] : operation.list.split(".");
  const listSpec = specAt(spec, path);
  if (!listSpec || listSpec.kind !== "list") return read;
  const value = structuredClone(read.value);
  const list = valueAt(value, path);
  if (!Array.isArray(list)) {
    // An optional list not in the file yet: adding makes it.
    if (operation.op !== "add") return read;
    setAt(value, path, [emptyValue(listSpec.item, operation.variant)]);
    const origins = new Map(read.origins);
    origins.set(operation.list, [null]);
    return { ...read, value, origins };
  }
  const from = [...(read.origins.get(operation.list) ?? list.map((_, index) => index))];
  if (operation.op === "add") {
    if (listSpec.max !== undefined && list.length >= listSpec.max) return read;
    list.push(emptyValue(listSpec.item, operation.variant));
    from.push(null);
  } else {
    const { index } = operation;
    if (index < 0 || index >= list.length) return read;
    if (operation.op === "remove") {
      list.splice(index, 1);
      from.splice(index, 1);
    } else {
      const other = operation.op === "up" ? index - 1 : index + 1;
      if (other < 0 || other >= list.length) return read;
      [list[index], list[other]] = [list[other], list[index]];
      [from[index], from[other]] = [from[other]!, from[index]!];
    }
  }
  const origins = new Map(read.origins);
  origins.set(operation.list, from);
  // Lists inside moved items now sit at other paths: their origins no longer apply.
  for (const key of [...origins.keys()]) if (key.startsWith(`${operation.list}.`)) origins.delete(key);
  return { ...read, value, origins };
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

function valueAt(value: Value, path: readonly string[]): Value {
  let current: Value = value;
  for (const part of path) {
    if (Array.isArray(current)) current = current[Number(part)];
    else if (isRecord(current)) current = current[part];
    else return undefined;
  }
  return current;
}

function setAt(value: Value, path: readonly string[], next: Value): void {
  const parent = valueAt(value, path.slice(0, -1));
  const last = path.at(-1)!;
  if (Array.isArray(parent)) parent[Number(last)] = next;
  else if (isRecord(parent)) parent[last] = next;
}

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
      case "choice":
        return typeof value === "string" && (variant.kind !== "choice" || variant.options.includes(value));
      default:
        return false;
    }
  };
  const index = spec.variants.findIndex((variant) => fits(variant.spec));
  return index >= 0 ? index : 0;
}
