import express, { type RequestHandler } from "express";
import { describeError, log } from "~/server/logger.server";
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
  const event = verifiedEvent(rawBody, signature);
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
