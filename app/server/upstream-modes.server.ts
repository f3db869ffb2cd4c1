import { data } from "react-router";
import type { ChurchContent } from "~/content/model";
import { isServedPath } from "~/content/site";
import { getEnv, type UpstreamName } from "./env.server";

/**
 * A service that is off (no credentials, and not the demo church: issue 17)
 * has no pages: its routes answer 404 as if they did not exist, and the menu,
 * feeds and sitemap leave them out (app/content/site.ts).
 */
export function requireUpstream(name: UpstreamName): void {
  if (getEnv().modes[name] === "off") throw data(null, { status: 404 });
}

/** A site page that exists only on some sites (/events: with Planning Center or events of the church's own) answers 404 elsewhere. */
export function requireServedPath(content: ChurchContent, path: string): void {
  if (!isServedPath(content, getEnv().modes, path)) throw data(null, { status: 404 });
}
