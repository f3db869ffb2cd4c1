import type { APIRequestContext } from "@playwright/test";
import { Readable } from "node:stream";
import { parseSitemap } from "sitemap";

/** The paths /sitemap.xml lists, in every language, as a site map parser reads it. */
export async function siteMapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return (await parseSitemap(Readable.from([xml]))).map((entry) => new URL(entry.url).pathname);
}

/**
 * The pages a scan of the whole site reads: the site map's in every language (`/es/…` too), with one series
 * and one message in each rather than all of them, and in each language the pages `alsoIn(prefix)` names that
 * no site map lists (a form's page, noindex). Each page once, in the site map's order.
 */
export async function pagesOfTheSite(
  request: APIRequestContext,
  alsoIn: (prefix: string) => string[],
): Promise<string[]> {
  const paths = await siteMapPaths(request);
  const prefixes = [...new Set(paths.map((path) => /^\/[a-z]{2}(?=\/)/.exec(path)?.[0] ?? ""))];
  return [
    ...paths.filter((path) => !/^(?:\/[a-z]{2})?\/(series|message)\//.test(path)),
    ...prefixes.flatMap((prefix) => [
      paths.find((path) => path.startsWith(`${prefix}/series/`)),
      paths.find((path) => path.startsWith(`${prefix}/message/`)),
      ...alsoIn(prefix),
    ]),
  ].filter((path, index, all): path is string => path !== undefined && all.indexOf(path) === index);
}
