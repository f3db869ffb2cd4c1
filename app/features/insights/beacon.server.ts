import express, { Router, type ErrorRequestHandler, type RequestHandler } from "express";
import { arrivalOf, BEACON_PATH, campaignOf, countablePath, deviceOfWidth } from "~/lib/visit-traits";
import { getContent } from "~/server/content.server";
import { requestNow } from "~/server/clock.server";
import { createRateLimiter } from "~/server/rate-limit.server";
import { requestOrigin } from "~/server/request-origin.server";
import { leftUncounted } from "./audience.server";
import { countPlay, countView } from "./counter.server";
import { wasServed } from "./served-pages.server";

/**
 * The beacon's end (issue 47): each public page's few bytes of script
 * (components/layout/visit-beacon.tsx) post here once the page is shown, and
 * once when its player starts. The server counts it as a view unless it had
 * counted that very view as it answered the page (counter.server.ts's claim):
 * so a page a CDN served, which the server never saw, is counted by its beacon,
 * and a page the server answered is counted once. Answered 204 whatever
 * happens: a page learns nothing from it. What it may carry: the page's path,
 * a utm_source, the referrer's host, the viewport's width; no identifier.
 */

export { BEACON_PATH };
/** A visitor opens far fewer pages a minute; more from one address is a script inflating the counts. */
export const BEACONS_PER_MINUTE = 120;
const beacons = createRateLimiter(BEACONS_PER_MINUTE);

interface Beacon {
  /** "v" a view, "p" a play of the page's player. */
  k?: unknown;
  p?: unknown;
  u?: unknown;
  r?: unknown;
  w?: unknown;
}

export function visitBeacon(): Router {
  const beacon = Router();
  beacon.post("/", express.text({ type: () => true, limit: 1024 }), count, unread);
  // Only posted: anything else is told so (405), not sent on to the pages as a missing one.
  beacon.all("/", (_req, res) => void res.set("Allow", "POST").status(405).end());
  return beacon;
}

const count: RequestHandler = (req, res) => {
  res.setHeader("Cache-Control", "no-store");
  res.status(204).end();
  // Another site cannot count its visitors here: a browser names the page's origin on every beacon.
  if (requestOrigin(req) !== "same-origin") return;
  const beacon = parse(req.body);
  const path = countablePath(beacon?.p);
  if (!beacon || !path || !wasServed(path)) return;
  const settings = getContent().church.insights;
  if (!settings.count || leftUncounted(req.headers, settings)) return;
  const address = req.ip ?? "";
  const now = requestNow(req);
  if (!beacons.take(address, now).allowed) return;
  const userAgent = req.get("user-agent") ?? "";
  if (beacon.k === "p") return countPlay({ now, address, userAgent, path });
  if (beacon.k !== "v") return;
  countView({
    now,
    address,
    userAgent,
    path,
    arrival: arrivalOf(typeof beacon.r === "string" ? beacon.r : null, req.get("host")),
    campaign: campaignOf(beacon.u),
    device: deviceOfWidth(beacon.w),
    by: "beacon",
  });
};

/** A body too large or unreadable: answered as any other, counted not at all. */
const unread: ErrorRequestHandler = (_error, _req, res, _next) => void res.status(204).end();

function parse(body: unknown): Beacon | null {
  if (typeof body !== "string") return null;
  try {
    const value: unknown = JSON.parse(body);
    return value && typeof value === "object" ? (value as Beacon) : null;
  } catch {
    return null;
  }
}
