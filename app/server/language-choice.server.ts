import type { IncomingMessage } from "node:http";
import { serialize } from "cookie";
import type { RequestHandler } from "express";
import type { ChurchContent } from "~/content/model";
import { siteLanguages } from "~/i18n/content-language";
import { isLanguage, type Language } from "~/i18n/languages";
import { localizedPath, splitLanguagePrefix } from "~/i18n/paths";
import { LANGUAGE_SWITCH_PATH } from "~/lib/language-switch";
import { readCookie } from "./xsrf.server";

/**
 * The language switch remembers the visitor's choice (issue 27, docs/decisions/040).
 *
 * The switch in the navigation is a link to LANGUAGE_SWITCH_PATH
 * (`/language?to=es&from=/events`), which sets a cookie and sends the visitor
 * on to the same page in that language. The cookie has one effect: a visit to
 * the bare home page (`/`) goes to the chosen language's home (`/es/`). Every
 * other address is served as asked (it names its language), and a first visit,
 * with no cookie, is never redirected, whatever its Accept-Language: a search
 * engine must see both languages. Pages are rendered without cookies (the page
 * cache), so the home page with the cookie never reaches the cache (server.ts).
 */
export { LANGUAGE_SWITCH_PATH };
export const LANGUAGE_COOKIE = "language";
/** SPEC-free choice: a year, renewed at each switch. */
const REMEMBERED_SECONDS = 365 * 24 * 60 * 60;

/** The language the visitor chose, if the church's site speaks it. */
function chosenLanguage(cookieHeader: string | undefined, content: ChurchContent): Language | undefined {
  const chosen = readCookie(cookieHeader, LANGUAGE_COOKIE);
  return isLanguage(chosen) && siteLanguages(content).all.includes(chosen) ? chosen : undefined;
}

/** Where a visit to `url` goes instead, for a visitor who chose a language; undefined when it is served as asked. */
export function rememberedHome(
  url: string,
  cookieHeader: string | undefined,
  content: ChurchContent,
): string | undefined {
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (path !== "/") return undefined;
  const chosen = chosenLanguage(cookieHeader, content);
  const languages = siteLanguages(content);
  if (!chosen || chosen === languages.default) return undefined;
  return localizedPath("/", chosen, languages.default) + (queryAt === -1 ? "" : url.slice(queryAt));
}

/** True when the raw request is the home page for a visitor who chose another language (server.ts's listener skips the page cache). */
export function choosesLanguage(getContent: () => ChurchContent): (req: IncomingMessage) => boolean {
  return (req) =>
    (req.method === "GET" || req.method === "HEAD") &&
    req.headers.cookie !== undefined &&
    rememberedHome(req.url ?? "/", req.headers.cookie, getContent()) !== undefined;
}

/** The bare home page, for a visitor who chose another language: to that language's home. */
export function rememberedLanguage(getContent: () => ChurchContent): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const home = rememberedHome(req.originalUrl, req.headers.cookie, getContent());
    if (!home) return next();
    res.setHeader("Cache-Control", "private, no-store");
    res.setHeader("Vary", "Cookie");
    res.redirect(302, home);
  };
}

/**
 * True for a path a browser reads as one of this site's: one slash, then not a
 * second slash or a backslash (`//host` and `/\\host` name another host).
 */
function isSitePath(path: string): boolean {
  return /^\/(?![/\\])/.test(path) && !path.includes("\\");
}

/**
 * The site path a switch returns to: `from` if it is an address on this site
 * (a path, with its query), without its language prefix; else the home page.
 * The check is made on the parsed path, the one that is sent back: the URL
 * parser turns `/.//evil.example` and `/%2e//evil.example` into
 * `//evil.example`, which the raw string does not look like (issue 38).
 */
export function switchTarget(
  to: unknown,
  from: unknown,
  content: ChurchContent,
): { language: Language; location: string } | undefined {
  const languages = siteLanguages(content);
  if (!isLanguage(to) || !languages.all.includes(to)) return undefined;
  let path = "/";
  let search = "";
  if (typeof from === "string" && isSitePath(from)) {
    const parsed = new URL(from, "http://site.invalid");
    if (parsed.origin === "http://site.invalid" && isSitePath(parsed.pathname)) {
      path = splitLanguagePrefix(parsed.pathname, languages.all, languages.default).path;
      search = parsed.search;
    }
  }
  const location = localizedPath(path, to, languages.default) + search;
  // Whatever the prefixing made of it, only a path of this site leaves here.
  return { language: to, location: isSitePath(location) ? location : localizedPath("/", to, languages.default) };
}

/** GET LANGUAGE_SWITCH_PATH?to=es&from=/events: remembers the choice, and goes to the page in that language. */
export function languageSwitch(getContent: () => ChurchContent): RequestHandler {
  return (req, res) => {
    res.setHeader("Cache-Control", "private, no-store");
    const target = switchTarget(req.query.to, req.query.from, getContent());
    // A language the site does not speak: its home page, nothing remembered.
    if (!target) return res.redirect(303, "/");
    res.setHeader(
      "Set-Cookie",
      serialize(LANGUAGE_COOKIE, target.language, {
        path: "/",
        maxAge: REMEMBERED_SECONDS,
        sameSite: "lax",
        secure: req.secure,
        httpOnly: true,
      }),
    );
    res.redirect(303, target.location);
  };
}
