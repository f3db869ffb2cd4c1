import type { ChurchContent } from "~/content/model";
import { isLanguage, type Language } from "./languages";

/** The church's default language (church.yaml's locale.language), if the project speaks it; else English. */
export function defaultLanguage(content: ChurchContent): Language {
  const language = content.church.locale.language;
  return isLanguage(language) ? language : "en";
}

/** The languages the church's site speaks: its default first (issue 27; church.yaml names them). */
export function siteLanguages(content: ChurchContent): { default: Language; all: Language[] } {
  const main = defaultLanguage(content);
  const others = (content.church.locale.languages ?? []).filter((language) => language !== main);
  return { default: main, all: [main, ...new Set(others)] };
}

/**
 * The church's content as a page in `language` reads it: every translated fact,
 * page, section, season, alert and menu entry in that language, the rest in the
 * default language (a page that is not translated says so, in the visitor's language).
 */
export function contentInLanguage(content: ChurchContent, language: Language): ChurchContent {
  return families.get(content)?.[language] ?? content;
}

/** Each content of one reading of the folder, by language (built once, app/content/translated-content.server.ts). */
const families = new WeakMap<ChurchContent, Partial<Record<Language, ChurchContent>>>();

/** Makes each of `byLanguage` find the others through contentInLanguage. */
export function linkTranslations(byLanguage: Partial<Record<Language, ChurchContent>>): void {
  for (const content of Object.values(byLanguage)) if (content) families.set(content, byLanguage);
}
