import { setBounded } from "~/lib/bounded-map";
import { arrivalOf, campaignOfUrl, countablePath, deviceOfHeaders, isAhead, referrerHostOf } from "~/lib/visit-traits";
import { getContent } from "~/server/content.server";
import { requestNow } from "~/server/clock.server";
import type { PageAnswerListener } from "~/server/page-answers.server";
import { clientAddressOf, leftUncounted, type TrustProxy } from "./audience.server";
import { countView } from "./counter.server";

/**
 * The pages the server answers, counted as it answers them (issue 47): every
 * page the page cache writes (a kept copy, a fresh render, a 304 to a browser
 * checking its copy) with status 200 as HTML, to a GET. Not counted: what
 * audience.server.ts leaves out, and a page fetched ahead of the visitor
 * (a prefetch or a prerender: its beacon counts it once it is shown).
 * Device here is a guess from the request's headers (visit-traits.ts).
 */

/** Paths the server answered as a page since it started: a beacon counts only those (issue 47: no made-up page). */
const servedPages = new Map<string, true>();
const MAX_SERVED_PAGES = 20_000;

export function wasServed(path: string): boolean {
  return servedPages.has(path);
}

export function countServedPages(trust: TrustProxy): PageAnswerListener {
  return (req, status, contentType) => {
    if (req.method !== "GET" || status !== 200 || !contentType.startsWith("text/html")) return;
    const url = req.url ?? "/";
    const queryAt = url.indexOf("?");
    const path = countablePath(queryAt === -1 ? url : url.slice(0, queryAt));
    if (!path) return;
    if (!servedPages.has(path)) setBounded(servedPages, path, true, MAX_SERVED_PAGES);
    const settings = getContent().church.insights;
    const { headers } = req;
    if (!settings.count || leftUncounted(headers, settings)) return;
    if (isAhead(header(headers["sec-purpose"]), header(headers.purpose))) return;
    countView({
      now: requestNow(req),
      address: clientAddressOf(req, trust),
      userAgent: headers["user-agent"] ?? "",
      path,
      arrival: arrivalOf(referrerHostOf(headers.referer), headers.host),
      campaign: queryAt === -1 ? "" : campaignOfUrl(url),
      device: deviceOfHeaders(header(headers["sec-ch-ua-mobile"]), headers["user-agent"]),
      by: "server",
    });
  };
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
