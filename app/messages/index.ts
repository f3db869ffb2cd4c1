import type { Language } from "~/i18n/languages";
// One file per area of the site and per language: app/messages/<language>/<area>.json,
// flat keys, ICU MessageFormat (https://unicode-org.github.io/icu/userguide/format_parse/messages/).
// A new area: add its English and Spanish files and one line to each list below.
import enCommon from "./en/common.json";
import esCommon from "./es/common.json";
import enGroups from "./en/groups.json";
import esGroups from "./es/groups.json";

/** English: the SPEC's words, and the shape every other language follows. */
const en = {
  common: enCommon,
  groups: enGroups,
};

export type Catalogue = typeof en;
type AreaKeys<C> = { [Area in keyof C]: `${Area & string}.${keyof C[Area] & string}` }[keyof C];
/** Every message's key, "area.key" ("common.footer.privacy"): a typo is a type error. */
export type MessageKey = AreaKeys<Catalogue>;

/** Spanish; a key it lacks falls back to English (and the catalogue test fails). */
const es: { [Area in keyof Catalogue]: Partial<Record<keyof Catalogue[Area], string>> } = {
  common: esCommon,
  groups: esGroups,
};

function flatten(catalogue: Record<string, Record<string, string | undefined>>): Map<string, string> {
  const messages = new Map<string, string>();
  for (const [area, entries] of Object.entries(catalogue)) {
    for (const [key, message] of Object.entries(entries)) {
      if (message !== undefined) messages.set(`${area}.${key}`, message);
    }
  }
  return messages;
}

/** Each language's messages by full key. */
export const catalogues: Record<Language, ReadonlyMap<string, string>> = {
  en: flatten(en),
  es: flatten(es),
};
