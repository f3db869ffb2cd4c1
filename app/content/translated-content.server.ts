import type { Language } from "~/i18n/languages";
import { buildContent, type BuildInput } from "./build-content";
import { translateFiles, type TranslatableFile } from "./load-translations.server";
import type { Artwork, ChurchContent, ImageRef } from "./model";
import type { ContentProblem } from "./read-files.server";
import {
  alertsFile,
  churchFile,
  eventFile,
  formFile,
  givingFile,
  groupsFile,
  navigationFile,
  page as pageSchema,
  servicesFile,
  signUpsFile,
  type EventFile,
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
  /** The files of the facts (church.yaml …) as the folder names them; the optional ones only when the folder has the file. */
  names: {
    church: string;
    services: string;
    navigation: string;
    alerts: string | null;
    giving?: string | null;
    groups?: string | null;
    signUps?: string | null;
  };
  pageFiles: { file: string; path: string }[];
  /** events/<id>.yaml (issue 36: an event's name, description and sign-up questions translate too). */
  eventFiles?: { file: string; id: string }[];
  /** forms/<id>.yaml (issue 35): their words are translated like a page's. */
  formFiles: { file: string; id: string }[];
}

/** A language's content to build: the folder's files with their translations, and what is not translated yet. */
export interface TranslatedInput {
  input: BuildInput;
  untranslatedPages: Set<string>;
  outdatedPages: Set<string>;
  untranslatedEvents?: Set<string>;
  groupsUntranslated?: boolean;
}

export async function translatedInputs(
  input: BuildInput,
  sources: TranslationSources,
  languages: readonly Language[],
  problems: ContentProblem[],
): Promise<Map<Language, TranslatedInput>> {
  const { names } = sources;
  const originals: TranslatableFile[] = [
    { file: names.church, schema: churchFile, data: input.church },
    { file: names.services, schema: servicesFile, data: input.services },
    { file: names.navigation, schema: navigationFile, data: input.navigation },
    ...(names.alerts ? [{ file: names.alerts, schema: alertsFile, data: input.alerts }] : []),
    ...(names.giving ? [{ file: names.giving, schema: givingFile, data: input.giving }] : []),
    ...(names.groups ? [{ file: names.groups, schema: groupsFile, data: input.groups }] : []),
    ...(names.signUps ? [{ file: names.signUps, schema: signUpsFile, data: input.signUps }] : []),
    ...(sources.eventFiles ?? []).map(({ file, id }) => ({
      file,
      schema: eventFile,
      data: input.events.find((event) => event.id === id)!.data,
    })),
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
  const result = new Map<Language, TranslatedInput>();
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
      giving: dataOf(names.giving ?? null, input.giving),
      groups: dataOf(names.groups ?? null, input.groups),
      signUps: dataOf(names.signUps ?? null, input.signUps),
      events: input.events.map(({ id, data }) => ({
        id,
        data: dataOf<EventFile>(sources.eventFiles?.find((event) => event.id === id)?.file ?? null, data),
      })),
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
    const outdatedPages = new Set(
      sources.pageFiles.filter(({ file }) => translated.get(file)?.outdated).map(({ path }) => path),
    );
    const untranslatedEvents = new Set(
      (sources.eventFiles ?? []).filter(({ file }) => translated.get(file)?.untranslated).map(({ id }) => id),
    );
    const groupsUntranslated = Boolean(names.groups && translated.get(names.groups)?.untranslated);
    result.set(language, {
      input: translatedInput,
      untranslatedPages,
      outdatedPages,
      untranslatedEvents,
      groupsUntranslated,
    });
  }
  return result;
}

/** Builds each language's content from its input; untranslated pages are marked with the default language. */
export function buildTranslations(
  inputs: Map<
    Language,
    {
      input: BuildInput;
      untranslatedPages: Set<string>;
      outdatedPages: Set<string>;
      untranslatedEvents?: Set<string>;
      groupsUntranslated?: boolean;
    }
  >,
  defaultLanguage: Language,
  extra: Pick<ChurchContent, "messages">,
): Map<Language, ChurchContent> {
  const built = new Map<Language, ChurchContent>();
  for (const [
    language,
    { input, untranslatedPages, outdatedPages, untranslatedEvents, groupsUntranslated },
  ] of inputs) {
    const content: ChurchContent = {
      ...buildContent({ ...input, readIn: language }),
      ...extra,
      language,
      ...(groupsUntranslated ? { groupsTextLanguage: defaultLanguage } : {}),
    };
    for (const page of content.pages) {
      if (untranslatedPages.has(page.path)) page.textLanguage = defaultLanguage;
      if (outdatedPages.has(page.path)) page.translationOutdated = true;
    }
    for (const event of content.events) if (untranslatedEvents?.has(event.id)) event.textLanguage = defaultLanguage;
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
  visit([input.church, input.pages.map((page) => page.data), input.events.map((event) => event.data)]);
  return all;
}
