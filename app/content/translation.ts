import type { z } from "zod";
import { PLACEHOLDER_NAMES } from "~/lib/markdown";
import { fieldName, type FieldPath } from "./read-files.server";

/**
 * A content file's translation (decision 041): a sibling file named for its
 * language (`pages/visit.es.yaml`, `church.es.yaml`) holding only the text a
 * reader reads, in the original's shape with everything optional (lists match
 * item by item; a `~` item keeps the original's). It is checked against the
 * original's own schema: only a field of plain text (not a time, id, path,
 * link, address, date or picture file) may be written, each as its schema
 * allows, and it is merged over the original when the folder is read.
 *
 * A text whose `{…}` placeholders no longer match the original's is out of
 * date (issue 36): the original was rewritten since. That never refuses the
 * folder (an English publish must not wait for its translation): the
 * translation's text is kept while the site can fill each of its placeholders,
 * else the original's is shown, and `content:check` and the editor say so.
 */

export interface TextField {
  path: FieldPath;
  schema: z.ZodType;
  text: string;
}

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  format?: string;
  checks?: { _zod: { def: { check: string } } }[];
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Checks that leave a string free text: a length, a trim. A pattern, a format or a refinement make it a code. */
const TEXT_CHECKS = new Set(["min_length", "max_length", "length_equals", "overwrite"]);

/** Whether a string field is text a translation may change (not a time, id, path, address or file). */
export function isTextSchema(schema: z.ZodType): boolean {
  const def = defOf(schema);
  return (
    def.type === "string" && !def.format && (def.checks ?? []).every((check) => TEXT_CHECKS.has(check._zod.def.check))
  );
}

/** Every translatable text of `data` (a file checked against `schema`), by its field's name. */
export function textFields(schema: z.ZodType, data: unknown): Map<string, TextField> {
  const found = new Map<string, TextField>();
  const walk = (node: z.ZodType, value: unknown, at: FieldPath): void => {
    const def = defOf(node);
    if (def.innerType) return walk(def.innerType, value, at);
    if (def.type === "pipe" && def.out && def.in)
      return walk(defOf(def.out).type === "transform" ? def.in : def.out, value, at);
    if (def.type === "string") {
      if (typeof value === "string" && isTextSchema(node))
        found.set(fieldName(at), { path: at, schema: node, text: value });
    } else if (def.type === "object" && def.shape && isRecord(value)) {
      for (const [key, child] of Object.entries(def.shape)) if (key in value) walk(child, value[key], [...at, key]);
    } else if (def.type === "array" && def.element && Array.isArray(value)) {
      value.forEach((item, index) => walk(def.element!, item, [...at, index]));
    } else if (def.type === "union" && def.options) {
      const option = def.options.find((candidate) => candidate.safeParse(value).success);
      if (option) walk(option, value, at);
    }
  };
  walk(schema, data, []);
  return found;
}

/** The `{name}` placeholders of a text, in order of first use. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\s*([\w.-]+)\s*\}/g)].map((match) => match[1]!))];
}

export interface MergedTranslation<T> {
  data: T;
  /** The fields the translation wrote. */
  translated: Set<string>;
  problems: { field: string; path: FieldPath; message: string }[];
  /** Texts written for an earlier version of the original: their placeholders no longer match. */
  outdated: { field: string; path: FieldPath; message: string }[];
}

/** Whether the translated text's placeholders are the original's (decision 041); names both sides when not. */
export function placeholdersMatch(original: string, translation: string): { match: boolean; expected: string } {
  const expected = placeholdersOf(original).sort();
  const written = placeholdersOf(translation).sort();
  return {
    match: expected.join(",") === written.join(","),
    expected: expected.length ? expected.map((name) => `{${name}}`).join(", ") : "none",
  };
}

const FILLED = new Set<string>(PLACEHOLDER_NAMES);

/**
 * `original` with the translation's texts over it. A problem for each field the
 * translation may not write, each text its field refuses, and each placeholder
 * lost or added; the data is only to be used when there is none.
 */
export function mergeTranslation<T>(
  original: T,
  fields: Map<string, TextField>,
  translation: unknown,
): MergedTranslation<T> {
  const data = structuredClone(original);
  const translated = new Set<string>();
  const problems: MergedTranslation<T>["problems"] = [];
  const outdated: MergedTranslation<T>["outdated"] = [];
  const refuse = (at: FieldPath, message: string): void => {
    problems.push({ field: fieldName(at), path: at, message });
  };
  const walk = (value: unknown, target: unknown, at: FieldPath): void => {
    if (value === null || value === undefined) return;
    if (typeof value === "string") {
      const field = fields.get(fieldName(at));
      if (!field) {
        return refuse(
          at,
          target === undefined
            ? "the original has no such text: a translation only translates what the original says"
            : "is not text a translation may change: times, ids, paths, links, dates and pictures stay as the original has them",
        );
      }
      const checked = field.schema.safeParse(value);
      if (!checked.success) return refuse(at, checked.error.issues[0]?.message ?? "is not valid here");
      const placeholders = placeholdersMatch(field.text, value);
      if (!placeholders.match) {
        const kept = placeholdersOf(value).every((name) => FILLED.has(name));
        outdated.push({
          field: fieldName(at),
          path: at,
          message:
            `is out of date: the original's placeholders are now ${placeholders.expected} ` +
            `(written as they are, untranslated: the site fills them in). ` +
            (kept
              ? "The translated page keeps this text until it is updated"
              : "The translated page shows the original's text until it is updated"),
        });
        if (!kept) return;
      }
      translated.add(fieldName(at));
      setIn(data, at, checked.data);
      return;
    }
    if (Array.isArray(value)) {
      if (!Array.isArray(target)) return refuse(at, "the original has no list here");
      if (value.length > target.length) {
        return refuse(
          at,
          `has ${value.length} items but the original has ${target.length}: a translation adds nothing`,
        );
      }
      value.forEach((item, index) => walk(item, target[index], [...at, index]));
      return;
    }
    if (isRecord(value)) {
      if (!isRecord(target)) return refuse(at, "the original has nothing to translate here");
      for (const [key, child] of Object.entries(value)) walk(child, target[key], [...at, key]);
      return;
    }
    refuse(at, "is not text a translation may change: numbers, yes/no and choices stay as the original has them");
  };
  walk(translation, original, []);
  return { data, translated, problems, outdated };
}

function setIn(data: unknown, at: FieldPath, value: unknown): void {
  let node = data as Record<string | number, unknown>;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[at.at(-1)!] = value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
