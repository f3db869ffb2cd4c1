import { timingSafeEqual } from "node:crypto";
import type { Request, RequestHandler } from "express";
import { setBounded } from "~/lib/bounded-map";
import { getEnv } from "./env.server";
import { createRateLimiter } from "./rate-limit.server";

/**
 * The operator's token (ADMIN_TOKEN, at least 32 characters: env.server.ts),
 * sent as `Authorization: Bearer <token>` to /healthz's detail and the
 * operator-only GraphQL fields (issue 25).
 */

/** Wrong tokens one client address may send in a window before every token it sends is refused. */
export const ADMIN_TOKEN_GUESSES = { perWindow: 10, windowMs: 15 * 60_000 } as const;

const BEARER = /^Bearer\s+(.+)$/i;

/** "none": no bearer token sent; "valid": the operator's; "wrong": anything else (or no ADMIN_TOKEN set). */
export function adminTokenIn(req: Pick<Request, "get">): "none" | "valid" | "wrong" {
  const header = req.get("authorization");
  const given = header === undefined ? undefined : BEARER.exec(header)?.[1];
  if (given === undefined) return "none";
  const token = getEnv().ADMIN_TOKEN;
  if (!token) return "wrong";
  const givenBytes = Buffer.from(given);
  const expected = Buffer.from(token);
  return givenBytes.length === expected.length && timingSafeEqual(givenBytes, expected) ? "valid" : "wrong";
}

/**
 * Counts each wrong bearer token a client sends, wherever it sends it; past
 * the budget, every request from that client that carries a bearer token (the
 * right one too, or the limit would tell a guesser when it had won) is
 * refused with 429 until the window is over.
 */
export function limitAdminTokenGuesses(): RequestHandler {
  const wrongGuesses = createRateLimiter(ADMIN_TOKEN_GUESSES.perWindow, { windowMs: ADMIN_TOKEN_GUESSES.windowMs });
  const blockedUntil = new Map<string, number>();
  return (req, res, next) => {
    const verdict = adminTokenIn(req);
    if (verdict === "none") return next();
    const client = req.ip ?? "unknown";
    const now = Date.now();
    const until = blockedUntil.get(client);
    if (until !== undefined && until <= now) blockedUntil.delete(client);
    else if (until !== undefined) return refuse(res, until - now);
    if (verdict === "wrong") {
      const counted = wrongGuesses.take(client, now);
      if (!counted.allowed) {
        setBounded(blockedUntil, client, now + counted.retryAfterSeconds * 1000, 50_000);
        return refuse(res, counted.retryAfterSeconds * 1000);
      }
    }
    next();
  };
}

function refuse(res: Parameters<RequestHandler>[1], waitMs: number): void {
  res.setHeader("Retry-After", String(Math.max(1, Math.ceil(waitMs / 1000))));
  res.setHeader("Cache-Control", "no-store");
  res.status(429).type("text/plain").send("Too many wrong tokens. Please wait and try again.");
}
