import type { FormDefinition } from "~/content/model";
import { churchDayKey } from "~/lib/church-time";
import { answerName, type FormPageView } from "~/lib/form-view";
import { dateLimit } from "./check-answers.server";
import { checkFormToken, issueFormToken } from "./form-token.server";

/**
 * A form's page as a visitor first sees it, and as it comes back after a
 * post (issue 35): its own one-time token (every render makes one, so no
 * cache keeps a page with a form: docs/decisions/051), each date field's
 * limits as days, and what was sent to fill it in again.
 */

export function blankFormView(form: FormDefinition, now: number, timeZone: string): FormPageView {
  const today = churchDayKey(now, timeZone);
  const dateLimits: FormPageView["dateLimits"] = {};
  for (const field of form.fields) {
    if (field.type !== "date") continue;
    const min = dateLimit(field.min, today);
    const max = dateLimit(field.max, today);
    dateLimits[field.id] = { ...(min ? { min } : {}), ...(max ? { max } : {}) };
  }
  return { form, token: issueFormToken(form.id, now), dateLimits };
}

/**
 * The page after a post that was not stored: the answers sent, and the same
 * token while it is still this site's (so sending again stays one
 * submission), else a new one.
 */
export function returnedFormView(
  form: FormDefinition,
  posted: FormData | null,
  now: number,
  timeZone: string,
  outcome: Pick<FormPageView, "problems" | "refusal">,
): FormPageView {
  const view = blankFormView(form, now, timeZone);
  const token = posted?.get("token");
  const check = checkFormToken(token, form.id, now);
  if (typeof token === "string" && (check.ok || check.problem === "too-fast")) view.token = token;
  const values: Record<string, string[]> = {};
  for (const field of form.fields) {
    const sent = posted?.getAll(answerName(field.id)).filter((value): value is string => typeof value === "string");
    if (sent?.length) values[field.id] = sent.map((value) => value.slice(0, 20_000));
  }
  return { ...view, values, ...outcome };
}
