import { linkTranslations } from "~/i18n/content-language";
import { isLanguage, type Language } from "~/i18n/languages";
import { buildContent, type BuildInput } from "./build-content";
import { strayTranslations } from "./load-translations.server";
import { readMessageOverrides } from "./messages.server";
import type { ChurchContent } from "./model";
import type { ContentProblem } from "./read-files.server";
import { buildTranslations, translatedInputs, type TranslationSources } from "./translated-content.server";

/**
 * The last step of reading a folder (load.server.ts): the church's content built in its default language
 * and in each other language church.yaml names (decision 041), with the church's own wording of the
 * catalogue (messages/) and each language's translations merged over the default's; a translation with no
 * original is named as stray. Null when a translation has an error: the site never serves half a church.
 */
export async function buildInEveryLanguage(
  input: BuildInput,
  sources: TranslationSources,
  problems: ContentProblem[],
): Promise<ChurchContent | null> {
  const { locale } = input.church;
  const defaultLanguage: Language = isLanguage(locale.language) ? locale.language : "en";
  const languages = (locale.languages ?? []).filter((language) => language !== defaultLanguage);
  const messages = await readMessageOverrides(sources.root, sources.files, problems, sources.textOf);
  strayTranslations(
    sources.files,
    [
      // The chat's word list is one list whatever the page's language: a chat-words.es.yaml is stray.
      ...Object.values(sources.names).filter((name): name is string => Boolean(name)),
      ...sources.pageFiles.map((page) => page.file),
      ...(sources.eventFiles ?? []).map((event) => event.file),
      ...sources.formFiles.map((form) => form.file),
    ],
    languages,
    problems,
  );
  const inputs = await translatedInputs(input, sources, languages, problems);
  if (problems.some((problem) => problem.severity === "error")) return null;
  const content: ChurchContent = { ...buildContent(input), messages };
  linkTranslations(
    Object.fromEntries([[defaultLanguage, content], ...buildTranslations(inputs, defaultLanguage, { messages })]),
  );
  return content;
}
