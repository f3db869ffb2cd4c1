import { randomBytes } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { log } from "./logger.server";

/**
 * One structured line per request. The path is logged without its query
 * string, which may carry what a visitor typed. The request id is this
 * process's random prefix and a counter: unique across restarts, and cheap on
 * the hot path (no random bytes per request).
 */
const PROCESS_ID = randomBytes(6).toString("base64url");
let counter = 0;

export function nextRequestId(): string {
  return `${PROCESS_ID}-${(counter += 1).toString(36)}`;
}

/** The request's line, once the answer is written. */
function logRequest(req: Request, res: Response, requestId: string, started: number): void {
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
}

export function requestLog(): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const requestId = nextRequestId();
    res.locals.requestId = requestId;
    res.on("finish", () => logRequest(req, res, requestId, started));
    next();
  };
}
