import type { Language } from "~/i18n/languages";
import { buildContent, type BuildInput } from "./build-content";
import { translateFiles, type TranslatableFile } from "./load-translations.server";
import type { Artwork, ChurchContent, ImageRef } from "./model";
import type { ContentProblem } from "./read-files.server";
import {
  alertsFile,
  churchFile,
  formFile,
  navigationFile,
  page as pageSchema,
  servicesFile,
  type FormFile,
  type PageFile,
} from "./schema";

/**
 * The church's content in each language it speaks beside its default
 * (decision 041): every file's translation merged over it, built once when
 * the folder is read. A page without a translation keeps the default
 * language's text and says so (`textLanguage`), so the page can tell its reader.
 */

export interface TranslationSources {
  root: string;
  files: readonly string[];
  textOf: (file: string) => string | undefined;
  /** The files of the facts (church.yaml …) as the folder names them; alerts only when the folder has the file. */
  names: { church: string; services: string; navigation: string; alerts: string | null };
  pageFiles: { file: string; path: string }[];
  /** forms/<id>.yaml (issue 35): their words are translated like a page's. */
  formFiles: { file: string; id: string }[];
}

export async function translatedInputs(
  input: BuildInput,
  sources: TranslationSources,
  languages: readonly Language[],
  problems: ContentProblem[],
): Promise<Map<Language, { input: BuildInput; untranslatedPages: Set<string> }>> {
  const { names } = sources;
  const originals: TranslatableFile[] = [
    { file: names.church, schema: churchFile, data: input.church },
    { file: names.services, schema: servicesFile, data: input.services },
    { file: names.navigation, schema: navigationFile, data: input.navigation },
    ...(names.alerts ? [{ file: names.alerts, schema: alertsFile, data: input.alerts }] : []),
    ...sources.pageFiles.map(({ file, path }) => ({
      file,
      schema: pageSchema,
      data: input.pages.find((page) => page.path === path)!.data,
    })),
    ...sources.formFiles.map(({ file, id }) => ({
      file,
      schema: formFile,
      data: input.forms.find((form) => form.id === id)!.data,
    })),
  ];
  const result = new Map<Language, { input: BuildInput; untranslatedPages: Set<string> }>();
  for (const language of languages) {
    const translated = await translateFiles(sources.root, sources.files, originals, language, problems, sources.textOf);
    const dataOf = <T>(file: string | null, fallback: T): T =>
      (file ? (translated.get(file)?.data as T) : undefined) ?? fallback;
    const pages = sources.pageFiles.map(({ file, path }) => ({
      path,
      data: dataOf<PageFile>(file, input.pages.find((page) => page.path === path)!.data),
    }));
    const translatedInput: BuildInput = {
      ...input,
      church: dataOf(names.church, input.church),
      services: dataOf(names.services, input.services),
      navigation: dataOf(names.navigation, input.navigation),
      alerts: dataOf(names.alerts, input.alerts),
      pages,
      forms: sources.formFiles.map(({ file, id }) => ({
        id,
        data: dataOf<FormFile>(file, input.forms.find((form) => form.id === id)!.data),
      })),
    };
    translatedInput.pictures = withTranslatedAlts(input.pictures, translatedInput);
    const untranslatedPages = new Set(
      sources.pageFiles.filter(({ file }) => translated.get(file)?.untranslated).map(({ path }) => path),
    );
    result.set(language, { input: translatedInput, untranslatedPages });
  }
  return result;
}

/** Builds each language's content from its input; untranslated pages are marked with the default language. */
export function buildTranslations(
  inputs: Map<Language, { input: BuildInput; untranslatedPages: Set<string> }>,
  defaultLanguage: Language,
  extra: Pick<ChurchContent, "messages">,
): Map<Language, ChurchContent> {
  const built = new Map<Language, ChurchContent>();
  for (const [language, { input, untranslatedPages }] of inputs) {
    const content = { ...buildContent(input), ...extra, language };
    for (const page of content.pages) if (untranslatedPages.has(page.path)) page.textLanguage = defaultLanguage;
    built.set(language, content);
  }
  return built;
}

/** The pictures, with each translated description (alt) of a picture beside the original's. */
function withTranslatedAlts(pictures: Map<string, Artwork>, input: BuildInput): Map<string, Artwork> {
  const byFile = new Map<string, Artwork>();
  for (const [key, artwork] of pictures) byFile.set(key.slice(0, key.indexOf("\n")), artwork);
  const all = new Map(pictures);
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== "object") return;
    const ref = value as ImageRef;
    if (typeof ref.file === "string" && typeof ref.alt === "string" && Object.keys(value).length === 2) {
      const key = `${ref.file}\n${ref.alt}`;
      const artwork = byFile.get(ref.file);
      if (!all.has(key) && artwork) all.set(key, { ...artwork, alt: ref.alt });
      return;
    }
    Object.values(value).forEach(visit);
  };
  visit([input.church, input.pages.map((page) => page.data)]);
  return all;
}
