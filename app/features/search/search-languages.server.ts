import type { ChurchContent } from "~/content/model";
import { folderCalendarEvents } from "~/features/events/folder-events";
import { contentInLanguage, siteLanguages } from "~/i18n/content-language";
import type { Language } from "~/i18n/languages";
import type { GroupHit } from "./search-read.server";

/**
 * The church's own events in its other languages (issue 36): a Spanish visitor searches with Spanish
 * words, and reads the events group in Spanish. The index keeps one document per event, in the default
 * language, with its translations' words in the third column (search-documents.server.ts); the page
 * swaps in the name and words of its own language.
 */

const SNIPPET_WORDS = 20;

/** Each translated event's name and text in every other language of the site, by event id. */
export function eventWordsInOtherLanguages(content: ChurchContent, now: number): Map<string, string> {
  const { default: main, all } = siteLanguages(content);
  const words = new Map<string, string[]>();
  for (const language of all.filter((item) => item !== main)) {
    for (const event of folderCalendarEvents(contentInLanguage(content, language), now)) {
      if (event.textLanguage) continue;
      words.set(event.id, [...(words.get(event.id) ?? []), event.name, ...event.detailLines]);
    }
  }
  return new Map([...words].map(([id, lines]) => [id, lines.join("\n")]));
}

export interface EventHitInLanguage extends GroupHit {
  /** The language its name and words are in, where it is not the page's (an untranslated or Planning Center event). */
  textLanguage?: Language;
}

/** The events group as a page in `content`'s language shows it. */
export function eventHitsIn(hits: GroupHit[], content: ChurchContent, now: number): EventHitInLanguage[] {
  const main = siteLanguages(content).default;
  if ((content.language ?? main) === main) return hits;
  const translated = new Map(
    folderCalendarEvents(content, now)
      .filter((event) => !event.textLanguage)
      .map((event) => [event.id, event]),
  );
  return hits.map((hit): EventHitInLanguage => {
    const event = translated.get(hit.slug);
    if (!event) return { ...hit, textLanguage: main };
    const firstWords = event.detailLines.join(" ").split(/\s+/).filter(Boolean);
    const opening =
      firstWords.length > SNIPPET_WORDS ? `${firstWords.slice(0, SNIPPET_WORDS).join(" ")}…` : firstWords.join(" ");
    return { ...hit, name: event.name, nameMarked: event.name, snippet: hit.otherSnippet ?? opening };
  });
}
