import type { RequestHandler } from "express";
import express from "express";
import { existsSync } from "node:fs";
import path from "node:path";

/**
 * Vite's hashed assets, sent as the brotli or gzip file that
 * scripts/precompress.mjs wrote at build time when the browser accepts it
 * (no compression work per request), cached for a year as immutable.
 */
const ENCODINGS = [
  { token: "br", extension: ".br" },
  { token: "gzip", extension: ".gz" },
] as const;

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json",
};

export function hashedAssets(assetsDir: string, cache: { maxAge: string; immutable: boolean }): RequestHandler[] {
  const precompressed: RequestHandler = (req, res, next) => {
    const type = TYPES[path.extname(req.path)];
    if (!type || (req.method !== "GET" && req.method !== "HEAD")) return next();
    const accepted = String(req.headers["accept-encoding"] ?? "");
    const file = path.join(assetsDir, path.normalize(req.path));
    if (!file.startsWith(assetsDir + path.sep)) return next();
    for (const { token, extension } of ENCODINGS) {
      if (!new RegExp(`\\b${token}\\b`).test(accepted) || !existsSync(file + extension)) continue;
      res.setHeader("Content-Encoding", token);
      res.setHeader("Content-Type", type);
      res.setHeader("Vary", "Accept-Encoding");
      return res.sendFile(file + extension, { maxAge: cache.maxAge, immutable: cache.immutable });
    }
    next();
  };
  return [precompressed, express.static(assetsDir, { ...cache, fallthrough: false })];
}
