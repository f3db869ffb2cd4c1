import { useRouteLoaderData } from "react-router";
import type { Language } from "~/i18n/languages";
import { translator, type MessageOverrides, type Translator } from "~/i18n/translate";

interface RootLanguage {
  language: Language;
  site: { church: { locale: { country: string } }; messages?: MessageOverrides };
}

const cache = new WeakMap<object, Map<Language, Translator>>();
const noOverrides = {};

/**
 * The page's translator: the language of the page (its address: `/es/…`, issue 27)
 * with the church's own wording. `const { t } = useT(); t("common.footer.privacy")`.
 */
export function useT(): Translator {
  const data = useRouteLoaderData<RootLanguage>("root");
  const language: Language = data?.language ?? "en";
  const overrides = data?.site.messages ?? noOverrides;
  let byLanguage = cache.get(overrides);
  if (!byLanguage) cache.set(overrides, (byLanguage = new Map()));
  let found = byLanguage.get(language);
  if (!found) {
    found = translator(language, data?.site.church.locale.country, overrides);
    byLanguage.set(language, found);
  }
  return found;
}
