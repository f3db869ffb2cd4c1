import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import { log } from "./logger.server";

/**
 * One structured line per request. The path is logged without its query
 * string, which may carry what a visitor typed.
 */
export function requestLog(): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    res.locals.requestId = requestId;
    res.on("finish", () => {
      const status = res.statusCode;
      log(status >= 500 ? "error" : "info", "request", {
        requestId,
        method: req.method,
        path: req.path,
        status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        bytes: Number(res.getHeader("content-length")) || undefined,
        ...(res.locals.renderError ? { error: res.locals.renderError } : {}),
      });
    });
    next();
  };
}
