import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import { isbot } from "isbot";
import { setBounded } from "~/lib/bounded-map";
import type { InsightsSettings } from "~/content/schema";

/**
 * Who Insights leaves out (issue 47): robots and scripts (isbot's list, which
 * also takes headless browsers, curl and Lighthouse, so the site's own checks
 * and screenshots go uncounted, as does anything without a User-Agent), the
 * operator's tools (a request carrying Authorization: the health check with
 * its token), staff (a browser that opened the staff area signed in carries
 * the staff-browser cookie, staff-marker.server.ts), and, when the church
 * chooses (church.yaml's insights.honourDoNotTrack), a browser that asks not
 * to be tracked (Sec-GPC: 1 or DNT: 1).
 */

/** The staff browser's cookie: a flag, "1", the same for everyone; its name with the https prefix ends the same. */
export const STAFF_BROWSER_COOKIE = "staff-browser";
const STAFF_BROWSER_FLAG = `${STAFF_BROWSER_COOKIE}=1`;

const botVerdicts = new Map<string, boolean>();

/** isbot's verdict, kept for the few thousand User-Agents a site sees (its pattern costs ~15 µs a call). */
function isBotAgent(agent: string): boolean {
  let verdict = botVerdicts.get(agent);
  if (verdict === undefined) {
    verdict = isbot(agent);
    setBounded(botVerdicts, agent, verdict, 5_000);
  }
  return verdict;
}

export function leftUncounted(headers: IncomingHttpHeaders, settings: InsightsSettings): boolean {
  const agent = headers["user-agent"];
  if (!agent || isBotAgent(agent)) return true;
  if (headers.authorization !== undefined) return true;
  if (headers.cookie?.includes(STAFF_BROWSER_FLAG)) return true;
  return settings.honourDoNotTrack && (headers["sec-gpc"] === "1" || headers.dnt === "1");
}

/** Express's `trust proxy fn`: whether the address at `hop` (0: the socket's) may speak for the one before it. */
export type TrustProxy = (address: string | undefined, hop: number) => boolean;

/**
 * The visitor's address as Express's req.ip works it out (proxy-addr's walk: from the socket back along
 * X-Forwarded-For while each hop is trusted), for pages the HTTP server answers before Express sees them.
 */
export function clientAddressOf(req: IncomingMessage, trust: TrustProxy): string {
  const forwarded = req.headers["x-forwarded-for"];
  const chain = [
    req.socket.remoteAddress ?? "",
    ...(typeof forwarded === "string"
      ? forwarded
          .split(",")
          .map((hop) => hop.trim())
          .reverse()
      : []),
  ];
  let hop = 0;
  while (hop < chain.length - 1 && trust(chain[hop], hop)) hop += 1;
  return chain[hop] ?? "";
}
