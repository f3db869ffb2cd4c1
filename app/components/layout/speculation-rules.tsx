/**
 * Moving between pages is a full page load, answered from the rendered-page
 * cache (docs/decisions/024). Speculation Rules let the browser get the next
 * page ready as soon as the visitor shows the intent, so it is on screen the
 * moment the tap lands (issue 39, docs/decisions/059-instant-pages.md):
 *
 * - the site's reading pages are PRERENDERED, with "moderate" eagerness: from
 *   the pointer resting on a link (about 200 ms) or pressing on it (a finger's
 *   touch, before the tap ends). Not "eager": a prerender is a whole page drawn
 *   in the background, and every link of a long menu drawn on sight would cost
 *   a cheap phone its memory and battery, and the server a render per link;
 * - pages that hold a form, or that change something, or that are never kept
 *   (`no-store`: the live page's countdown, a visitor's own pages) are only
 *   PREFETCHED on the same intent: their document arrives early, but nothing of
 *   them runs until the visitor opens them;
 * - never the staff pages, the form endpoints, the language switch (it sets
 *   the visitor's choice), the feeds and calendar files (downloads, not pages),
 *   a link that opens elsewhere or downloads.
 *
 * The browser decides the rest: Chromium runs no speculation for a visitor
 * who turned on data saving (Save-Data), battery saver, or "Preload pages"
 * off, and drops a prerender when memory runs short. Every visitor is sent
 * the same page, so a CDN keeps one copy.
 *
 * An inline script of type "speculationrules": the Content-Security-Policy
 * allows it by its hash, like every inline script the code declares
 * (docs/decisions/016; entry.server.tsx).
 */

import { useSite } from "~/hooks/use-site";

/** Paths under either language's prefix: "/give" and "/es/give". */
function bothLanguages(paths: string[]): string[] {
  return paths.flatMap((path) => [path, `/es${path}`]);
}

/** Never fetched ahead: the staff area, endpoints that take a post, the switch that changes state, files. */
const NEVER = [
  "/admin",
  "/admin/*",
  ...bothLanguages(["/newsletter", "/newsletter/*", "/language", "/language/*"]),
  "/xsrf",
  "/graphql",
  "/healthz",
  "/*.xml",
  "/*.ics",
  "/*.txt",
  "/*.pdf",
  "/*.csv",
  "/*.json",
  "/*.webmanifest",
];

/** Fetched ahead but never run before the visitor opens them: forms, a visitor's own pages, no-store pages. */
const PREFETCH_ONLY = [
  "/plan-visit",
  "/my-visit",
  "/my-visit/*",
  "/my-registration",
  "/my-registration/*",
  "/sign-ups/*",
  "/events/*/sign-up",
  "/give",
  "/give/*",
  "/groups/join",
  "/groups/answer",
  "/forms/*",
  "/prayer-wall",
  "/prayer-wall/*",
  "/watch/live",
  "/watch/search",
];

const ELSEWHERE = { not: { selector_matches: "[download], [rel~=nofollow], [target=_blank]" } };

/**
 * The script's text, for the page and for the Content-Security-Policy's list of declared scripts:
 * `formPages`, the church's pages that hold a form (each visitor's own, `no-store`), are only prefetched.
 */
export function speculationRulesScript(formPages: readonly string[]): string {
  const prefetchOnly = bothLanguages([...PREFETCH_ONLY, ...formPages]);
  return JSON.stringify({
    prerender: [
      {
        where: { and: [{ href_matches: "/*" }, { not: { href_matches: [...NEVER, ...prefetchOnly] } }, ELSEWHERE] },
        eagerness: "moderate",
      },
    ],
    prefetch: [{ where: { and: [{ href_matches: prefetchOnly }, ELSEWHERE] }, eagerness: "moderate" }],
  });
}

export function SpeculationRules() {
  const site = useSite();
  return (
    <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRulesScript(site.formPages) }} />
  );
}
