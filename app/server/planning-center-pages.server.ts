import { z } from "zod";
import { getEnv } from "./env.server";
import { fetchJson, UpstreamError } from "./fetch.server";
import { log } from "./logger.server";

/**
 * Planning Center's JSON:API, the part every product shares (Calendar for the
 * events, Groups for the group finder): Basic credentials from the settings, a
 * pinned API version per product, and a list followed page by page to its end.
 * The features' clients (app/features/events, app/features/groups) keep their
 * own zod schemas and mapping; nothing here knows a resource.
 */

export interface PlanningCenterCredentials {
  appId: string;
  secret: string;
  baseUrl: string;
}

/** A runaway guard: 50 pages of 100 is far beyond a church's calendar or groups. */
const MAX_PAGES = 50;

export function planningCenterCredentials(): PlanningCenterCredentials {
  const env = getEnv();
  if (!env.PCO_APP_ID || !env.PCO_SECRET) {
    throw new UpstreamError("planningCenter", 401, "Planning Center credentials are not set");
  }
  return { appId: env.PCO_APP_ID, secret: env.PCO_SECRET, baseUrl: env.PCO_API_URL };
}

/** What every JSON:API page carries for paging. */
export const pagingFields = {
  links: z.object({ next: z.string().nullish() }).optional(),
  meta: z.object({ next: z.object({ offset: z.number().int().nonnegative() }).optional() }).optional(),
};

type Paged = { data: unknown[]; links?: { next?: string | null }; meta?: { next?: { offset: number } } };

/** Every page of a list, from `path` with `query`, parsed with `schema`. */
export async function fetchAllPages<Schema extends z.ZodType<Paged>>(options: {
  path: string;
  query: Record<string, string>;
  schema: Schema;
  apiVersion: string;
  credentials: PlanningCenterCredentials;
}): Promise<z.output<Schema>[]> {
  const { credentials } = options;
  const headers = {
    authorization: `Basic ${Buffer.from(`${credentials.appId}:${credentials.secret}`).toString("base64")}`,
    "x-pco-api-version": options.apiVersion,
  };
  const firstUrl = new URL(options.path, credentials.baseUrl);
  firstUrl.search = new URLSearchParams(options.query).toString();
  const pages: z.output<Schema>[] = [];
  let url: string | undefined = firstUrl.href;
  while (url) {
    if (pages.length >= MAX_PAGES) {
      log("warn", "Planning Center paging stopped at the page limit", { pages: pages.length });
      break;
    }
    const { data } = await fetchJson({ upstream: "planningCenter", url, schema: options.schema, headers });
    pages.push(data);
    url = nextPageUrl(data, firstUrl);
  }
  return pages;
}

/**
 * The next page: `links.next`, else `meta.next.offset` on the first URL. A next
 * link to another origin is refused, so the credentials never leave for it.
 */
function nextPageUrl(page: Paged, firstUrl: URL): string | undefined {
  if (page.data.length === 0) return undefined;
  if (page.links?.next) {
    const next = new URL(page.links.next, firstUrl);
    if (next.origin !== firstUrl.origin) {
      throw new UpstreamError("planningCenter", "shape", "Planning Center paging link points to another origin");
    }
    return next.href;
  }
  if (page.meta?.next) {
    const next = new URL(firstUrl);
    next.searchParams.set("offset", String(page.meta.next.offset));
    return next.href;
  }
  return undefined;
}
