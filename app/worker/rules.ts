import type { WorkerConfig, WorkerLanguage } from "~/lib/worker-config";

/**
 * What the service worker does with each request (docs/decisions/070): pure
 * rules, read from the request and the answer alone (a worker cannot see
 * cookies), with the server's allow-list of public pages.
 *
 * - `kept-page`: a public page of the allow-list, asked for by the person
 *   (a navigation, or the prerender of one: no query string): from the network, and its copy kept for
 *   when the network fails.
 * - `page`: any other page of the site's public side (a form, a signed link,
 *   the prayer wall, a search): from the network only; offline, the offline page.
 * - `asset`: a picture, font or script of the site: from the network, a copy
 *   kept for the kept pages.
 * - `ignore`: the worker stays out (the staff area, writes, other sites).
 */
export type RequestKind = "kept-page" | "page" | "asset" | "ignore";

/** The parts of a Request the rules read (a test builds them; Node's Request cannot say "navigate"). */
export type RequestFacts = Pick<Request, "url" | "method" | "mode">;

/** The staff area (issue 18): never in the worker's hands, whatever happens. */
const STAFF_AREA = /^\/admin(?:\/|$)/;

export function requestKind(request: RequestFacts, origin: string, config: WorkerConfig): RequestKind {
  const url = new URL(request.url);
  if (url.origin !== origin || request.method !== "GET" || STAFF_AREA.test(url.pathname)) return "ignore";
  if (request.mode !== "navigate") {
    return config.assetPrefixes.some((prefix) => url.pathname.startsWith(prefix)) ? "asset" : "ignore";
  }
  // A query string may carry a token, a signed link or a search: never kept. A page fetched ahead (Speculation
  // Rules, decision 059) counts as read: on a phone most pages are opened that way, prerendered from the press.
  if (url.search !== "") return "page";
  const path = withoutPrefix(url.pathname, config);
  const kept =
    config.pages.includes(path) ||
    config.pagePrefixes.some((prefix) => path.startsWith(prefix) && /^[^/]+$/.test(path.slice(prefix.length)));
  return kept ? "kept-page" : "page";
}

/** The language a path is in: the one whose prefix it starts with, else the default (the first). */
export function languageOf(pathname: string, config: WorkerConfig): WorkerLanguage {
  return (
    config.languages.find(
      (language) =>
        language.prefix !== "" && (pathname === language.prefix || pathname.startsWith(`${language.prefix}/`)),
    ) ?? config.languages[0]!
  );
}

function withoutPrefix(pathname: string, config: WorkerConfig): string {
  const { prefix } = languageOf(pathname, config);
  const rest = pathname.slice(prefix.length);
  return rest === "" ? "/" : rest;
}

/**
 * Whether an answer may be kept: a whole page or file of this site (no redirect, no error), which the server
 * itself says a shared cache may keep (`public`), and never one it marks private or not to be stored.
 * A page with a token, a signed link or a person's data is `no-store` (decisions 016 and 026).
 */
export function mayKeep(response: Response): boolean {
  if (response.status !== 200 || response.type !== "basic") return false;
  const control = (response.headers.get("Cache-Control") ?? "").toLowerCase();
  return /\bpublic\b/.test(control) && !/\b(?:no-store|private|no-cache)\b/.test(control);
}

/** Whether an answer is a page (the kept pages are; a feed or a file at a page's address is not kept as one). */
export function isPage(response: Response): boolean {
  return /^text\/html\b/.test(response.headers.get("Content-Type") ?? "");
}
