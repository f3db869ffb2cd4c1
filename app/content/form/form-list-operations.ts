import type { FieldSpec } from "./form-spec";
import { isRecord, MARK, type Value } from "./form-names";
import { formText, type FormLike, type ReadResult } from "./form-read";
import { emptyValue, specAt } from "./form-shapes";

/**
 * The list buttons of a content file's form (Add, Remove, Move up, Move down):
 * each posts the form, and the value read from it is changed as asked, with
 * each item's origin kept so a moved item keeps its comments in the file.
 */

export type ListOperation =
  { op: "add"; list: string; variant: number } | { op: "remove" | "up" | "down"; list: string; index: number };

/** What a list button asked for ("add:sections", "remove:sections.2", "up:…", "down:…"); null for anything else. */
export function parseOperation(raw: unknown, form: FormLike): ListOperation | null {
  if (typeof raw !== "string") return null;
  const match = /^(add|remove|up|down):([\w.-]+)$/.exec(raw);
  if (!match) return null;
  const [, op, target] = match as unknown as [string, ListOperation["op"], string];
  if (op === "add") {
    const variant = Number(formText(form, `${target}.${MARK.addVariant}`) ?? "0");
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
