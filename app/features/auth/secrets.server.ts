import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/**
 * The staff area's secrets, all from node:crypto: session ids and sign-in
 * links are 256 random bits sent once and stored as their SHA-256; a code is
 * ten random digits (sign-in-codes.server.ts says why ten), stored as an HMAC keyed by the browser's own sign-in
 * token, which the database never holds (so a copy of the database gives
 * neither a usable link nor a code worth guessing).
 */

/** 32 random bytes, base64url: a session id, a sign-in link's token, a browser's sign-in token. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What is stored for a token: its SHA-256. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("base64url");
}

export const CODE_DIGITS = 10;

/** CODE_DIGITS random digits, leading zeros kept. */
export function randomCode(): string {
  return String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, "0");
}

/** What is stored for a code: an HMAC of it keyed by the browser's sign-in token. */
export function hashCode(code: string, attemptToken: string): string {
  return createHmac("sha256", attemptToken).update(code, "utf8").digest("base64url");
}

/** Constant-time comparison of two stored hashes. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The shape of a token this module made: anything else is refused before a database read. */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
