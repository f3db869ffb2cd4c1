import { siteLanguages } from "~/i18n/content-language";
import { splitLanguagePrefix } from "~/i18n/paths";
import { formBodyBytes } from "~/lib/form-body";
import { getContent } from "./content.server";

/**
 * Which addresses the write guard (protection.server.ts) treats as forms, as
 * the staff area or as the upload, and how large a body each may send.
 */

export const FORM_ENDPOINTS = new Set([
  "/newsletter",
  "/newsletter/confirm",
  "/plan-visit",
  "/plan-visit.json",
  "/my-visit",
  // A donor's forms (issue 30): ask for a link; open Stripe's customer portal.
  "/give/manage",
  "/give/statement",
  "/give/my-giving",
  "/give",
  "/give/demo-checkout",
  // Issue 28: a registration's change-or-cancel page and the waitlist's offer.
  "/my-registration",
  "/my-registration/claim",
  "/sign-ups/confirm",
  // Asking to join a group, and the leader's answer (issue 28).
  "/groups/join",
  "/groups/answer",
  // The prayer wall's "I prayed", and the requester's removal (issue 35).
  "/prayer-wall",
  "/prayer-wall/remove",
]);
/**
 * The church's own forms (issue 35): a refusal of a plain post too is handed
 * to the page, which says it in the page's language beside the answers.
 */
const FORM_PAGE = /^\/forms\/[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const answersRefusalsItself = (path: string) => FORM_PAGE.test(path);
/** Form endpoints with an id in their path (issue 28: an event's sign-up form). */
const FORM_ENDPOINT_PATTERNS = [/^\/events\/[\w-]{1,64}\/sign-up$/, FORM_PAGE];
export const isFormEndpoint = (path: string) =>
  FORM_ENDPOINTS.has(path) || FORM_ENDPOINT_PATTERNS.some((pattern) => pattern.test(path));
/**
 * The staff area (issue 18): its forms post like the form endpoints (a plain
 * post from the site's own pages, or a script with the token), but its
 * answers are pages of their own, so a refusal is never handed to an action.
 */
export const STAFF_AREA = "/admin";
export const isStaffArea = (path: string) => path === STAFF_AREA || path.startsWith(`${STAFF_AREA}/`);
/**
 * Where staff upload pictures (issue 18): the one address that takes a
 * multipart form, up to a phone photo's size (the action refuses files over
 * 20 MB in the form's words; a body past this limit is cut off here).
 */
export const STAFF_UPLOAD_PATH = "/admin/images";

/**
 * Staff-area posts that change nothing (the editor's Markdown preview, asked
 * for at each pause in typing): they pass the same origin and token checks as
 * any write but, like GraphQL reads, do not spend the client's write limit,
 * which the previews alone would use up, leaving the person's save or publish
 * refused.
 */
export const STAFF_READ_POSTS = new Set([`${STAFF_AREA}/markdown-preview`]);

/**
 * Posts that keep limits of their own (issue 45: the live chat's, per device and per network,
 * app/features/live-chat/chat-limits.server.ts): they pass the same origin and token checks, but the
 * per-address limit does not count them, or a congregation chatting on one Wi-Fi would use up the
 * address's limit for every form of the site.
 */
export const OWN_LIMIT_POSTS = new Set(["/live-chat", `${STAFF_AREA}/live-chat`]);

/**
 * Where a phone's script posts JSON (issue 44: its notifications' subscription). A write like any other:
 * same origin, the token in its header, the client's write limit; JSON, within LIMITS.jsonBodyBytes.
 */
export const JSON_ENDPOINTS = new Set([
  "/push/subscriptions",
  "/push/subscriptions/remove",
  "/push/subscriptions/state",
]);

/** Body limits; the GraphQL handler (app/features/public-api/handler.server.ts) uses the same number. */
export const LIMITS = {
  formBodyBytes: 16 * 1024,
  /** A whole content page's form, Markdown and all (issue 18). */
  staffFormBodyBytes: 1024 * 1024,
  uploadBodyBytes: 24 * 1024 * 1024,
  graphqlBodyBytes: 10 * 1024,
  graphqlTokens: 2000,
  /** A push subscription with its keys and a sign-up's signed link is under 1 KB. */
  jsonBodyBytes: 4 * 1024,
} as const;

/**
 * A church form's page (/forms/<id>): what its own fields' limits allow (app/lib/form-body.ts), so a
 * message of 3000 "ñ" is never refused for size; the site-wide form limit when the form is unknown.
 */
function formPageBodyBytes(sitePath: string): number {
  const form = getContent().forms[sitePath.slice("/forms/".length)];
  return form ? Math.max(LIMITS.formBodyBytes, formBodyBytes(form.fields)) : LIMITS.formBodyBytes;
}

/** The body limit and the one content type a write to this path may send (`sitePath`: without `/es`). */
export function bodyRules(path: string, isGraphql: boolean, sitePath = path): { limit: number; expectedType: string } {
  if (JSON_ENDPOINTS.has(sitePath)) return { limit: LIMITS.jsonBodyBytes, expectedType: "application/json" };
  const isUpload = path === STAFF_UPLOAD_PATH;
  const limit = isGraphql
    ? LIMITS.graphqlBodyBytes
    : isUpload
      ? LIMITS.uploadBodyBytes
      : isStaffArea(path)
        ? LIMITS.staffFormBodyBytes
        : answersRefusalsItself(sitePath)
          ? formPageBodyBytes(sitePath)
          : LIMITS.formBodyBytes;
  const expectedType = isGraphql
    ? "application/json"
    : isUpload
      ? "multipart/form-data"
      : "application/x-www-form-urlencoded";
  return { limit, expectedType };
}

/** A form posted from a page in another language (`/es/newsletter`) is the same form (issue 27). */
export function withoutLanguagePrefix(path: string): string {
  const languages = siteLanguages(getContent());
  return splitLanguagePrefix(path, languages.all, languages.default).path;
}
