import { translator } from "~/i18n/translate";
import { visitMessages } from "~/lib/visit-form";
import { findServiceToPlan } from "~/lib/visit-services";
import { queueStaffNotice, queueVisitorEmail } from "./visit-mail.server";
import { commitPlans, getPlan, plansDb, updatePlan, type VisitPlan } from "./visit-plans.server";
import { manageRefusal, reminderFor, roomFor, type ManageRefusal, type VisitContext } from "./visits.server";

/**
 * Confirming a held plan (issue 28, docs/decisions/050): the visitor pressed
 * the button on the page the "please confirm" e-mail leads to (never the
 * link alone: a mail system that opens links to check them must not confirm
 * anyone). Its places now count for good; it gets the usual confirmation
 * with its invite, and the office its notice. A hold past its time takes its
 * places again if they are still free. Confirming twice changes nothing.
 */

const englishMessages = visitMessages(translator("en").t);

export type ConfirmOutcome =
  | { ok: true; plan: VisitPlan; already: boolean }
  | { ok: false; refusal: ManageRefusal }
  /** The hold lapsed and its places were taken meanwhile (or this address now holds the limit). */
  | { ok: false; full: string };

export async function confirmVisit(planId: string, context: VisitContext): Promise<ConfirmOutcome> {
  const db = plansDb();
  return commitPlans((): ConfirmOutcome => {
    const current = getPlan(planId);
    const refusal = manageRefusal(current, context.now);
    if (refusal || !current) return { ok: false, refusal: refusal ?? "not-found" };
    if (current.confirmation !== "held" && current.confirmation !== "expired") {
      return { ok: true, plan: current, already: true };
    }
    const choice = findServiceToPlan(context.content.schedule, current.serviceId, context.now);
    const capacity = choice.kind === "open" ? choice.service.capacity : undefined;
    const lapsed = current.holdExpiresAt === null || current.holdExpiresAt <= context.now;
    if (lapsed && capacity) {
      const problem = roomFor({ id: current.serviceId, capacity }, current, context);
      if (problem) return { ok: false, full: problem.adults ?? (context.messages ?? englishMessages).lateFull };
    }
    const plan: VisitPlan = {
      ...current,
      confirmation: "confirmed",
      holdExpiresAt: null,
      // The reminder as for a plan made now (confirmed after the reminder's time: the confirmation stands for it).
      ...reminderFor(current.serviceStart, current.reminder === "declined", context),
      updatedAt: context.now,
    };
    updatePlan(db, plan);
    queueVisitorEmail(db, plan, "confirmation", context);
    queueStaffNotice(db, plan, "planned", { ...context, ...(capacity ? { capacity } : {}) });
    return { ok: true, plan, already: false };
  });
}
