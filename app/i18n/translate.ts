import { IntlMessageFormat } from "intl-messageformat";
import { catalogues, type MessageKey } from "~/messages";
import type { Language } from "./languages";

/**
 * The one way the code writes a sentence (issue 27): a message of the
 * catalogues (app/messages/), in ICU MessageFormat, through FormatJS's
 * intl-messageformat. It runs on the server only: pages carry no React, so the
 * browser's custom elements read their words from the markup the server wrote
 * (data attributes), and no message runtime is shipped.
 *
 * Dates and times reach a message already written (app/i18n/dates.ts, in the
 * church's zone); numbers and plurals are the message's own (`{count, plural, …}`).
 */
export type MessageValues = Record<string, string | number | boolean | null | undefined>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** A church's own wording (its content folder's messages), by full key, per language. */
export type MessageOverrides = Partial<Record<Language, Readonly<Record<string, string>>>>;

export interface Translator {
  language: Language;
  /** The BCP 47 tag numbers and plurals follow ("es-US"). */
  tag: string;
  t: Translate;
}

const compiled = new Map<string, IntlMessageFormat>();

function format(message: string, tag: string, values: MessageValues | undefined): string {
  const cacheKey = `${tag}\u0000${message}`;
  let formatter = compiled.get(cacheKey);
  if (!formatter) {
    formatter = new IntlMessageFormat(message, tag, undefined, { ignoreTag: true });
    if (compiled.size > 5000) compiled.clear();
    compiled.set(cacheKey, formatter);
  }
  const written = formatter.format(values as Record<string, string | number | boolean>);
  return Array.isArray(written) ? written.join("") : String(written);
}

/** The message `key` in `language`: the church's wording, else the catalogue's, else English's. */
export function messageText(key: string, language: Language, overrides?: MessageOverrides): string | undefined {
  return overrides?.[language]?.[key] ?? catalogues[language].get(key) ?? catalogues.en.get(key);
}

/**
 * A translator for one language. `country` makes the tag ("es" + "US" → "es-US");
 * `overrides` are the church's messages (church wording wins over the catalogue).
 */
export function translator(language: Language, country?: string, overrides?: MessageOverrides): Translator {
  const tag = country ? `${language}-${country}` : language;
  const t: Translate = (key, values) => {
    const message = messageText(key, language, overrides);
    if (message === undefined) throw new Error(`No message "${key}" in the catalogues`);
    return format(message, tag, values);
  };
  return { language, tag, t };
}
