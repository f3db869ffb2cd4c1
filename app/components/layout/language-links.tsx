import { useLocation, useRouteLoaderData } from "react-router";
import { useLanguagePrefix } from "~/hooks/use-language-prefix";
import { LANGUAGE_NAMES, type Language } from "~/i18n/languages";
import { localizedPath } from "~/i18n/paths";
import { languageSwitchHref } from "~/lib/language-switch";
import { absoluteUrl } from "~/lib/site-urls";

interface RootLanguages {
  origin?: string;
  language?: Language;
  languages?: { default: Language; all: Language[] };
  site?: { church: { locale: { country: string } } };
}

/**
 * The page in every language the site speaks (issue 27): every page exists in
 * each (an untranslated one in the default language, with a note), at the
 * same path under the language's prefix.
 */
export function usePageLanguages() {
  const root = useRouteLoaderData<RootLanguages>("root");
  // Under React Router's basename (`/es/`) the location is the site path ("/events").
  const { pathname } = useLocation();
  const prefix = useLanguagePrefix();
  const languages = root?.languages ?? { default: "en" as Language, all: ["en" as Language] };
  return {
    origin: root?.origin,
    language: root?.language ?? languages.default,
    languages,
    country: root?.site?.church.locale.country ?? "US",
    sitePath: pathname,
    /** The page's own path, with its prefix ("/es/events"). */
    ownPath: prefix ? (pathname === "/" ? `${prefix}/` : `${prefix}${pathname}`) : pathname,
    pathIn: (language: Language) => localizedPath(pathname, language, languages.default),
  };
}

/** `<link rel="alternate" hreflang>` for each language and x-default (the default language's page). */
export function LanguageAlternates() {
  const { origin, languages, country, pathIn } = usePageLanguages();
  if (!origin || languages.all.length < 2) return null;
  return (
    <>
      {languages.all.map((language) => (
        <link
          key={language}
          rel="alternate"
          hrefLang={`${language}-${country}`}
          href={absoluteUrl(origin, pathIn(language))}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={absoluteUrl(origin, pathIn(languages.default))} />
    </>
  );
}

/**
 * The switch to the same page in the other language(s), the menu's last
 * entry (on a phone, in the drawer: the bar has no room beside the church's
 * name): a real link, named in its own language, through the switch's
 * address, which remembers the choice (app/server/language-choice.server.ts).
 */
export function LanguageSwitch() {
  const { language, languages, sitePath } = usePageLanguages();
  const { search } = useLocation();
  const others = languages.all.filter((each) => each !== language);
  return others.map((other) => (
    <li key={other} className="nav-item nav-item-language">
      <a href={languageSwitchHref(other, sitePath + search)} hrefLang={other} lang={other} className="nav-link">
        {LANGUAGE_NAMES[other]}
      </a>
    </li>
  ));
}
