import type { ErrorRequestHandler } from "express";
import { describeError, log } from "./logger.server";

/**
 * The server's last handler: an error no route answered. It is logged (never
 * echoed) and answered with a plain, fixed message.
 *
 * A visitor who leaves before the answer (closes the tab, follows another
 * link) is no error: React Router aborts the request's work and throws
 * "Request aborted" when the connection closes. Nothing went wrong and nobody
 * is left to answer, so it is logged at info level, and an operator's error
 * log holds only what needs looking at.
 */
export const answerUnhandledError: ErrorRequestHandler = (error, _req, res, next) => {
  if (res.destroyed) {
    log("info", "the visitor left before the answer", { requestId: res.locals.requestId, error: describeError(error) });
    return;
  }
  const status = typeof error?.status === "number" && error.status >= 400 && error.status < 600 ? error.status : 500;
  if (status >= 500) log("error", "unhandled error", { requestId: res.locals.requestId, error: describeError(error) });
  if (res.headersSent) return next(error);
  // Never echo the error or the request back: a plain, fixed message.
  res.setHeader("Cache-Control", "no-store");
  res
    .status(status)
    .type("text/plain")
    .send(status === 404 ? "Not found" : status >= 500 ? "Something went wrong. Please try again." : "Request refused");
};
