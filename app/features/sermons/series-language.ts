import type { ChurchContent } from "~/content/model";
import { defaultLanguage } from "~/i18n/content-language";
import type { Language } from "~/i18n/languages";

/**
 * The language of each sermon series (issue 27): integrations.yaml's
 * `vimeo.series` names it by the Vimeo showcase (album) id; a series it does
 * not name is in the site's default language.
 */
export function seriesLanguage(series: { uri: string }, content: ChurchContent): Language {
  const albumId = /\/albums\/(\d+)$/.exec(series.uri)?.[1];
  return (albumId && content.integrations.vimeo.series[albumId]?.language) || defaultLanguage(content);
}

/**
 * The series a page in `language` lists (the watch page, the podcast feed,
 * the site's search): those preached in it. A language with no series of its
 * own yet lists them all, so its pages are never empty (docs/decisions/040).
 */
export function seriesInLanguage<Series extends { uri: string }>(
  series: readonly Series[],
  language: Language,
  content: ChurchContent,
): Series[] {
  const own = series.filter((entry) => seriesLanguage(entry, content) === language);
  return own.length > 0 ? own : [...series];
}
