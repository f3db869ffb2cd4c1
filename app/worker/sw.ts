/**
 * The service worker at /sw.js, scope "/" (issue 44, docs/decisions/070): the
 * installed app's offline copies and the church's notifications. The server
 * answers /sw.js with this file, built by Vite (vite.elements.config.ts),
 * after a first line that sets `self.SITE_WORKER` (app/lib/worker-config.ts):
 * a new release, or a change of the church's languages or pages, changes the
 * file, and the browser installs it on the next visit.
 */
import { answer } from "./answers";
import { deleteOldCaches, keepOfflinePages, type WorkerDeps } from "./copies";
import { noticeOf, openNotice } from "./notices";
import { requestKind } from "./rules";
import type { WorkerScope } from "./scope";

const scope = self as unknown as WorkerScope;
const deps: WorkerDeps = {
  caches: scope.caches,
  fetch: (request) => scope.fetch(request),
  now: () => Date.now(),
  config: scope.SITE_WORKER,
};
const origin = scope.location.origin;

scope.addEventListener("install", (event) => {
  // The offline page in every language, before this worker may answer anything.
  event.waitUntil(keepOfflinePages(deps).then(() => scope.skipWaiting()));
});

scope.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      await deleteOldCaches(deps);
      // The page's request starts while the worker wakes up: network first costs no extra wait.
      await scope.registration.navigationPreload?.enable();
      // Pages already open use this release's worker at once (network first: nothing they show changes).
      await scope.clients.claim();
    })(),
  );
});

scope.addEventListener("fetch", (event) => {
  const kind = requestKind(event.request, origin, deps.config);
  if (kind === "ignore") return;
  const work = { request: event.request, kind, later: (promise: Promise<unknown>) => event.waitUntil(promise) };
  event.respondWith(answer(kind === "asset" ? work : { ...work, preloaded: event.preloadResponse }, deps));
});

scope.addEventListener("push", (event) => {
  // A browser that showed a declarative message itself says so here: nothing more to show.
  if (event.notification) return;
  let message: unknown = null;
  try {
    message = event.data?.json() ?? null;
  } catch {
    // Not JSON: the church's name, opening its home page.
  }
  const { title, options } = noticeOf(message, origin, deps.config.church);
  event.waitUntil(scope.registration.showNotification(title, options));
});

scope.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const address = (event.notification.data as { navigate?: string } | null)?.navigate ?? `${origin}/`;
  event.waitUntil(
    openNotice(
      address,
      () => scope.clients.matchAll({ type: "window", includeUncontrolled: true }),
      (url) => scope.clients.openWindow(url),
    ),
  );
});
