import { data } from "react-router";
import { getEnv, type UpstreamName } from "./env.server";

/**
 * A service that is off (no credentials, and not the demo church: issue 17)
 * has no pages: its routes answer 404 as if they did not exist, and the menu,
 * feeds and sitemap leave them out (app/content/site.ts).
 */
export function requireUpstream(name: UpstreamName): void {
  if (getEnv().modes[name] === "off") throw data(null, { status: 404 });
}
