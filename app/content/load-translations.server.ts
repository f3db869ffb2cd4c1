import { z } from "zod";
import type { Language } from "~/i18n/languages";
import { readContentFile, type ContentProblem, type ParsedFile } from "./read-files.server";
import { churchFile } from "./schema";
import { mergeTranslation, textFields } from "./translation";

/**
 * Reads a content folder's translations (decision 041): for each language the
 * site speaks beside its default, each file's sibling `<name>.<language>.yaml`
 * merged over it. Problems (a field a translation may not write, a text its
 * field refuses) are errors; a file or text not yet translated, or a text out
 * of date (its original's placeholders changed), is a warning naming it, so
 * `content:check` lists what is left to translate and never refuses an
 * original for its translation's sake (issue 36).
 */

export interface TranslatableFile<T = unknown> {
  /** The original's file: "church.yaml", "pages/visit.yaml". */
  file: string;
  schema: z.ZodType;
  data: T;
}

export interface TranslatedFile<T = unknown> {
  file: string;
  data: T;
  /** No translation file: the page is served in the default language. */
  untranslated: boolean;
  /** Some of its texts were written for an earlier version of the original (issue 36). */
  outdated?: boolean;
}

/** pages/visit.yaml → pages/visit.es.yaml */
export function translationFileOf(file: string, language: Language): string {
  return file.replace(/\.(ya?ml|json)$/, `.${language}.$1`);
}

/** pages/visit.es.yaml → { original: pages/visit.yaml, language: "es" }; null for an original. */
export function translationTarget(file: string): { original: string; language: string } | null {
  const match = /^(.*)\.([a-z]{2,3})\.(ya?ml|json)$/.exec(file);
  return match ? { original: `${match[1]}.${match[3]}`, language: match[2]! } : null;
}

const anyData = z.unknown();
/** church.yaml's names, addresses and numbers: a translation may write them, but they are not missing when it does not. */
const PROPER_NAMES = /^(?:name|shortName|(?:mailingAddress|address)\.\w+|phone\.display|staff\[\d+\]\.name)$/;
/** Likewise a group leader's name and the legal name on a receipt (issue 36). */
const OTHER_PROPER_NAMES = /^(?:groups\[\d+\]\.leader\.name|receipt\.legalName)$/;
/** content:check speaks to the person editing the folder, in English, as its other messages do. */
const ENGLISH_NAMES: Record<Language, string> = { en: "English", es: "Spanish" };

export async function translateFiles(
  root: string,
  files: readonly string[],
  originals: readonly TranslatableFile[],
  language: Language,
  problems: ContentProblem[],
  textOf: (file: string) => string | undefined,
): Promise<Map<string, TranslatedFile>> {
  const name = ENGLISH_NAMES[language];
  const translated = new Map<string, TranslatedFile>();
  for (const original of originals) {
    const file = translationFileOf(original.file, language);
    const fields = textFields(original.schema, original.data);
    if (!files.includes(file)) {
      if (fields.size === 0) continue;
      problems.push({
        file: original.file,
        message: `is not translated into ${name} yet: write ${file} (its ${name} pages show it in the default language, with a note)`,
        severity: "warning",
      });
      translated.set(original.file, { file: original.file, data: original.data, untranslated: true });
      continue;
    }
    const parsed = (await readContentFile(root, file, anyData, problems, textOf(file))) as ParsedFile<unknown> | null;
    if (!parsed) continue;
    const merged = mergeTranslation(original.data, fields, parsed.data);
    // What the translation gets wrong is an error; what it has not caught up with, a warning.
    const found = [
      ...merged.problems.map((problem) => ({ ...problem, severity: "error" as const })),
      ...merged.outdated.map((stale) => ({ ...stale, severity: "warning" as const })),
    ];
    for (const { field, path, message, severity } of found) {
      problems.push({ file, field: field || undefined, line: parsed.lineOf(path), message, severity });
    }
    const missing = [...fields.keys()].filter(
      (field) =>
        !merged.translated.has(field) &&
        !(original.schema === churchFile ? PROPER_NAMES.test(field) : OTHER_PROPER_NAMES.test(field)),
    );
    if (missing.length > 0) {
      problems.push({
        file,
        message:
          `${missing.length} text${missing.length === 1 ? " is" : "s are"} not translated into ${name} yet ` +
          `(shown in the default language): ${missing.slice(0, 5).join(", ")}${missing.length > 5 ? ", …" : ""}`,
        severity: "warning",
      });
    }
    translated.set(original.file, {
      file: original.file,
      data: merged.data,
      untranslated: false,
      outdated: merged.outdated.length > 0,
    });
  }
  return translated;
}

/** Translation files of the folder that translate nothing the site reads (their original is gone, or a language the site does not speak). */
export function strayTranslations(
  files: readonly string[],
  originals: readonly string[],
  languages: readonly Language[],
  problems: ContentProblem[],
): void {
  for (const file of files) {
    const target = translationTarget(file);
    const inFolder = ["pages/", "events/", "forms/"].some((folder) => file.startsWith(folder));
    if (!target || !(inFolder || !file.includes("/"))) continue;
    if (!(languages as readonly string[]).includes(target.language)) {
      problems.push({
        file,
        message: `translates into "${target.language}", which church.yaml's locale.languages does not name: it is not used`,
        severity: "warning",
      });
    } else if (!originals.includes(target.original)) {
      problems.push({
        file,
        // A warning, not a refusal: a page removed in the editor leaves its translation behind, and the site must still publish.
        message: `translates ${target.original}, which is not in the content folder: it is not used (rename it, or remove it)`,
        severity: "warning",
      });
    }
  }
}
