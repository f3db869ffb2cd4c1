import type { ChurchContent } from "~/content/model";
import type { DateStyle } from "~/lib/date-patterns";
import { defaultLanguage } from "./content-language";
import type { Language } from "./languages";
import { translator, type Translator } from "./translate";

/** What a loader or action knows of its request that says how to write to it (its AppLoadContext). */
export interface LanguageContext {
  language?: Language;
  content: ChurchContent;
}

/** The request's translator: the language of its page (issue 27), else the church's default. */
export function contextTranslator(context: LanguageContext): Translator {
  return translator(context.language ?? defaultLanguage(context.content), context.content.church.locale.country);
}

/** The church's way of writing dates (church.yaml's locale) in the request's language. */
export function contextDateStyle(context: LanguageContext): DateStyle {
  const { timeZone, dateOrder, clock } = context.content.church.locale;
  return { timeZone, dateOrder, clock, locale: contextTranslator(context).tag };
}
