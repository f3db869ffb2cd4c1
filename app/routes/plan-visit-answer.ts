import { answerForm } from "~/server/form-answer.server";
import { readProtectedForm } from "~/server/protection.server";
import { visitContentOf } from "~/features/visits/visit-content";
import { submitPlan } from "~/features/visits/plan-submission.server";
import { contextTranslator } from "~/i18n/context";
import { visitAnswers, VISIT_FLAG, type PlanVisitAnswer } from "~/lib/visit-form";
import type { Route } from "./+types/plan-visit-answer";

/**
 * POST /plan-visit.json: the plan-a-visit form's script (app/elements/plan-visit-form.ts)
 * sends the form here and shows the JSON answer in place. A plain post goes to /plan-visit.
 */

const flag = { name: VISIT_FLAG.name, value: VISIT_FLAG.error };
const anchor = "plan-visit";

export async function action({ request, context }: Route.ActionArgs) {
  const submission = await readProtectedForm(request);
  const { t } = contextTranslator(context);
  if (!submission.ok) {
    const body: PlanVisitAnswer = {
      ok: false,
      message: submission.refusal.status === 429 ? submission.refusal.message : visitAnswers(t).failed,
    };
    return answerForm(request, "fetch", {
      body,
      status: submission.refusal.status,
      flag,
      anchor,
      retryAfter: submission.refusal.retryAfter,
    });
  }
  const { outcome, message } = await submitPlan(submission.form, {
    content: visitContentOf(context.content),
    now: context.now,
    language: context.language,
    t,
    clientAddress: context.clientAddress,
  });
  const body: PlanVisitAnswer = outcome.ok
    ? { ok: true, message }
    : { ok: false, message, fieldErrors: outcome.fieldErrors };
  return answerForm(request, "fetch", { body, status: outcome.ok ? 200 : 400, flag, anchor });
}

export const loader = () => new Response(null, { status: 303, headers: { Location: "/plan-visit" } });
