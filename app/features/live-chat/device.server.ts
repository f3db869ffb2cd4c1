import { parse, serialize } from "cookie";
import { randomBytes } from "node:crypto";
import { CHAT_PATH } from "~/lib/live-chat-wire";
import { clientKey } from "~/server/client-key.server";
import { sign } from "~/server/site-secret.server";

/**
 * Who someone is in the live chat, without an account (issue 45, docs/decisions/076): a random code of
 * their device, which the chat's own cookie carries (HttpOnly, Path=/live-chat: never sent with a page,
 * so every page stays the same for everyone and a CDN may keep it; never readable by a script), and their
 * network as a signed key of its address (clientKey: the address itself is never kept). The chat stores
 * only keys signed from them with the site's secret, so its database cannot be turned back into either.
 */

const COOKIE = { http: "chat-device", https: "__Secure-chat-device" } as const;
const SHAPE = /^[A-Za-z0-9_-]{22}$/;
/** A year: the cookie names the device to the chat, nothing else (the privacy page says so). */
const COOKIE_SECONDS = 365 * 24 * 60 * 60;

function cookieName(https: boolean): string {
  return COOKIE[https ? "https" : "http"];
}

/** The device's code from the chat's cookie, when it carries one of the right shape. */
export function deviceCode(cookieHeader: string | null | undefined, https: boolean): string | null {
  const value = cookieHeader ? parse(cookieHeader)[cookieName(https)] : undefined;
  return value && SHAPE.test(value) ? value : null;
}

/** A new device code and the Set-Cookie that gives it to the browser (on a stream's no-store answer). */
export function newDevice(https: boolean): { code: string; setCookie: string } {
  const code = randomBytes(16).toString("base64url");
  const setCookie = serialize(cookieName(https), code, {
    path: CHAT_PATH,
    httpOnly: true,
    sameSite: "strict",
    secure: https,
    maxAge: COOKIE_SECONDS,
  });
  return { code, setCookie };
}

/** The key the chat keeps for a device (mutes, limits, a person's own conversations). */
export function deviceKey(code: string): string {
  return sign("live-chat-device", code).slice(0, 22);
}

/** The key the chat keeps for a network: the address signed, never the address. */
export function networkKey(address: string | undefined): string {
  return clientKey(address);
}

/** What attendance counts once per service: a key of its own, so its table joins with nothing else. */
export function attendeeKey(chat: string, who: string): string {
  return sign("live-chat-attendee", `${chat}\n${who}`).slice(0, 22);
}
