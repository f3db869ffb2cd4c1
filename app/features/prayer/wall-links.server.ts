import type { ChurchContent } from "~/content/model";
import { defaultLanguage } from "~/i18n/content-language";
import type { Language } from "~/i18n/languages";
import { localizedPath } from "~/i18n/paths";
import { saidYes } from "~/lib/prayer-rules";
import { signedLink, signedLinkId } from "~/server/signed-link.server";
import { prayerForm, type PrayerFormWith } from "./prayer-forms";
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
export function wantsWall(request: Pick<PrayerRequest, "answers">, form: PrayerFormWith): boolean {
  const wall = form.prayer.wall;
  return wall !== undefined && saidYes(request.answers[wall.consentField]);
}

/**
 * For the sender's copy of a form (the forms feature's CopyLink): the removal
 * link when the form has a wall and the requester asked to be on it, so they
 * hold it from the moment they send, before any approval; otherwise none.
 */
export function copyWallLink(content: ChurchContent) {
  return (
    submission: { id: string; formId: string; language: Language; answers: Record<string, unknown> },
    origin: string,
  ): string | undefined => {
    const form = prayerForm(content, submission.formId);
    if (!form || !wantsWall(submission, form)) return undefined;
    return wallRemovalLink(origin, submission.id, submission.language, defaultLanguage(content));
  };
}
