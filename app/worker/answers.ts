import {
  asSavedCopy,
  keep,
  keepOfflinePages,
  keptCopy,
  MAX_ASSETS,
  MAX_PAGES,
  offlinePagesStale,
  type WorkerDeps,
} from "./copies";
import { isPage, languageOf, mayKeep, type RequestKind } from "./rules";

/**
 * How the worker answers (docs/decisions/070): the network first, always.
 * Online, every page and file comes from the network as it would without the
 * worker (through the browser's own cache and the site's cache rules); the
 * copies are only for when the network fails.
 */

export interface Answering {
  request: Request;
  kind: Exclude<RequestKind, "ignore">;
  /** The navigation's answer the browser fetched while the worker started (navigation preload), if any. */
  preloaded?: Promise<Response | undefined>;
  /** Work that may finish after the answer (keeping a copy): the event's waitUntil. */
  later: (work: Promise<unknown>) => void;
}

export async function answer({ request, kind, preloaded, later }: Answering, deps: WorkerDeps): Promise<Response> {
  let response: Response;
  try {
    response = (await preloaded) ?? (await deps.fetch(request));
  } catch {
    return offline(request.url, kind, deps);
  }
  if (kind === "kept-page" && mayKeep(response) && isPage(response)) {
    later(keep("pages", request.url, response.clone(), deps, MAX_PAGES).catch(() => undefined));
  }
  if (kind === "asset" && mayKeep(response)) {
    later(keep("assets", request.url, response.clone(), deps, MAX_ASSETS).catch(() => undefined));
  }
  // Online again: this week's offline page is fetched anew once it is some hours old.
  if (kind !== "asset" && response.ok) {
    later(
      offlinePagesStale(deps)
        .then((stale) => (stale ? keepOfflinePages(deps) : undefined))
        .catch(() => undefined),
    );
  }
  return response;
}

/** The network failed: the person's copy of a kept page, else (a page) the offline page in the page's language. */
async function offline(url: string, kind: Answering["kind"], deps: WorkerDeps): Promise<Response> {
  if (kind === "asset") return (await keptCopy("assets", url, deps)) ?? Response.error();
  const copy = kind === "kept-page" ? await keptCopy("pages", url, deps) : undefined;
  if (copy) return asSavedCopy(copy, url, deps);
  const language = languageOf(new URL(url).pathname, deps.config);
  const page = await keptCopy("offline", language.offline, deps);
  return page ? asSavedCopy(page, url, deps) : Response.error();
}
