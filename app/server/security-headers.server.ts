import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

/**
 * Security headers for every response. The Content-Security-Policy allows
 * only what the site embeds: its own scripts (with a per-request nonce for
 * React Router's inline scripts), Vimeo players and thumbnails, Planning Center
 * event images, and the map embed.
 */

/** Third-party origins the site embeds, by what they are for. */
export const EMBED_SOURCES = {
  videoFrames: ["https://player.vimeo.com", "https://vimeo.com"],
  mapFrames: ["https://www.google.com", "https://maps.google.com"],
  images: [
    "https://i.vimeocdn.com",
    "https://*.planningcenteronline.com",
    "https://*.planningcenterusercontent.com",
    "https://*.churchcenter.com",
  ],
} as const;

export function contentSecurityPolicy(nonce: string, { https }: { https: boolean }): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Inline style attributes only (React's style prop); no inline <style> blocks run.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${EMBED_SOURCES.images.join(" ")}`,
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${[...EMBED_SOURCES.videoFrames, ...EMBED_SOURCES.mapFrames].join(" ")}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/** Sets res.locals.cspNonce and the security headers. `csp: false` in development, where Vite injects inline scripts. */
export function securityHeaders({ csp }: { csp: boolean }): RequestHandler {
  return (req, res, next) => {
    const nonce = createNonce();
    res.locals.cspNonce = nonce;
    if (csp) res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, { https: req.secure }));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}
