import type { Language } from "~/i18n/languages";

/**
 * Gatherings in a language (issue 27): each weekly gathering and seasonal
 * service says which language it is held in (services.yaml `language`, the
 * church's default when left out). A page lists its own language's first and
 * names the language of the others; the live page follows its language's
 * streamed gathering when there is one.
 */

interface InLanguage {
  language?: Language;
}

/** Held in another language than the page's: that language; else null (nothing to say). */
export function otherLanguage(item: InLanguage, pageLanguage: Language): Language | null {
  return item.language && item.language !== pageLanguage ? item.language : null;
}

/** The page's language's services first, each group in its given order. */
export function pageLanguageFirst<T extends InLanguage>(items: readonly T[], pageLanguage: Language): T[] {
  const rank = (item: T) => (otherLanguage(item, pageLanguage) ? 1 : 0);
  return [...items].sort((a, b) => rank(a) - rank(b));
}

/** The streamed gatherings a page in `language` follows: its language's, when one is streamed; else every streamed one. */
export function streamsFor<T extends InLanguage & { streamed: boolean }>(
  gatherings: readonly T[],
  language: Language,
): T[] {
  const streamed = gatherings.filter((gathering) => gathering.streamed);
  const own = streamed.filter((gathering) => !otherLanguage(gathering, language));
  return own.length > 0 ? own : streamed;
}

/** Whether the services are held in more than one language (then each says its own). */
export function severalLanguages(items: readonly InLanguage[]): boolean {
  return new Set(items.map((item) => item.language)).size > 1;
}
