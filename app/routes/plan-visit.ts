import { answerForm, refusedDocument } from "~/server/form-answer.server";
import { readProtectedForm } from "~/server/protection.server";
import { addVisitRequest, type VisitField } from "~/features/visits/visit-requests.server";
import { PAST_SERVICE_MESSAGE } from "~/lib/seasonal";
import type { Route } from "./+types/plan-visit";

/** The plan-a-visit endpoint for the seasonal pages' dialog (SPEC 2.21, 2.22). */

const VISIT_MESSAGES = {
  received: "Thank you! We've received your request and look forward to meeting you.",
  invalid: "Please check the highlighted fields.",
  failed: "Something went wrong. Please try again later, or call the church office.",
} as const;

export type PlanVisitAnswer =
  { ok: true; message: string } | { ok: false; message: string; fieldErrors?: Partial<Record<VisitField, string>> };

const FIELDS: VisitField[] = ["name", "email", "phone", "service", "childrenCount", "childrenAges", "season"];
const flag = (value: "received" | "error" | "past") => ({ name: "visit", value });
const anchor = "plan-visit";

export async function action({ request, context }: Route.ActionArgs) {
  const submission = await readProtectedForm(request);
  if (!submission.ok) {
    if (submission.mode === "document" && submission.reason !== "refused") return refusedDocument(submission);
    const body: PlanVisitAnswer = {
      ok: false,
      message: submission.refusal.status === 429 ? submission.refusal.message : VISIT_MESSAGES.failed,
    };
    return answerForm(request, submission.mode, {
      body,
      status: submission.refusal.status,
      flag: flag("error"),
      anchor,
      retryAfter: submission.refusal.retryAfter,
    });
  }

  const fields: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const value = submission.form.get(field);
    if (typeof value === "string") fields[field] = value;
  }
  const result = await addVisitRequest(fields, context.now);
  if (result.ok) {
    const body: PlanVisitAnswer = { ok: true, message: VISIT_MESSAGES.received };
    return answerForm(request, submission.mode, { body, status: 200, flag: flag("received"), anchor });
  }
  const body: PlanVisitAnswer = { ok: false, message: VISIT_MESSAGES.invalid, fieldErrors: result.fieldErrors };
  // Without JavaScript the page shows the flag's message: say plainly when the service has passed.
  const past = result.fieldErrors.service === PAST_SERVICE_MESSAGE;
  return answerForm(request, submission.mode, { body, status: 400, flag: flag(past ? "past" : "error"), anchor });
}

export const loader = () => new Response(null, { status: 303, headers: { Location: "/visit" } });
