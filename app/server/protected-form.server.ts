import type { Request } from "express";
import { LANGUAGES } from "~/i18n/languages";
import { MESSAGES, REFUSAL_HEADER, SAME_ORIGIN_HEADER, SUBMISSION_MODE_HEADER, type Refusal } from "./refusals.server";
import { XSRF_FIELD, XSRF_HEADER, xsrfTokenMatches } from "./xsrf.server";

/**
 * The form endpoints' side of the protection: what their actions call to read
 * a form the write guard (protection.server.ts) let through, and where a plain
 * form post goes back to.
 */

export type ProtectedForm =
  | { ok: true; form: FormData; mode: "fetch" | "document" }
  | {
      ok: false;
      refusal: Refusal;
      mode: "fetch" | "document";
      reason: "refused" | "token" | "honeypot" | "unreadable";
    };

/** The honeypot: a field people never see; bots that fill every field fill it. */
export const HONEYPOT_FIELD = "website";

/**
 * For the form endpoints' actions: applies a refusal handed over by the
 * middleware, reads the form, and, for a post the browser did not show to be
 * from the site's own pages, checks the XSRF token (header or `xsrf` field);
 * then the honeypot.
 */
export async function readProtectedForm(request: Request | globalThis.Request): Promise<ProtectedForm> {
  const headers = request.headers as Headers;
  const mode = submissionMode(headers);
  const handedOver = headers.get(REFUSAL_HEADER);
  if (handedOver) return { ok: false, refusal: JSON.parse(handedOver) as Refusal, mode, reason: "refused" };

  let form: FormData;
  try {
    form = await (request as globalThis.Request).formData();
  } catch {
    return { ok: false, refusal: { status: 400, message: "The form could not be read." }, mode, reason: "unreadable" };
  }
  const sameOrigin = headers.get(SAME_ORIGIN_HEADER) === "1";
  if (!sameOrigin && !xsrfTokenMatches(headers.get(XSRF_HEADER) ?? form.get(XSRF_FIELD), headers.get("cookie"))) {
    return { ok: false, refusal: { status: 403, message: MESSAGES.forbidden }, mode, reason: "token" };
  }
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    return {
      ok: false,
      refusal: { status: 400, message: "The form could not be accepted." },
      mode,
      reason: "honeypot",
    };
  }
  return { ok: true, form, mode };
}

/** "fetch" for a script asking for JSON (or React Router's `.data` post); "document" for a plain form post. */
export function submissionMode(headers: Headers): "fetch" | "document" {
  if (headers.get(SUBMISSION_MODE_HEADER) === "fetch") return "fetch";
  return /application\/json/.test(headers.get("accept") ?? "") ? "fetch" : "document";
}

/**
 * Where a plain form post goes back to: the Referer's path on this site, else the home page.
 * A site path, as a redirect takes it: a post to `/es/newsletter` is served under React
 * Router's basename `/es/`, which its redirect adds again, so the page's prefix is left off.
 */
export function backPath(request: globalThis.Request, dropParams: string[]): string {
  const referer = request.headers.get("referer");
  if (!referer) return "/";
  try {
    const own = new URL(request.url);
    const from = new URL(referer);
    if (from.origin !== own.origin) return "/";
    for (const name of dropParams) from.searchParams.delete(name);
    const prefix = LANGUAGES.map((language) => `/${language}/`).find((each) => own.pathname.startsWith(each));
    const path = prefix && from.pathname.startsWith(prefix) ? from.pathname.slice(prefix.length - 1) : from.pathname;
    return `${path}${from.search}`;
  } catch {
    return "/";
  }
}
