/**
 * The browser's scripts: one bundle of app/elements/ per kind of page
 * (docs/decisions/024-no-react-in-the-browser.md), shared by the build
 * (vite.elements.config.ts) and the server that links them
 * (app/server/element-bundles.server.ts).
 *
 * `public` serves every public page. The staff area's /admin pages have an
 * entry of their own beside it (`admin`: the passkey elements, issue 18), so
 * public pages never load its code. The event sign-up page loads `signUp`
 * instead of `public`: the shell's elements and its own (issue 38,
 * docs/decisions/061), so `public` does not grow for one page's element.
 * The live page loads `live` (the shell, its stage and the chat's launcher);
 * `liveChat`, the chat itself, is no page's script: the launcher imports it
 * only while the chat is open (issue 45, docs/decisions/077).
 */
export const ELEMENT_ENTRIES = {
  public: "app/elements/index.ts",
  admin: "app/elements/admin.ts",
  signUp: "app/elements/sign-up.ts",
  live: "app/elements/live.ts",
  liveChat: "app/elements/live-chat/index.ts",
  // /app and a sign-up's confirmation page (issue 44): the notifications' element, which registers the worker.
  app: "app/elements/app.ts",
} as const;

export type ElementEntry = keyof typeof ELEMENT_ENTRIES;

/**
 * The service worker (issue 44, docs/decisions/070): built beside the bundles as a classic script, listed in
 * the same manifest; the server answers /sw.js with it (app/server/service-worker.server.ts).
 */
export const WORKER_ENTRY = "app/worker/sw.ts";

/** The build's manifest of those bundles: inside build/client, in a dot-folder no static handler serves. */
export const ELEMENT_MANIFEST = ".vite/elements-manifest.json";
