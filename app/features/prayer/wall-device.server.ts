import { randomUUID } from "node:crypto";
import { parse, serialize } from "cookie";
import type { ChurchContent } from "~/content/model";
import { siteLanguages } from "~/i18n/content-language";
import { localizedPath } from "~/i18n/paths";
import { clientKey } from "~/server/client-key.server";
import { createRateLimiter } from "~/server/rate-limit.server";

/**
 * "I prayed" needs no account (issue 35): a device is a random id in a
 * cookie, set on its first prayer, sent only to the wall's own addresses (so
 * every other page stays the same for everyone), a year long. The database
 * keeps its signature only (wall.server.ts deviceHash). Each address may pray
 * PRAYERS_PER_MINUTE times a minute, which a person never reaches.
 */
const COOKIE = "prayer-device";
const YEAR_SECONDS = 365 * 24 * 60 * 60;
export const WALL_PATH = "/prayer-wall";
export const PRAYERS_PER_MINUTE = 20;
const limiter = createRateLimiter(PRAYERS_PER_MINUTE);

export function mayPray(clientAddress: string | undefined, now: number) {
  return limiter.take(clientKey(clientAddress), now);
}

/** The device's id from its cookie, or a new one with the Set-Cookie headers that keep it (one per language's wall). */
export function wallDevice(request: Request, content: ChurchContent): { id: string; setCookies: string[] } {
  const header = request.headers.get("cookie");
  const existing = header ? parse(header)[COOKIE] : undefined;
  if (existing && /^[\w-]{16,64}$/.test(existing)) return { id: existing, setCookies: [] };
  const id = randomUUID();
  const secure = new URL(request.url).protocol === "https:";
  const languages = siteLanguages(content);
  const setCookies = languages.all.map((language) =>
    serialize(COOKIE, id, {
      path: localizedPath(WALL_PATH, language, languages.default),
      httpOnly: true,
      sameSite: "lax",
      secure,
      maxAge: YEAR_SECONDS,
    }),
  );
  return { id, setCookies };
}
