import { setBounded } from "~/lib/bounded-map";
import { createRateLimiter } from "~/server/rate-limit.server";

/**
 * How much one device and one network may send to the chat (issue 45), with the site's rate limiter, in
 * memory (one process serves the site). The write guard's per-address limit does not count the chat's
 * posts (protected-paths.server.ts): a congregation on one Wi-Fi chats more than it fills in forms, so the
 * chat holds each device to a conversation's pace and each network to a room's.
 */

/** A person typing fast sends a few lines in a row; a script sending 100 a second is refused after these. */
export const DEVICE_SENDS = { perWindow: 5, windowMs: 10_000 };
/** A whole network (a church's Wi-Fi, a household) in a minute. */
export const NETWORK_SENDS = { perWindow: 120, windowMs: 60_000 };

const perDevice = createRateLimiter(DEVICE_SENDS.perWindow, { windowMs: DEVICE_SENDS.windowMs });
const perNetwork = createRateLimiter(NETWORK_SENDS.perWindow, { windowMs: NETWORK_SENDS.windowMs });
const lastSent = new Map<string, number>();
const MOST_REMEMBERED = 50_000;

/** Counts one send; says in how many seconds it may come again when it is over a limit. */
export function takeSend(
  device: string,
  network: string,
  now: number,
): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
  const byDevice = perDevice.take(device, now);
  if (!byDevice.allowed) return byDevice;
  return perNetwork.take(network, now);
}

/** Slow mode: a message to everyone at most once every `seconds` per device; the wait left, else 0. */
export function slowModeWait(device: string, seconds: number, now: number): number {
  const last = lastSent.get(device);
  if (seconds <= 0 || last === undefined) return 0;
  return Math.max(0, Math.ceil((last + seconds * 1000 - now) / 1000));
}

export function rememberSent(device: string, now: number): void {
  setBounded(lastSent, device, now, MOST_REMEMBERED);
}
