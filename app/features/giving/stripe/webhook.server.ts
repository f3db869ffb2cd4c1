import express, { type RequestHandler } from "express";
import { describeError, log } from "~/server/logger.server";
import { setBounded } from "~/lib/bounded-map";
import { createRateLimiter } from "~/server/rate-limit.server";
import { stripeAvailable } from "./client.server";
import { receiveEvent, verifiedEvent, type EventOutcome } from "./events.server";

/**
 * POST /give/webhook (issue 30): Stripe's events, as Stripe documents the
 * endpoint. The body is read raw (server.ts mounts this before anything
 * parses bodies) because the signature is over its bytes; a bad or missing
 * signature answers 400 and records nothing. A handled event answers 200,
 * a duplicate too; a failure 500, so Stripe tries again.
 */

export const WEBHOOK_PATH = "/give/webhook";
const MAX_BODY = "512kb";

export type WebhookAnswer = { status: 200; outcome: EventOutcome } | { status: 400 | 404 | 500; outcome?: undefined };

export async function receiveWebhook(rawBody: Buffer | string, signature: string | undefined): Promise<WebhookAnswer> {
  if (!stripeAvailable()) return { status: 404 };
  const event = await verifiedEvent(rawBody, signature);
  if (!event) return { status: 400 };
  try {
    return { status: 200, outcome: await receiveEvent(event) };
  } catch (error) {
    // Never the payload: it holds donors' addresses. The id is enough to find it in Stripe's dashboard.
    log("error", "a Stripe event could not be handled; Stripe will send it again", {
      event: event.id,
      type: event.type,
      error: describeError(error),
    });
    return { status: 500 };
  }
}

/** Stripe's own tolerance for a signature's timestamp (its library's default): five minutes. */
const SIGNATURE_TOLERANCE_SECONDS = 300;
/** Badly signed posts one address may send a minute before it is refused unread (Stripe's own never fail). */
export const FAILED_SIGNATURES_PER_MINUTE = 10;
/**
 * Badly signed bodies the site reads a minute, from every address together (issue 43): past this, every post
 * is answered 503 unread for the rest of the minute. Each address's own limit above stops one sender, but a
 * flood from hundreds of addresses (10 bad bodies each) still had each 400 kB body read and hashed. Stripe's own
 * posts never fail; one refused meanwhile is sent again by Stripe, and the hourly reconciliation records any
 * gift whose event is late (docs/operating-giving.md).
 */
export const FAILED_SIGNATURES_SITE_PER_MINUTE = 30;
/**
 * Bodies read and checked at once, from anyone: Stripe sends a handful at a time, and a flood from many
 * addresses past this is answered 503 unread (Stripe would retry; reconciliation fills any gap).
 */
export const WEBHOOKS_AT_ONCE = 8;

/**
 * Whether a Stripe-Signature header is worth reading a body for: Stripe's shape (`t=<seconds>,v1=<64 hex>`)
 * and a timestamp within the tolerance. A string test, no body read and no HMAC: a forged header costs
 * the site nothing (issue 38: 300 badly signed posts at once slowed visitors' pages from 42 ms to 1.5 s).
 */
export function plausibleSignature(header: string | undefined, nowSeconds: number): boolean {
  if (!header || header.length > 1024) return false;
  const timestamp = /(?:^|,)t=(\d{1,12})(?:,|$)/.exec(header)?.[1];
  if (!timestamp || !/(?:^|,)v1=[0-9a-f]{64}(?:,|$)/.test(header)) return false;
  return Math.abs(nowSeconds - Number(timestamp)) <= SIGNATURE_TOLERANCE_SECONDS;
}

/** The answer to a post refused unread, written once: no body parser, no ETag, no compression (issue 43). */
const REFUSED_BODY = JSON.stringify({ received: false });

/**
 * Refusals before the body is read (issues 38 and 43): webhooks off, an implausible signature, an address
 * that sent too many bad ones this minute, everyone's bad ones past the site's minute, or too many bodies
 * being read already. Each is answered at once and the connection closed, so a flood of forged events never
 * reaches the body parser or the signature check. server.ts mounts this first, before the site's own
 * middleware (the request log, headers, compression), which a flood of hundreds of posts had paid for each
 * time: a refusal costs the one thread that answers visitors as little as an answer can. Refusals are
 * counted in one log line a minute rather than a line each.
 */
export function refuseUnreadWebhooks(): RequestHandler {
  const failures = createRateLimiter(FAILED_SIGNATURES_PER_MINUTE);
  const siteFailures = createRateLimiter(FAILED_SIGNATURES_SITE_PER_MINUTE);
  const blockedUntil = new Map<string, number>();
  let siteBlockedUntil = 0;
  let reading = 0;
  let refusedSinceReport = 0;
  let reportedAt = 0;
  const countFailure = (client: string) => {
    const counted = failures.take(client);
    // Bounded like the limiter: a flood of distinct addresses lets the oldest go first.
    if (!counted.allowed) setBounded(blockedUntil, client, Date.now() + counted.retryAfterSeconds * 1000, 50_000);
  };
  return (req, res, next) => {
    const client = req.ip ?? "unknown";
    const now = Date.now();
    const refuse = (status: number, retryAfterMs?: number) => {
      refusedSinceReport += 1;
      if (now - reportedAt >= 60_000) {
        log("warn", "Stripe webhook posts refused unread", { count: refusedSinceReport, lastStatus: status });
        refusedSinceReport = 0;
        reportedAt = now;
      }
      res.writeHead(status, {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Length": String(REFUSED_BODY.length),
        "Cache-Control": "no-store",
        Connection: "close",
        ...(retryAfterMs !== undefined ? { "Retry-After": String(Math.max(1, Math.ceil(retryAfterMs / 1000))) } : {}),
      });
      res.end(REFUSED_BODY);
    };
    if (!stripeAvailable()) return refuse(404);
    if (siteBlockedUntil > now) return refuse(503, siteBlockedUntil - now);
    const blocked = blockedUntil.get(client);
    if (blocked !== undefined && blocked > now) return refuse(429, blocked - now);
    if (blocked !== undefined) blockedUntil.delete(client);
    if (!plausibleSignature(req.get("stripe-signature"), Math.floor(now / 1000))) {
      countFailure(client);
      return refuse(400);
    }
    if (reading >= WEBHOOKS_AT_ONCE) return refuse(503, 5000);
    reading += 1;
    res.on("close", () => (reading -= 1));
    // A body read and found badly signed counts against its address and against the whole site's minute.
    res.on("finish", () => {
      if (res.statusCode !== 400) return;
      countFailure(client);
      const counted = siteFailures.take("site");
      if (!counted.allowed) siteBlockedUntil = Date.now() + counted.retryAfterSeconds * 1000;
    });
    next();
  };
}

/** Reading and handling a post `refuseUnreadWebhooks` let through (server.ts mounts the two, in that order). */
export function stripeWebhook(): RequestHandler[] {
  return [
    express.raw({ type: () => true, limit: MAX_BODY }),
    (req, res, next) => {
      const body: unknown = req.body;
      receiveWebhook(Buffer.isBuffer(body) ? body : "", req.get("stripe-signature"))
        .then((answer) => {
          res.setHeader("Cache-Control", "no-store");
          res
            .status(answer.status)
            .json(answer.status === 200 ? { received: true, outcome: answer.outcome } : { received: false });
        })
        .catch(next);
    },
  ];
}
