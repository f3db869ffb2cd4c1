import { countablePath } from "~/lib/visit-traits";
import { getContent } from "~/server/content.server";
import { describeError, log } from "~/server/logger.server";
import { addStep } from "./counter.server";

/**
 * The steps that matter to a church (issue 47), counted where each feature
 * succeeds, with one call: a visit planned, a sign-up sent, a form sent, a
 * newsletter sign-up. Each with the page it started from and, where there is
 * one, what it was for (the event, the form). A step is counted whoever took
 * it: it is something the site received and keeps anyway, so counting it
 * says nothing more about anyone. Gifts are not counted here: Insights reads
 * them from giving's own records, each gift once (giving/gift-counts.server.ts).
 */

export const STEPS = ["visit-plan", "sign-up", "form-send", "newsletter"] as const;
export type Step = (typeof STEPS)[number];

export function countStep(
  step: Step,
  { now, from, detail = "" }: { now: number; from: string; detail?: string },
): void {
  try {
    if (!getContent().church.insights.count) return;
    addStep(now, step, detail, countablePath(from) ?? "");
  } catch (error) {
    // What the visitor did is stored already: a count that fails must not turn it into a failure.
    log("error", "insights: a step was not counted", { step, error: describeError(error) });
  }
}

/** The page of this site a post was sent from (its Referer's path), for countStep's `from`; "" when not said. */
export function pageItCameFrom(request: Request): string {
  const referer = request.headers.get("referer");
  if (!referer) return "";
  try {
    const page = new URL(referer);
    return page.origin === new URL(request.url).origin ? page.pathname : "";
  } catch {
    return "";
  }
}
