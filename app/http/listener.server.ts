/**
 * What Node's HTTP server runs before the Express app: the listener that answers a page the page cache rendered
 * this minute without entering Express (docs/decisions/016), and the limits on how long a request may take to
 * arrive (issue 38). server.ts builds its HTTP server from both.
 */
import type { Express } from "express";
import type { RequestListener } from "node:http";
import type { TLSSocket } from "node:tls";
import { takeNoticeOpen } from "~/features/push/opens.server";
import { getContent } from "~/server/content.server";
import type { documentCache } from "~/server/document-cache.server";
import { choosesLanguage } from "~/server/language-choice.server";
import { refuseMisshapenRequest } from "~/server/request-shape.server";

type AnswerRaw = ReturnType<typeof documentCache>["answerRaw"];

/**
 * The HTTP server's listener: a page rendered this minute is answered before
 * Express (docs/decisions/016), everything else goes to the app. The protocol
 * is the one Express computes: X-Forwarded-Proto only from a trusted proxy.
 */
export function listener(app: Express): RequestListener {
  const answerCachedPage = app.locals.answerCachedPage as AnswerRaw | undefined;
  if (!answerCachedPage) return app;
  // The page cache keys on the address as sent: one spelling per page, checked before it looks.
  const remembered = choosesLanguage(getContent);
  const trusted = app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
  return (req, res) => {
    if (refuseMisshapenRequest(req, res)) return;
    takeNoticeOpen(req);
    let protocol = (req.socket as TLSSocket).encrypted ? "https" : "http";
    const forwarded = req.headers["x-forwarded-proto"];
    if (typeof forwarded === "string" && trusted(req.socket.remoteAddress, 0)) {
      protocol = forwarded.split(",", 1)[0]?.trim() || protocol;
    }
    // A remembered language takes the bare home page elsewhere: never answered from the cache (docs/decisions/040).
    if (remembered(req) || !answerCachedPage(req, res, protocol)) app(req, res);
  };
}

/**
 * How long a request may take to arrive (issue 38): headers and body within `seconds` (REQUEST_BODY_SECONDS,
 * 30 by default), else Node answers 408 and closes the connection, whichever route it was for. Node checks
 * its connections every 30 s by default, which would let a trickle live up to twice the limit: each second.
 */
export function requestLimits(seconds: number) {
  const requestTimeout = seconds * 1000;
  return {
    requestTimeout,
    // Node refuses a headers limit longer than the whole request's; its own default is 60 s.
    headersTimeout: Math.min(60_000, requestTimeout),
    connectionsCheckingInterval: 1000,
  };
}
