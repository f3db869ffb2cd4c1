import type { Request } from "express";

/**
 * What the browser says about where the request comes from: `Origin` against
 * this site's own origin (as the proxy in front reports it), else
 * `Sec-Fetch-Site`; "unknown" when neither is sent (not a browser). A browser
 * names the page's origin on every post, which no other site can forge.
 */
export function requestOrigin(req: Request): "same-origin" | "cross-site" | "unknown" {
  const origin = req.get("origin");
  if (origin !== undefined) return origin === `${req.protocol}://${req.host}` ? "same-origin" : "cross-site";
  const site = req.get("sec-fetch-site");
  if (site !== undefined) return site === "same-origin" || site === "none" ? "same-origin" : "cross-site";
  return "unknown";
}
