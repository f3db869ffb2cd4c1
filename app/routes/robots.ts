import type { Route } from "./+types/robots";
import { PUBLISHED_CACHE, siteOrigin, textDocument, textResponse } from "~/server/text-response.server";

/**
 * Form and API endpoints are for visitors' browsers, not crawlers (issue 9);
 * so are search results: every query is a new address, an endless crawl.
 * (Robots rules match by prefix: "/watch/search?" leaves the bare form open.)
 */
const DISALLOWED = ["/newsletter", "/plan-visit", "/my-visit", "/graphql", "/xsrf", "/watch/search?"];

// /robots.txt: names the sitemap, which must be an absolute URL.
export function loader({ request }: Route.LoaderArgs) {
  const lines = [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${siteOrigin(request)}/sitemap.xml`,
  ];
  return textResponse(request, textDocument(`${lines.join("\n")}\n`), {
    contentType: "text/plain; charset=utf-8",
    cacheControl: PUBLISHED_CACHE.robots,
  });
}
