import type { Language } from "~/i18n/languages";
import { localizedPath } from "~/i18n/paths";
import { saidYes } from "~/lib/prayer-rules";
import { signedLink, signedLinkId } from "~/server/signed-link.server";
import type { PrayerFormWith } from "./prayer-forms";
import type { PrayerRequest } from "./prayer-store.server";

/**
 * The requester's link that takes their request off the prayer wall
 * (app/server/signed-link.server.ts, purpose "prayer-wall"): it carries the
 * submission's id and the site's signature, so whoever holds the e-mail can
 * remove that one request without an account, and nothing else.
 */
export const WALL_LINK_PURPOSE = "prayer-wall";
export const REMOVE_PATH = "/prayer-wall/remove";
const PARAM = "request";

/** The link, on the page in the requester's language. */
export function wallRemovalLink(
  origin: string,
  submissionId: string,
  language: Language,
  siteLanguage: Language,
): string {
  return signedLink(origin, localizedPath(REMOVE_PATH, language, siteLanguage), WALL_LINK_PURPOSE, submissionId, {
    param: PARAM,
  });
}

/** The submission id a removal link carries, when the signature is the site's; else null. */
export function wallRemovalId(query: URLSearchParams, now: number): string | null {
  return signedLinkId(query, WALL_LINK_PURPOSE, now, { param: PARAM });
}

/** The requester agreed to be on the wall (the form has a wall and its consent field says yes). */
export function wantsWall(request: PrayerRequest, form: PrayerFormWith): boolean {
  const wall = form.prayer.wall;
  return wall !== undefined && saidYes(request.answers[wall.consentField]);
}
