import express, { type RequestHandler } from "express";
import { containsMutation } from "./graphql-writes.server";
import { getEnv } from "./env.server";
import {
  answersRefusalsItself,
  bodyRules,
  isFormEndpoint,
  isStaffArea,
  LIMITS,
  OWN_LIMIT_POSTS,
  STAFF_READ_POSTS,
  withoutLanguagePrefix,
} from "./protected-paths.server";
import { createRateLimiter } from "./rate-limit.server";
import {
  isUnreadBody,
  MESSAGES,
  REFUSAL_HEADER,
  SAME_ORIGIN_HEADER,
  sendRefusal,
  SUBMISSION_MODE_HEADER,
  type Refusal,
} from "./refusals.server";
import { requestOrigin } from "./request-origin.server";
import { ensureXsrfCookie, XSRF_HEADER, xsrfTokenMatches } from "./xsrf.server";

/**
 * The write guard: every request that changes something passes it, mounted
 * by server.ts before /graphql and the routes:
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
 *   actions check with `readProtectedForm` (the body belongs to React Router);
 * - a staff post (issue 43) is decided here alone, whatever its action reads:
 *   shown to come from the site's own pages (every browser says so), or
 *   carrying the token in X-XSRF-TOKEN; never the `xsrf` field, so a staff
 *   action that reads its form itself cannot let a forged post through.
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
    const sitePath = withoutLanguagePrefix(path);
    const isForm = isFormEndpoint(sitePath);
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
      if (isForm && (isScript || answersRefusalsItself(sitePath)) && !isUnreadBody(refusal)) {
        req.headers[REFUSAL_HEADER] = JSON.stringify(refusal);
        return next();
      }
      sendRefusal(res, refusal);
    };

    const declaredLength = Number(req.get("content-length"));
    const { limit, expectedType } = bodyRules(path, isGraphql, sitePath);

    const continueWithLimits = (isMutation: boolean) => {
      // GraphQL reads have their own limit, and each further mutation field spends a write (public-api/limits.server.ts).
      if (isGraphql) res.locals.takeWrite = () => limiter.take(req.ip ?? "unknown");
      if (isGraphql && !isMutation) return next();
      if (!STAFF_READ_POSTS.has(path) && !OWN_LIMIT_POSTS.has(sitePath)) {
        const verdict = limiter.take(req.ip ?? "unknown");
        if (!verdict.allowed)
          return refuse({ status: 429, message: MESSAGES.tooMany, retryAfter: verdict.retryAfterSeconds });
      }
      // Not the site's own form: nothing to answer in the form's words.
      if (origin === "cross-site") return sendRefusal(res, { status: 403, message: MESSAGES.forbidden });
      const token = req.get(XSRF_HEADER);
      if (token !== undefined) {
        if (!xsrfTokenMatches(token, req.headers.cookie)) return refuse({ status: 403, message: MESSAGES.forbidden });
      } else if (!isPlainPost || (isStaffArea(path) && origin !== "same-origin")) {
        // SPEC 7.4: scripts send the header; only a plain form post may do without, and a staff one only
        // when the browser showed it came from the site's own pages.
        return refuse({ status: 403, message: MESSAGES.forbidden });
      }
      if (origin === "same-origin") req.headers[SAME_ORIGIN_HEADER] = "1";
      next();
    };

    if (req.get("transfer-encoding") && !req.get("content-length"))
      return refuse({ status: 411, message: MESSAGES.lengthRequired });
    if (declaredLength > limit) {
      const tooLarge = { status: 413, message: MESSAGES.tooLarge };
      if (!answersRefusalsItself(sitePath)) return refuse(tooLarge);
      // A church form's page says it in the page's language, the form beside it, whatever the size (issue 43: 5 MB
      // was cut off). A browser sends the whole body before it reads an answer, and a connection closed on unread
      // bytes is reset, losing the answer: so the body is read and dropped first, each chunk as it comes (memory
      // stays flat), within the request's time limit (REQUEST_BODY_SECONDS), then the page answers.
      req.headers[REFUSAL_HEADER] = JSON.stringify(tooLarge);
      req.resume();
      return req.once("end", () => next());
    }
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

/** What the form endpoints' actions call (protected-form.server.ts), where they have always found it. */
export { HONEYPOT_FIELD, readProtectedForm, type ProtectedForm } from "./protected-form.server";
/** Where server.ts mounts the staff area's own guards (protected-paths.server.ts). */
export { STAFF_AREA } from "./protected-paths.server";
