import type { ChurchContent } from "~/content/model";
import { contentInLanguage, siteLanguages } from "~/i18n/content-language";
import type { Language } from "~/i18n/languages";
import { splitLanguagePrefix } from "~/i18n/paths";
import { translator, type Translate } from "~/i18n/translate";
import type { MessageKey } from "~/messages";

/**
 * A counted page as a pastor knows it (issue 47, a first staff user's finding): the title the site gives it,
 * in the language of its address (/es/… in Spanish), never the default language's title for a Spanish page.
 * The church's pages by their title (translated, where the church has a translation); the site's own screens
 * by the title their route puts in the browser's tab (each route's `meta`); a form or a folder event's sign-up
 * by its own name; anything else (a sermon, a series: their names are Vimeo's, not known without a call) by its
 * address. Read from the content in memory and the catalogues: a map built once a request, no lookup a row.
 */

/** The site's own screens (app/routes.ts) by the message their route's `meta` titles them with. */
export const SCREEN_TITLES: Readonly<Record<string, MessageKey>> = {
  "/events": "events.title",
  "/watch": "sermons.watch.title",
  "/watch/live": "live.title",
  "/watch/search": "search.title",
  "/watch/scripture": "sermons.scripture.title",
  "/app": "app.title",
  "/offline": "app.offlineTitle",
  "/plan-visit": "visit.page.title",
  "/my-visit": "visit.manage.title",
  "/my-registration": "signUpsManage.title",
  "/prayer-wall": "prayer.wall.title",
  "/newsletter/confirm": "newsletterMail.heading",
};

interface LanguageNames {
  pages: Map<string, string>;
  content: ChurchContent;
  t: Translate;
}

/** Each counted path's name; paths without one are their own name. Build once for a request, call per row. */
export function pageNames(content: ChurchContent): (path: string) => string {
  const languages = siteLanguages(content);
  const byLanguage = new Map<Language, LanguageNames>();
  const named = new Map<string, string>();
  const namesIn = (language: Language): LanguageNames => {
    let names = byLanguage.get(language);
    if (!names) {
      const local = contentInLanguage(content, language);
      const pages = new Map(
        local.pages.flatMap((page) => [page.path, ...page.alsoAt].map((path) => [path, page.title])),
      );
      const { t } = translator(language, content.church.locale.country, content.messages);
      byLanguage.set(language, (names = { pages, content: local, t }));
    }
    return names;
  };
  return (path) => {
    let name = named.get(path);
    if (name === undefined) {
      const split = splitLanguagePrefix(path, languages.all, languages.default);
      name = nameIn(split.path, namesIn(split.language)) ?? path;
      named.set(path, name);
    }
    return name;
  };
}

function nameIn(path: string, names: LanguageNames): string | undefined {
  const { pages, content, t } = names;
  const page = pages.get(path) ?? pages.get(path.replace(/\/$/, "") || "/");
  if (page) return page;
  const screen = SCREEN_TITLES[path];
  if (screen) return t(screen);
  const form = /^\/forms\/([^/]+)$/.exec(path)?.[1];
  if (form) return content.forms[form]?.title;
  const event = /^\/events\/([^/]+)\/sign-up$/.exec(path)?.[1];
  const eventName = event && content.events.find((each) => each.id === event)?.name;
  if (eventName) return t("signUps.page.title", { event: eventName });
  return undefined;
}
