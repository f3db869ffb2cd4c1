import { signedLinkId } from "~/server/signed-link.server";
import type { Language } from "~/i18n/languages";
import { translator } from "~/i18n/translate";
import { partyLine, type HeldVisitView, type ServiceOption, type VisitPlanView } from "~/lib/visit-form";
import { serviceLabel } from "~/lib/visit-services";
import { planOptions } from "./plan-options.server";
import { churchLanguage, type VisitContent } from "./visit-content";
import { LINK_PURPOSE, visitEmailsOn } from "./visit-mail.server";
import { getPlan } from "./visit-plans.server";
import { confirmVisit } from "./confirm-visit.server";
import { holdUntilLabel } from "./plan-holds.server";
import { cancelVisit, changeVisit, manageRefusal, type VisitContext } from "./visits.server";

/**
 * The change-or-cancel page behind the e-mails' signed links: what it shows
 * for a link, and what a change or cancellation sent from it does; for a plan
 * whose places are held until its address is confirmed (issue 28), the
 * button that confirms it. A link
 * whose signature is not this site's, or whose visit has begun, changes
 * nothing, and the page says so.
 */

export type ManageView =
  | { kind: "forged" }
  | { kind: "gone" }
  | { kind: "cancelled"; serviceLabel: string }
  | { kind: "past"; serviceLabel: string }
  /** Waiting for the address to be confirmed. */
  | ({ kind: "held" } & HeldVisitView)
  | ({ kind: "open"; serviceId: string; options: ServiceOption[]; emails: boolean } & VisitPlanView);

/** The HTTP status each view answers with. */
export const VIEW_STATUS: Record<ManageView["kind"], number> = {
  forged: 403,
  gone: 404,
  cancelled: 200,
  past: 200,
  held: 200,
  open: 200,
};

export function linkIsGenuine(visit: unknown, sig: unknown): visit is string {
  if (typeof visit !== "string" || typeof sig !== "string") return false;
  return signedLinkId(new URLSearchParams({ visit, sig }), LINK_PURPOSE, 0, { param: "visit" }) === visit;
}

/** What another date can be: the coming weeks, and the services of the page the plan was made on (a season's). */
function optionsFor(content: VisitContent, now: number, fromPage: string, language: Language): ServiceOption[] {
  const all = new Map<string, ServiceOption>();
  const options = [...planOptions(content, now, "/visit", language), ...planOptions(content, now, fromPage, language)];
  for (const option of options) all.set(option.value, option);
  // Ids begin with the church-zone start ("2026-11-29T10:30~…"): their order is time order.
  return [...all.values()].sort((a, b) => a.value.localeCompare(b.value));
}

/** The page in the language of its address (the church's default without one); the plan keeps the language it was made in. */
export function manageView(visit: unknown, sig: unknown, context: VisitContext): ManageView {
  if (!linkIsGenuine(visit, sig)) return { kind: "forged" };
  const plan = getPlan(visit);
  const refusal = manageRefusal(plan, context.now);
  if (!plan || refusal === "not-found") return { kind: "gone" };
  const language = context.language ?? churchLanguage(context.content);
  const words = translator(language, context.content.church.country, context.content.messages);
  const label = serviceLabel(plan.serviceStart, { ...context.content.schedule, locale: words.tag });
  if (refusal) return { kind: refusal, serviceLabel: label };
  const party = partyLine(plan.adults, plan.childrenAges, words.t);
  if (plan.confirmation === "held" || plan.confirmation === "expired") {
    const expiresAt = plan.holdExpiresAt ?? plan.updatedAt;
    return {
      kind: "held",
      visit,
      sig: sig as string,
      name: plan.name,
      serviceName: plan.serviceName,
      serviceLabel: label,
      party,
      until: holdUntilLabel(expiresAt, context.content.schedule, words.tag),
      lapsed: plan.confirmation === "expired" || expiresAt <= context.now,
    };
  }
  return {
    kind: "open",
    visit,
    sig: sig as string,
    name: plan.name,
    serviceId: plan.serviceId,
    serviceName: plan.serviceName,
    serviceLabel: label,
    party,
    options: optionsFor(context.content, context.now, plan.fromPage, language),
    emails: visitEmailsOn(),
  };
}

export type ManageAction =
  | { kind: "forged" }
  | { kind: "done"; what: "changed" | "cancelled" | "unchanged" | "confirmed" }
  | { kind: "refused" }
  | { kind: "problem"; message: string };

/** A change (`intent=change`, `service`), a cancellation (`intent=cancel`) or a confirmation (`intent=confirm`) sent from the page. */
export async function manageAction(form: FormData, context: VisitContext): Promise<ManageAction> {
  const visit = form.get("visit");
  if (!linkIsGenuine(visit, form.get("sig"))) return { kind: "forged" };
  if (form.get("intent") === "cancel") {
    const outcome = await cancelVisit(visit, context);
    return outcome.ok ? { kind: "done", what: "cancelled" } : { kind: "refused" };
  }
  if (form.get("intent") === "confirm") {
    const outcome = await confirmVisit(visit, context);
    if (outcome.ok) return { kind: "done", what: "confirmed" };
    return "full" in outcome ? { kind: "problem", message: outcome.full } : { kind: "refused" };
  }
  const service = form.get("service");
  const before = getPlan(visit);
  const outcome = await changeVisit(visit, typeof service === "string" ? service : "", context);
  if (outcome.ok) return { kind: "done", what: outcome.plan.serviceId === before?.serviceId ? "unchanged" : "changed" };
  if ("refusal" in outcome) return { kind: "refused" };
  return {
    kind: "problem",
    message: outcome.fieldErrors.service ?? context.messages?.service ?? "Please choose a service",
  };
}
