import { DATE_PLACEHOLDER, type WorkerConfig } from "~/lib/worker-config";
import { languageOf } from "./rules";

/**
 * The worker's caches (docs/decisions/070): the person's last copies of the
 * public pages they read, the pictures and files those need, and the offline
 * page in each language. Every cache's name carries the release, so a new
 * release's worker deletes the old ones when it takes over.
 */

/** What the worker's logic needs of its global scope; a test passes its own. */
export interface WorkerDeps {
  caches: CacheStorage;
  fetch: (request: Request | string) => Promise<Response>;
  now: () => number;
  config: WorkerConfig;
}

/** SPEC-free choices of issue 44: "the last 30" pages read; the files of about that many pages. */
export const MAX_PAGES = 30;
export const MAX_ASSETS = 150;
/** The offline page is fetched again after this long, when the person is online (this week's times). */
export const OFFLINE_PAGE_MAX_AGE_MS = 6 * 60 * 60 * 1000;
/** When a copy was kept (ms since the epoch), on the stored copy only. */
export const KEPT_AT = "X-Kept-At";

const NAMES = ["pages", "assets", "offline"] as const;
export type CacheKind = (typeof NAMES)[number];

export function cacheName(kind: CacheKind, config: WorkerConfig): string {
  return `${kind}-${config.release}`;
}

/** The caches of earlier releases: deleted when this release's worker takes over. */
export async function deleteOldCaches({ caches, config }: WorkerDeps): Promise<void> {
  const current = new Set(NAMES.map((kind) => cacheName(kind, config)));
  for (const name of await caches.keys()) if (!current.has(name)) await caches.delete(name);
}

/** Stores `response` as the copy of `url`, stamped with the time, and drops the oldest beyond `max`. */
export async function keep(kind: CacheKind, url: string, response: Response, deps: WorkerDeps, max: number) {
  const headers = new Headers(response.headers);
  headers.set(KEPT_AT, String(deps.now()));
  const copy = new Response(await response.arrayBuffer(), { status: response.status, headers });
  const cache = await deps.caches.open(cacheName(kind, deps.config));
  // A copy put again moves to the end of the cache's order: the first keys are the least recently read.
  await cache.put(url, copy);
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(old);
}

export async function keptCopy(kind: CacheKind, url: string, deps: WorkerDeps): Promise<Response | undefined> {
  const cache = await deps.caches.open(cacheName(kind, deps.config));
  return cache.match(url);
}

/** Fetches and keeps each language's offline page and the pictures it shows (install, and later when stale). */
export async function keepOfflinePages(deps: WorkerDeps): Promise<void> {
  await Promise.all(
    deps.config.languages.map(async (language) => {
      const response = await deps.fetch(language.offline);
      if (!response.ok) throw new Error(`${language.offline} answered ${response.status}`);
      const html = await response.clone().text();
      await keep("offline", language.offline, response, deps, deps.config.languages.length);
      const files = [...html.matchAll(/\b(?:src|href)="(\/[^"]+)"/g)]
        .map((match) => match[1]!)
        .filter((path) => deps.config.assetPrefixes.some((prefix) => path.startsWith(prefix)));
      for (const file of new Set(files)) {
        const answer = await deps.fetch(file);
        if (answer.ok) await keep("assets", file, answer, deps, MAX_ASSETS);
      }
    }),
  );
}

/** Whether any language's offline page is missing or older than OFFLINE_PAGE_MAX_AGE_MS. */
export async function offlinePagesStale(deps: WorkerDeps): Promise<boolean> {
  for (const language of deps.config.languages) {
    const copy = await keptCopy("offline", language.offline, deps);
    if (!copy || deps.now() - Number(copy.headers.get(KEPT_AT)) > OFFLINE_PAGE_MAX_AGE_MS) return true;
  }
  return false;
}

/**
 * A kept page as the person reads it offline: the line "Saved copy from <date>", in the page's language and
 * the church's zone, above the page, where the church's own notices go.
 */
export async function asSavedCopy(copy: Response, url: string, deps: WorkerDeps): Promise<Response> {
  const { config } = deps;
  const language = languageOf(new URL(url).pathname, config);
  const date = new Intl.DateTimeFormat(language.tag, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: config.timeZone,
    hourCycle: config.hourCycle,
  }).format(Number(copy.headers.get(KEPT_AT)));
  const line = escapeHtml(language.savedCopy.replace(DATE_PLACEHOLDER, date));
  const note = `<p class="site-alert" data-level="warning" role="note">${line}</p>`;
  const html = (await copy.text()).replace(/<body\b[^>]*>/, (body) => body + note);
  const headers = new Headers(copy.headers);
  for (const name of ["Content-Length", "Content-Encoding", "ETag", KEPT_AT]) headers.delete(name);
  headers.set("Cache-Control", "no-store");
  return new Response(html, { status: 200, headers });
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
