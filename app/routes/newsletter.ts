import {
  NEWSLETTER_FLAG,
  NEWSLETTER_MESSAGES,
  type NewsletterAnswer,
  type NewsletterFlag,
} from "~/components/layout/newsletter-messages";
import { answerForm, refusedDocument } from "~/server/form-answer.server";
import { readProtectedForm } from "~/server/protection.server";
import { addSubscriber } from "~/features/newsletter/subscribers.server";
import { countStep, pageItCameFrom } from "~/features/insights/count-step.server";
import { defaultLanguage } from "~/i18n/content-language";
import { translator } from "~/i18n/translate";
import type { Route } from "./+types/newsletter";

/**
 * The newsletter sign-up endpoint (SPEC 2.24, 5, 8). The form below every
 * page posts here: in the background, asking for JSON, once its element has
 * taken over (app/elements/newsletter-signup.ts), and as a plain post before that or without JavaScript.
 */

const flag = (value: NewsletterFlag) => ({ name: NEWSLETTER_FLAG, value });
const anchor = "newsletter-heading";

export async function action({ request, context }: Route.ActionArgs) {
  const submission = await readProtectedForm(request);
  const { t } = translator(context.language ?? defaultLanguage(context.content), context.content.church.locale.country);
  if (!submission.ok) {
    if (submission.mode === "document" && submission.reason !== "refused") return refusedDocument(submission);
    // The form shows SPEC 8's words for every failure; `detail` says what went wrong.
    const body: NewsletterAnswer = {
      ok: false,
      message: t(NEWSLETTER_MESSAGES.failed),
      detail: submission.refusal.message,
    };
    return answerForm(request, submission.mode, {
      body,
      status: submission.refusal.status,
      flag: flag("error"),
      anchor,
      retryAfter: submission.refusal.retryAfter,
    });
  }

  const result = await addSubscriber(submission.form.get("email"), {
    source: "form",
    now: context.now,
    language: context.language,
  });
  if (result.ok && result.added) countStep("newsletter", { now: context.now, from: pageItCameFrom(request) });
  // An address already on the list gets the same answer as a new one (issue 25: no oracle).
  if (result.ok) {
    const body: NewsletterAnswer = { ok: true, message: t(NEWSLETTER_MESSAGES.received) };
    return answerForm(request, submission.mode, { body, status: 200, flag: flag("received"), anchor });
  }
  const body: NewsletterAnswer = { ok: false, message: t(NEWSLETTER_MESSAGES.invalid), field: "email" };
  return answerForm(request, submission.mode, { body, status: 400, flag: flag("invalid"), anchor });
}

export const loader = () => new Response(null, { status: 303, headers: { Location: "/" } });
