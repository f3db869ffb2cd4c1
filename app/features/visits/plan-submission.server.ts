import { clientKey } from "~/server/client-key.server";
import type { Translate } from "~/i18n/translate";
import { visitAnswers, visitMessages, VISIT_FIELDS, type VisitField } from "~/lib/visit-form";
import { countStep } from "~/features/insights/count-step.server";
import { planVisit, type PlanOutcome, type VisitContext } from "./visits.server";

/**
 * A sent plan-a-visit form, as the two endpoints read it (/plan-visit for a
 * plain post, /plan-visit.json for the form's script): its fields, the page
 * it came from, and the outcome with the message the visitor sees.
 */

/** A page of this site to return to (never another site, never "//host"); /visit otherwise. */
export function pageToReturnTo(value: unknown): string {
  return typeof value === "string" && /^\/(?!\/)[a-z0-9/-]{0,200}$/.test(value) ? value : "/visit";
}

export interface PlanSubmission {
  outcome: PlanOutcome;
  from: string;
  /** What was typed, to show the form again without JavaScript. */
  values: Partial<Record<VisitField, string>>;
  message: string;
}

/**
 * `t`: the translator of the visitor's page, for what the form says back; `clientAddress`: who sent it
 * (the per-sign-up limit counts one device's plans by its signed key, never the address itself).
 */
export async function submitPlan(
  form: FormData,
  context: VisitContext & { t: Translate; clientAddress?: string },
): Promise<PlanSubmission> {
  const values: Partial<Record<VisitField, string>> = {};
  for (const field of VISIT_FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  const from = pageToReturnTo(values.from);
  const { t, clientAddress, ...visitContext } = context;
  const outcome = await planVisit(values, {
    ...visitContext,
    messages: visitMessages(t),
    fromPage: from,
    clientKey: clientKey(clientAddress),
  });
  if (outcome.ok) countStep("visit-plan", { now: visitContext.now, from });
  const VISIT_ANSWERS = visitAnswers(t);
  const message = outcome.ok
    ? outcome.held
      ? VISIT_ANSWERS.held
      : outcome.emailed
        ? VISIT_ANSWERS.receivedWithEmail
        : VISIT_ANSWERS.received
    : VISIT_ANSWERS.invalid;
  return { outcome, from, values, message };
}
