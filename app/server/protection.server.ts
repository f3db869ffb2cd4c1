import express, { type Request, type RequestHandler, type Response } from "express";
import { Kind, parse, type DocumentNode } from "graphql";
import { siteLanguages } from "~/i18n/content-language";
import { LANGUAGES } from "~/i18n/languages";
import { splitLanguagePrefix } from "~/i18n/paths";
import { getContent } from "./content.server";
import { getEnv } from "./env.server";
import { createRateLimiter } from "./rate-limit.server";
import { ensureXsrfCookie, XSRF_FIELD, XSRF_HEADER, xsrfTokenMatches } from "./xsrf.server";

/**
 * Guards for every request that changes something, mounted by server.ts
 * before /graphql and the routes:
 *
 * - a per-client rate limit (429 with Retry-After; RATE_LIMIT_PER_MINUTE);
 * - content types: form endpoints take application/x-www-form-urlencoded,
 *   /graphql takes application/json (415 otherwise);
 * - a body-size limit (413; 411 for a body without a declared length);
 * - cross-site requests are refused: a browser names the page's origin in
 *   `Origin` and says `Sec-Fetch-Site` on every post, which no other site can
 *   forge (403);
 * - scripts (a page's element posting a form and asking for JSON, React
 *   Router's `.data` post, a GraphQL mutation, any other write) follow SPEC
 *   7.4: the XSRF-TOKEN cookie's value in X-XSRF-TOKEN (403 otherwise);
 * - a plain form post (no JavaScript) passes on the same-origin check alone;
 *   a client that sends neither header (not a browser) must show the token
 *   instead, in the header or the `xsrf` field, which the form endpoints'
 *   actions check with `readProtectedForm` (the body belongs to React Router).
 *
 * Pages carry no token, so they are the same for every visitor and a shared
 * cache may keep them (docs/decisions/016). GraphQL reads (documents without
 * a mutation) need no token and are not limited, so other clients can read
 * events. Refusals are fixed plain-text messages that never echo the request.
 * A script's refused form post (JSON asked for, or React Router's `.data`
 * request) is handed to the action instead, so the form shows the answer in
 * its own words; except a body too large or of no declared length, which is
 * refused at once and never read.
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
]);
/** Form endpoints with an id in their path (issue 28: an event's sign-up form). */
const FORM_ENDPOINT_PATTERNS = [/^\/events\/[\w-]{1,64}\/sign-up$/];
const isFormEndpoint = (path: string) =>
  FORM_ENDPOINTS.has(path) || FORM_ENDPOINT_PATTERNS.some((pattern) => pattern.test(path));
/**
 * The staff area (issue 18): its forms post like the form endpoints (a plain
 * post from the site's own pages, or a script with the token), but its
 * answers are pages of their own, so a refusal is never handed to an action.
 */
export const STAFF_AREA = "/admin";
const isStaffArea = (path: string) => path === STAFF_AREA || path.startsWith(`${STAFF_AREA}/`);
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

/** Body limits; the GraphQL handler (app/features/public-api/handler.server.ts) uses the same number. */
export const LIMITS = {
  formBodyBytes: 16 * 1024,
  /** A whole content page's form, Markdown and all (issue 18). */
  staffFormBodyBytes: 1024 * 1024,
  uploadBodyBytes: 24 * 1024 * 1024,
  graphqlBodyBytes: 10 * 1024,
  graphqlTokens: 2000,
} as const;

const parsedQueries = new WeakMap<object, { query: string; document: DocumentNode }>();

/**
 * Parses a GraphQL query once per request body: this middleware parses it to
 * see whether it writes, and the handler reuses the document. `maxTokens`
 * bounds the parser's work on a short but dense query. Throws GraphQLError.
 */
export function parseGraphqlQuery(owner: object, query: string): DocumentNode {
  const known = parsedQueries.get(owner);
  if (known?.query === query) return known.document;
  const document = parse(query, { maxTokens: LIMITS.graphqlTokens });
  parsedQueries.set(owner, { query, document });
  return document;
}

/** Set by this middleware only (any incoming copy is removed): how the form was sent. */
export const SUBMISSION_MODE_HEADER = "x-church-submission-mode";
/** Set by this middleware only: a refusal the form's action must answer (JSON {status, message, retryAfter}). */
export const REFUSAL_HEADER = "x-church-refusal";
/** Set by this middleware only: the browser showed the post came from the site's own pages. */
export const SAME_ORIGIN_HEADER = "x-church-same-origin";

export const MESSAGES = {
  forbidden: "This form has expired. Please reload the page and try again.",
  tooMany: "Too many requests. Please wait a minute and try again.",
  tooLarge: "That request is too large.",
  lengthRequired: "Please send the request with a Content-Length.",
  unsupportedType: "That content type is not accepted here.",
  badJson: "The request body is not valid JSON.",
} as const;

export interface Refusal {
  status: number;
  message: string;
  retryAfter?: number;
}

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function protectWrites(): RequestHandler[] {
  const limiter = createRateLimiter(getEnv().RATE_LIMIT_PER_MINUTE);
  const parseGraphqlJson = express.json({ limit: LIMITS.graphqlBodyBytes, type: "application/json" });

  const guard: RequestHandler = (req, res, next) => {
    delete req.headers[SUBMISSION_MODE_HEADER];
    delete req.headers[REFUSAL_HEADER];
    delete req.headers[SAME_ORIGIN_HEADER];
    if (!WRITE_METHODS.has(req.method)) return next();

    const isDataRequest = req.path.endsWith(".data");
    const path = isDataRequest ? req.path.slice(0, -".data".length) : req.path;
    // A form posted from a page in another language (`/es/newsletter`) is the same form (issue 27).
    const isForm = isFormEndpoint(withoutLanguagePrefix(path));
    const isGraphql = req.path === "/graphql";
    const isScript = isDataRequest || /application\/json/.test(req.get("accept") ?? "");
    const isPlainPost = (isForm || isStaffArea(path)) && !isScript;
    if (isForm) {
      req.headers[SUBMISSION_MODE_HEADER] = isScript ? "fetch" : "document";
      // The form answers are never stored, so they may carry the cookie for the visitor's next script.
      ensureXsrfCookie(req, res);
    }
    const origin = requestOrigin(req);

    const refuse = (refusal: Refusal) => {
      if (isForm && isScript && refusal.status !== 413 && refusal.status !== 411) {
        req.headers[REFUSAL_HEADER] = JSON.stringify(refusal);
        return next();
      }
      sendRefusal(res, refusal);
    };

    const declaredLength = Number(req.get("content-length"));
    const isUpload = path === STAFF_UPLOAD_PATH;
    const limit = isGraphql
      ? LIMITS.graphqlBodyBytes
      : isUpload
        ? LIMITS.uploadBodyBytes
        : isStaffArea(path)
          ? LIMITS.staffFormBodyBytes
          : LIMITS.formBodyBytes;
    const expectedType = isGraphql
      ? "application/json"
      : isUpload
        ? "multipart/form-data"
        : "application/x-www-form-urlencoded";

    const continueWithLimits = (isMutation: boolean) => {
      // GraphQL reads have their own limit, and each further mutation field spends a write (public-api/limits.server.ts).
      if (isGraphql) res.locals.takeWrite = () => limiter.take(req.ip ?? "unknown");
      if (isGraphql && !isMutation) return next();
      if (!STAFF_READ_POSTS.has(path)) {
        const verdict = limiter.take(req.ip ?? "unknown");
        if (!verdict.allowed)
          return refuse({ status: 429, message: MESSAGES.tooMany, retryAfter: verdict.retryAfterSeconds });
      }
      // Not the site's own form: nothing to answer in the form's words.
      if (origin === "cross-site") return sendRefusal(res, { status: 403, message: MESSAGES.forbidden });
      const token = req.get(XSRF_HEADER);
      if (token !== undefined) {
        if (!xsrfTokenMatches(token, req.headers.cookie)) return refuse({ status: 403, message: MESSAGES.forbidden });
      } else if (!isPlainPost) {
        // SPEC 7.4: scripts send the header; only a plain form post may do without.
        return refuse({ status: 403, message: MESSAGES.forbidden });
      }
      if (origin === "same-origin") req.headers[SAME_ORIGIN_HEADER] = "1";
      next();
    };

    if (req.get("transfer-encoding") && !req.get("content-length"))
      return refuse({ status: 411, message: MESSAGES.lengthRequired });
    if (declaredLength > limit) return refuse({ status: 413, message: MESSAGES.tooLarge });
    if (req.is(expectedType) !== expectedType) return refuse({ status: 415, message: MESSAGES.unsupportedType });
    if (!isGraphql) return continueWithLimits(false);

    parseGraphqlJson(req, res, (error?: unknown) => {
      if (error) {
        const status = (error as { status?: number }).status === 413 ? 413 : 400;
        return sendRefusal(res, { status, message: status === 413 ? MESSAGES.tooLarge : MESSAGES.badJson });
      }
      continueWithLimits(containsMutation(req.body));
    });
  };
  return [guard];
}

/**
 * What the browser says about where the request comes from: `Origin` against
 * this site's own origin (as the proxy in front reports it), else
 * `Sec-Fetch-Site`; "unknown" when neither is sent (not a browser).
 */
export function requestOrigin(req: Request): "same-origin" | "cross-site" | "unknown" {
  const origin = req.get("origin");
  if (origin !== undefined) return origin === `${req.protocol}://${req.host}` ? "same-origin" : "cross-site";
  const site = req.get("sec-fetch-site");
  if (site !== undefined) return site === "same-origin" || site === "none" ? "same-origin" : "cross-site";
  return "unknown";
}

function sendRefusal(res: Response, refusal: Refusal): void {
  if (refusal.retryAfter) res.setHeader("Retry-After", String(refusal.retryAfter));
  if (refusal.status === 413 || refusal.status === 411) res.setHeader("Connection", "close");
  res.status(refusal.status).type("text/plain").send(refusal.message);
}

/**
 * Whether a GraphQL request body would run a mutation. A document that does
 * not parse runs nothing, so it needs no token (the handler answers its error).
 */
export function containsMutation(body: unknown): boolean {
  const requests = Array.isArray(body) ? body : [body];
  return requests.some((request) => {
    const { query, operationName } = (request ?? {}) as { query?: unknown; operationName?: unknown };
    if (typeof query !== "string") return false;
    try {
      const operations = parseGraphqlQuery(request as object, query).definitions.filter(
        (definition) => definition.kind === Kind.OPERATION_DEFINITION,
      );
      const chosen =
        typeof operationName === "string"
          ? operations.filter((operation) => operation.name?.value === operationName)
          : operations;
      return chosen.some((operation) => operation.operation === "mutation");
    } catch {
      return false;
    }
  });
}

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

function withoutLanguagePrefix(path: string): string {
  const languages = siteLanguages(getContent());
  return splitLanguagePrefix(path, languages.all, languages.default).path;
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
