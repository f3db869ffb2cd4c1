import { createHash } from "node:crypto";
import type { RequestHandler } from "express";

/**
 * Security headers. The Content-Security-Policy allows only what the site
 * embeds: its own scripts, the inline scripts the code declares, by their
 * SHA-256 hashes (those found in the document are named when it is rendered
 * and kept with it, so a cached page is the same for every visitor;
 * docs/decisions/016), Vimeo thumbnails, Planning Center event images, and
 * frames from exactly the origins the church's content embeds
 * (frame-sources.server.ts: its live player's platform, Vimeo, the map).
 */

/** Third-party origins the site embeds, by what they are for. */
export const EMBED_SOURCES = {
  images: [
    "https://i.vimeocdn.com",
    "https://*.planningcenteronline.com",
    "https://*.planningcenterusercontent.com",
    "https://*.churchcenter.com",
  ],
} as const;

/**
 * `scriptHashes` are CSP source expressions ('sha256-…') of the document's inline scripts;
 * `frameSources` the origins its content frames (none: no frame at all);
 * `formTargets` the other origins its forms may lead to (a post answered
 * with a redirect there: Stripe's hosted Checkout, issue 30).
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  {
    https,
    frameSources = [],
    formTargets = [],
  }: { https: boolean; frameSources?: readonly string[]; formTargets?: readonly string[] },
): string {
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    // Inline style attributes only (React's style prop); no inline <style> blocks run.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${EMBED_SOURCES.images.join(" ")}`,
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${frameSources.length > 0 ? frameSources.join(" ") : "'none'"}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...formTargets].join(" "),
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const TYPE_ATTRIBUTE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
// JSON data blocks (JSON-LD) never run; every other inline script is hashed, the speculation rules
// (components/layout/speculation-rules.tsx) too: the browser checks them against script-src.
const DATA_TYPE = /json$/i;

/** The CSP source expression of an inline script's text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The CSP hashes of a rendered document's inline scripts that are among the
 * `declared` ones (the hashes of the texts the code itself writes): a script
 * that reached the page any other way (text a visitor or an upstream slipped
 * into it) is left out, so the browser refuses to run it (issue 25); it is
 * counted in `undeclared`. The document is React's own serialisation (a
 * script's text can never contain `</script>`), so finding each script
 * element by its tags is exact; scripts with a `src` are allowed by 'self'
 * and need no hash.
 */
export function inlineScriptHashes(
  html: string,
  declared: ReadonlySet<string>,
): { hashes: string[]; undeclared: number } {
  const hashes = new Set<string>();
  let undeclared = 0;
  for (const [, attributes = "", text = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const typeMatch = TYPE_ATTRIBUTE.exec(attributes);
    const type = (typeMatch?.[1] ?? typeMatch?.[2] ?? typeMatch?.[3] ?? "").trim();
    if (DATA_TYPE.test(type)) continue;
    const hash = scriptHash(text);
    if (declared.has(hash)) hashes.add(hash);
    else undeclared += 1;
  }
  return { hashes: [...hashes], undeclared };
}

const NOSNIFF: [string, string] = ["X-Content-Type-Options", "nosniff"];

/** The headers every answer carries, built once. */
const COMMON_HEADERS: [string, string][] = [
  NOSNIFF,
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["X-Frame-Options", "DENY"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()"],
];
export const HSTS = "max-age=31536000; includeSubDomains";
const BY_TRANSPORT = {
  http: COMMON_HEADERS,
  https: [...COMMON_HEADERS, ["Strict-Transport-Security", HSTS]] as [string, string][],
};

/** The headers besides the CSP, for an answer built ahead of time (a cached page). */
export function securityHeaderList(https: boolean): readonly [string, string][] {
  return https ? BY_TRANSPORT.https : BY_TRANSPORT.http;
}
/** For answers that are not documents (assets, JSON, plain text): no inline script at all. */
const DEFAULT_CSP = {
  http: contentSecurityPolicy([], { https: false }),
  https: contentSecurityPolicy([], { https: true }),
};

/**
 * What Vite's hashed scripts and stylesheets carry: they are never documents,
 * so the document-only headers (CSP, framing, opener, permissions, referrer)
 * would be about 700 bytes of every answer for nothing; nosniff keeps a
 * script from being read as anything else, and HSTS goes with every HTTPS answer.
 */
const ASSET_HEADERS = {
  http: [NOSNIFF],
  https: [NOSNIFF, ["Strict-Transport-Security", HSTS]] as [string, string][],
};
const HASHED_ASSET = /^\/assets\/[^/]+\.(?:js|css)$/;

/**
 * Sets the security headers. `csp: false` in development, where Vite injects
 * inline scripts. Documents replace the default policy with their own
 * (entry.server.tsx; the document cache).
 */
export function securityHeaders({ csp }: { csp: boolean }): RequestHandler {
  return (req, res, next) => {
    if (HASHED_ASSET.test(req.path)) {
      for (const [name, value] of req.secure ? ASSET_HEADERS.https : ASSET_HEADERS.http) res.setHeader(name, value);
      next();
      return;
    }
    for (const [name, value] of securityHeaderList(req.secure)) res.setHeader(name, value);
    if (csp) res.setHeader("Content-Security-Policy", req.secure ? DEFAULT_CSP.https : DEFAULT_CSP.http);
    next();
  };
}

/**
 * An area for one signed-in person at a time (the staff's /admin): never kept
 * by any cache (the page cache, a CDN, the browser's back-forward store),
 * never indexed, no address of it (a sign-in link's token) sent to another
 * site as a Referer, and out of reach of any window another site opened
 * (COOP). (Not `no-referrer`: with it, browsers send `Origin: null` on the
 * area's own form posts, which the write protection must refuse.)
 */
export function privateAreaHeaders(): RequestHandler {
  return (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    res.setHeader("Referrer-Policy", "same-origin");
    // Public pages go without it (docs/decisions/032): on a phone it costs each arrival a fresh
    // renderer process, for pages that hold nothing of anyone's.
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    // React Router appends its answer's headers; a route's own Cache-Control (no-store on
    // every post, entry.server.tsx) would add a second copy of the one set here.
    const append = res.append.bind(res);
    res.append = (field, value) => (field.toLowerCase() === "cache-control" ? res : append(field, value));
    next();
  };
}
