import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Whether the page being rendered is one visitor's (docs/decisions/065).
 *
 * The page cache (document-cache.server.ts) renders each page inside a scope;
 * whatever makes or checks something for one visitor marks it, wherever in the
 * loaders that happens. Today that is everything signed with the site's secret
 * (site-secret.server.ts: a form's one-time token, a signed link's check, a
 * client's key), so a new page that carries a token or reads a signed link is
 * that visitor's alone without its route having to say so: never kept, never
 * handed to a request that arrived at the same moment, `no-store` for every
 * cache in front. Outside a page render (an action, the staff area, the
 * background work) marking does nothing: those are never shared.
 */

interface Scope {
  perVisitor: boolean;
}

const scope = new AsyncLocalStorage<Scope>();

/** Runs `render`, and says afterwards whether anything in it was made for one visitor. */
export function renderScope<T>(render: () => Promise<T>): { rendered: Promise<T>; perVisitor: () => boolean } {
  const state: Scope = { perVisitor: false };
  return { rendered: scope.run(state, render), perVisitor: () => state.perVisitor };
}

/** The page being rendered holds something made for this visitor (a token, a signed link's contents). */
export function markPerVisitor(): void {
  const state = scope.getStore();
  if (state) state.perVisitor = true;
}
