import { readFile } from "node:fs/promises";
import path from "node:path";
import { parse, stringify } from "yaml";
import { recordAudit } from "~/features/auth/audit-log.server";
import { translationFileOf } from "~/content/load-translations.server";
import type { ChurchContent } from "~/content/model";
import { placeholdersMatch, textFields } from "~/content/translation";
import { contentInLanguage, siteLanguages } from "~/i18n/content-language";
import type { Language } from "~/i18n/languages";
import { serveLoaded } from "~/server/content.server";
import { getEnv } from "~/server/env.server";
import { readContentText, versionOf, writeAtomically } from "./content-files.server";
import { FILE_SCHEMAS, fileKindOf } from "./file-kinds";
import { checkWith, type Problem } from "./publish.server";

/**
 * The editor's side of content translations (decision 041): a file's texts
 * beside its translation's, and the translation file written from the form,
 * checked as the site checks it.
 */

export interface TranslationField {
  /** "sections[0].heading" */
  name: string;
  original: string;
  translation: string;
  long: boolean;
  /** Written for an earlier version of the original: its placeholders no longer match (issue 36). */
  outdated: boolean;
}

export interface TranslationView {
  file: string;
  translationFile: string;
  language: Language;
  fields: TranslationField[];
  version: string;
}

/** A translation file's text (null: not written yet), inside the content folder. */
export async function readTranslation(file: string): Promise<string | null> {
  const root = path.resolve(getEnv().contentDir);
  const absolute = path.resolve(root, file);
  if (!absolute.startsWith(`${root}${path.sep}`)) throw new Error("outside the content folder");
  return readFile(absolute, "utf8").catch(() => null);
}

/**
 * The file's texts and its translation's into `language`; null when the file is not one the site reads.
 * `shown`: a draft of the translation (issue 43: a contributor's, sent for review) whose texts the boxes show
 * instead; the version stays the translation file's, which a save is checked against.
 */
export async function openTranslation(
  file: string,
  language: Language,
  shown?: string | null,
): Promise<TranslationView | null> {
  const kind = fileKindOf(file);
  if (!kind) return null;
  const current = await readContentText(file);
  if (current.text === null) return null;
  const checked = FILE_SCHEMAS[kind].safeParse(parse(current.text) ?? {});
  if (!checked.success) return null;
  const translationFile = translationFileOf(file, language);
  const text = await readTranslation(translationFile);
  const source = shown === undefined ? text : shown;
  let written: unknown = {};
  try {
    written = source === null ? {} : (parse(source) ?? {});
  } catch {
    // A hand-broken translation file: its boxes start empty; the site still serves the original's text.
  }
  const fields = [...textFields(FILE_SCHEMAS[kind], checked.data)].map(([name, field]) => {
    const translated = field.path.reduce<unknown>(
      (node, key) => (node && typeof node === "object" ? (node as Record<string | number, unknown>)[key] : undefined),
      written,
    );
    const translation = typeof translated === "string" ? translated : "";
    return {
      name,
      original: field.text,
      translation,
      long: field.text.length > 80 || field.text.includes("\n"),
      outdated: translation !== "" && !placeholdersMatch(field.text, translation).match,
    };
  });
  return { file, translationFile, language, fields, version: versionOf(text) };
}

export type SaveOutcome = { ok: true } | { ok: false; conflict?: true; problems: Problem[] };

/** The translation file's text from the form's texts (an empty one is left untranslated), or its problems. */
export async function translationText(
  view: TranslationView,
  values: ReadonlyMap<string, string>,
): Promise<{ ok: true; text: string } | { ok: false; problems: Problem[] }> {
  const kind = fileKindOf(view.file)!;
  const original = FILE_SCHEMAS[kind].parse(parse((await readContentText(view.file)).text ?? "") ?? {});
  const data: Record<string, unknown> = {};
  const problems: Problem[] = [];
  for (const [name, field] of textFields(FILE_SCHEMAS[kind], original)) {
    const value = values.get(name)?.trim();
    if (!value) continue;
    // The translator is held to the original's placeholders (decision 041); only an original's publish is never refused for them.
    const placeholders = placeholdersMatch(field.text, value);
    if (!placeholders.match) {
      problems.push({
        file: view.translationFile,
        field: name,
        message: `must keep the original's placeholders exactly (${placeholders.expected}), written as they are, untranslated: the site fills them in`,
      });
    }
    let node: Record<string | number, unknown> = data;
    field.path.forEach((key, index) => {
      if (index === field.path.length - 1) node[key] = value;
      else {
        const next = typeof field.path[index + 1] === "number" ? [] : {};
        node[key] ??= next;
        node = node[key] as Record<string | number, unknown>;
      }
    });
  }
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    text: `# The ${view.language} translation of ${view.file} (decision 041): its text alone.\n${stringify(fillHoles(data))}`,
  };
}

/** Writes the translation from the form's texts, once the site's checks pass. */
export async function saveTranslation(
  view: TranslationView,
  values: ReadonlyMap<string, string>,
  baseVersion: string,
  actor: { id: string; email: string },
  now: number,
): Promise<SaveOutcome> {
  if (view.version !== baseVersion) return { ok: false, conflict: true, problems: [] };
  const made = await translationText(view, values);
  if (!made.ok) return made;
  const { text } = made;
  const checked = await checkWith(new Map([[view.translationFile, text]]));
  if (!checked.ok) return { ok: false, problems: checked.problems };
  await writeAtomically(path.resolve(getEnv().contentDir, view.translationFile), text);
  recordAudit({ at: now, action: "content-published", actor, subject: view.translationFile });
  serveLoaded(checked.loaded);
  return { ok: true };
}

/** Lists with untranslated items keep their places: `~` (the original's). */
function fillHoles(value: unknown): unknown {
  if (Array.isArray(value)) return Array.from(value, (item) => (item === undefined ? null : fillHoles(item)));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillHoles(item)]));
  }
  return value;
}

export interface TranslationStatus {
  language: Language;
  pages: { file: string; title: string; translated: boolean; outdated: boolean }[];
}

/** Each language's pages, and whether each is translated yet (the editor's list of what is left). */
export function translationStatus(content: ChurchContent, pageFile: (path: string) => string): TranslationStatus[] {
  const { all, default: main } = siteLanguages(content);
  return all
    .filter((language) => language !== main)
    .map((language) => ({
      language,
      pages: contentInLanguage(content, language).pages.map((page) => ({
        file: pageFile(page.path),
        title: page.title,
        translated: !page.textLanguage,
        outdated: page.translationOutdated === true,
      })),
    }));
}
