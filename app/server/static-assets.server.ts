import type { RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";

/**
 * Vite's hashed assets, sent as the brotli or gzip file that
 * scripts/precompress.mjs wrote at build time when the browser accepts it
 * (no compression work per request), cached for a year as immutable. The
 * library finds the compressed files once at start-up and serves every file
 * relative to `assetsDir`, so the build works from any directory, dot
 * segments and spaces included; a missing asset is a 404, not a page.
 */
export function hashedAssets(assetsDir: string, cache: { maxAge: string; immutable: boolean }): RequestHandler {
  return expressStaticGzip(assetsDir, {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    index: false,
    // Immutable for a year under a name that changes with the content: nothing
    // ever revalidates, so no ETag or Last-Modified either.
    serveStatic: { ...cache, index: false, fallthrough: false, etag: false, lastModified: false },
  });
}
