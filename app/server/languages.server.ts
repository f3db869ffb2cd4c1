import type { AppLoadContext, ServerBuild } from "react-router";
import type { ChurchContent } from "~/content/model";
import { contentInLanguage, siteLanguages } from "~/i18n/content-language";
import type { Language } from "~/i18n/languages";
import { splitLanguagePrefix } from "~/i18n/paths";
import { STAFF_AREA } from "./protected-paths.server";

/**
 * Which language a request is in (issue 27, docs/decisions/040): the default
 * language at the site's root, every other under its prefix (`/es/…`), which
 * React Router serves as its basename (`/es/`), so every route, redirect and
 * 404 is the default language's. The languages are the content folder's, read
 * at each request: a prefix the church does not speak is an ordinary (missing)
 * path. The staff area has no language prefix (`/es/admin` is not the staff area).
 */
export interface RequestLanguage {
  language: Language;
  /** The path without its prefix ("/events"). */
  path: string;
  /** React Router's basename for it: "/" for the default language, "/es/" for Spanish. */
  basename: string;
}

export function requestLanguage(path: string, content: ChurchContent): RequestLanguage {
  const languages = siteLanguages(content);
  const split = splitLanguagePrefix(path, languages.all, languages.default);
  const staff = split.path === STAFF_AREA || split.path.startsWith(`${STAFF_AREA}/`);
  if (split.language === languages.default || staff) {
    return { language: languages.default, path, basename: "/" };
  }
  return { ...split, basename: `/${split.language}/` };
}

/** The bare prefix (`/es`) of a language: answered by a redirect to its home, `/es/`. */
export function isBarePrefix(path: string, content: ChurchContent): string | undefined {
  const languages = siteLanguages(content);
  const language = languages.all.find((each) => each !== languages.default && path === `/${each}`);
  return language ? `/${language}/` : undefined;
}

/** What the load context says of the request's language: the language, and the content as that language reads it. */
export function languageContext(
  content: ChurchContent,
  language: Language,
): Pick<AppLoadContext, "language" | "content"> {
  return { language, content: contentInLanguage(content, language) };
}

type Build = ServerBuild | (() => Promise<ServerBuild>);

/** The same build, serving its routes under `basename` (React Router prefixes every link and redirect with it). */
export function buildWithBasename(build: Build, basename: string): Build {
  if (basename === "/") return build;
  return typeof build === "function" ? async () => ({ ...(await build()), basename }) : { ...build, basename };
}

/** One request handler per basename, made when first needed and kept (each ranks the routes once). */
export function handlersByBasename<Handler>(make: (basename: string) => Handler): (basename: string) => Handler {
  const made = new Map<string, Handler>();
  return (basename) => {
    let handler = made.get(basename);
    if (!handler) made.set(basename, (handler = make(basename)));
    return handler;
  };
}
