import type { Language } from "./languages";

/**
 * A site path as the page in `language` has it: the default language at the
 * root ("/events"), every other under its prefix ("/es/events", home "/es/").
 * For addresses written outside React (e-mails, feeds, the site map); inside a
 * page, React Router's `<Link to="/events">` adds the prefix itself.
 */
export function localizedPath(path: string, language: Language, defaultLanguage: Language): string {
  if (language === defaultLanguage) return path;
  return path === "/" ? `/${language}/` : `/${language}${path}`;
}

/** The language a path's prefix names, and the path without it (`/es/events` → es, `/events`). */
export function splitLanguagePrefix(
  path: string,
  languages: readonly Language[],
  defaultLanguage: Language,
): { language: Language; path: string } {
  for (const language of languages) {
    if (language === defaultLanguage) continue;
    if (path === `/${language}` || path === `/${language}/`) return { language, path: "/" };
    if (path.startsWith(`/${language}/`)) return { language, path: path.slice(language.length + 1) };
  }
  return { language: defaultLanguage, path };
}
