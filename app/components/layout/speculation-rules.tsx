/**
 * Moving between pages is a full page load, answered from the rendered-page
 * cache (docs/decisions/024). Speculation Rules let the browser fetch the
 * next page as soon as the visitor shows the intent ("moderate": holding the
 * pointer over a link, or pressing on it), so the page is often in hand when
 * the click lands. Only the site's own pages: never the form endpoints, the
 * staff pages, or the feeds and calendar files (downloads, not pages).
 *
 * An inline script of type "speculationrules": the Content-Security-Policy
 * allows it by its hash, like every inline script the code declares
 * (docs/decisions/016; entry.server.tsx).
 */
const RULES = {
  prefetch: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          {
            not: {
              href_matches: [
                "/admin",
                "/admin/*",
                "/newsletter",
                "/plan-visit",
                "/xsrf",
                "/graphql",
                "/healthz",
                "/*.xml",
                "/*.ics",
                "/*.txt",
              ],
            },
          },
          { not: { selector_matches: "[download], [rel~=nofollow], [target=_blank]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
};

/** The script's text, for the page and for the Content-Security-Policy's list of declared scripts. */
export const SPECULATION_RULES_SCRIPT = JSON.stringify(RULES);

export function SpeculationRules() {
  return <script type="speculationrules" dangerouslySetInnerHTML={{ __html: SPECULATION_RULES_SCRIPT }} />;
}
