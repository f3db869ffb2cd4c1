import type { ChurchContent, FormDefinition } from "~/content/model";
import type { Language } from "~/i18n/languages";
import { churchDayKey } from "~/lib/church-time";
import type { FormProblems } from "~/lib/form-view";
import { getEnv } from "~/server/env.server";
import { createRateLimiter, type RateLimiter } from "~/server/rate-limit.server";
import { clientKey } from "~/server/client-key.server";
import { checkAnswers } from "./check-answers.server";
import { checkFormToken } from "./form-token.server";
import { queueFormMail, type CopyLink } from "./form-notices.server";
import { storeSubmission, type FormSubmission } from "./submission-store.server";

/**
 * A visitor sends a form (issue 35). In order: the page's one-time token (a
 * form this site gave, filled in no faster than a person reads, not stale),
 * the answers against the form, the sender's address's limit, then the
 * submission stored with its e-mails queued in one transaction. "Received"
 * is said only after the commit; the same token again answers the first
 * submission and stores nothing. The honeypot and same-origin checks come
 * before (readProtectedForm, the write guard).
 */

export type SubmitOutcome =
  | { kind: "received"; submission: FormSubmission; duplicate: boolean }
  | { kind: "problems"; problems: FormProblems }
  | { kind: "refused"; reason: "too-fast" | "expired" | "invalid" }
  | { kind: "refused"; reason: "too-many"; retryAfterSeconds: number };

export interface SubmitContext {
  content: ChurchContent;
  language: Language;
  now: number;
  /** The sender's network address (req.ip), for the per-address limit. */
  clientAddress: string | undefined;
  /** A link for the sender's copy from another feature (the prayer wall's removal link). */
  copyLink?: CopyLink;
}

/**
 * Per address and per form, in ten minutes (docs/decisions/062): after a service a whole congregation's
 * connect cards come from the church's one Wi-Fi address, 40 and more in a few minutes, so each form takes
 * 60 from an address (or twice RATE_LIMIT_PER_MINUTE, if more) and one form's rush never blocks another.
 * A flood is stopped before this by the honeypot, the signed token's 3 s minimum and same-origin posts, and
 * by the write guard's RATE_LIMIT_PER_MINUTE for every post from an address.
 */
const LIMIT_WINDOW_MS = 10 * 60 * 1000;
export const FORM_SENDS_PER_WINDOW = 60;
let limiter: { perWindow: number; limiter: RateLimiter } | undefined;
function sendsLimiter(): RateLimiter {
  const perWindow = Math.max(FORM_SENDS_PER_WINDOW, getEnv().RATE_LIMIT_PER_MINUTE * 2);
  if (limiter?.perWindow !== perWindow)
    limiter = { perWindow, limiter: createRateLimiter(perWindow, { windowMs: LIMIT_WINDOW_MS }) };
  return limiter.limiter;
}

export async function submitForm(
  form: FormDefinition,
  posted: FormData,
  context: SubmitContext,
): Promise<SubmitOutcome> {
  const token = checkFormToken(posted.get("token"), form.id, context.now);
  if (!token.ok) return { kind: "refused", reason: token.problem };
  const checked = checkAnswers(form, posted, churchDayKey(context.now, context.content.church.locale.timeZone));
  if (!checked.ok) return { kind: "problems", problems: checked.problems };
  const verdict = sendsLimiter().take(`${form.id}\n${clientKey(context.clientAddress)}`, context.now);
  if (!verdict.allowed) return { kind: "refused", reason: "too-many", retryAfterSeconds: verdict.retryAfterSeconds };
  const email = form.fields.find((field) => field.type === "email");
  const name = form.fields.find((field) => field.type === "short-text" && field.id === "name");
  const stored = await storeSubmission(
    {
      formId: form.id,
      language: context.language,
      answers: checked.answers,
      name: name ? ((checked.answers[name.id] as string | undefined) ?? null) : null,
      email: email ? ((checked.answers[email.id] as string | undefined) ?? null) : null,
      dedupeKey: token.key,
      now: context.now,
    },
    (db, submission) => queueFormMail(db, context.content, submission, context.copyLink),
  );
  return { kind: "received", ...stored };
}
