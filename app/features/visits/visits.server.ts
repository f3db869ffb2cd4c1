import { randomUUID } from "node:crypto";
import type { Language } from "~/i18n/languages";
import { churchWallClock, inChurchZone } from "~/lib/church-time";
import { translator } from "~/i18n/translate";
import { visitMessages, type VisitMessages } from "~/lib/visit-form";
import { findServiceToPlan, type PlannableService } from "~/lib/visit-services";
import { parsePlanForm, type FieldErrors } from "./plan-form.server";
import { HOLD_MINUTES, placesOf, withinLimit } from "./plan-holds.server";
import type { VisitContent } from "./visit-content";
import { dropUnsentReminder, queueStaffNotice, queueVisitorEmail, visitEmailsOn } from "./visit-mail.server";
import {
  commitPlans,
  getPlan,
  insertPlan,
  plansDb,
  updatePlan,
  type ReminderState,
  type VisitPlan,
} from "./visit-plans.server";

/**
 * Plan-a-visit's service (what the routes call): plan, change and cancel a
 * visit. Each refuses what it cannot do with a message for the visitor and
 * changes nothing then; each stores the plan and queues its e-mails in one
 * durable commit.
 */

export interface VisitContext {
  content: VisitContent;
  now: number;
  /** The language of the page (issue 27); the church's default when left out. */
  language?: Language;
  /** What the form says, in the language of the visitor's page (English without it). */
  messages?: VisitMessages;
}

const englishMessages = visitMessages(translator("en").t);

/** The reminder's instant: the day before the service, at services.yaml `visit.reminderTime`, church zone. */
export function reminderAtFor(serviceStart: number, content: VisitContent): number {
  const zone = content.schedule.timeZone;
  const day = inChurchZone(serviceStart, zone);
  const { hour, minute } = content.reminderTime;
  return churchWallClock(day.getFullYear(), day.getMonth(), day.getDate() - 1, hour, minute, zone).getTime();
}

export function reminderFor(
  serviceStart: number,
  declined: boolean,
  context: VisitContext,
): { reminder: ReminderState; reminderAt: number | null } {
  const at = reminderAtFor(serviceStart, context.content);
  if (declined) return { reminder: "declined", reminderAt: null };
  // Planned after the reminder's time: the confirmation arrives when the reminder would have.
  if (at <= context.now) return { reminder: "not-needed", reminderAt: null };
  return { reminder: "scheduled", reminderAt: at };
}

/**
 * A service's room for a plan's people, counted inside the commit so two plans at once cannot both take the
 * last places (holds still waiting for their address count until their time), and the church's per-sign-up
 * limit for one plan, address and device (issue 28). Null when it fits, else what the visitor is told.
 */
export function roomFor(
  service: Pick<PlannableService, "id" | "capacity">,
  plan: Pick<VisitPlan, "id" | "email" | "clientKey" | "adults" | "childrenAges">,
  context: VisitContext,
): FieldErrors | null {
  if (!service.capacity) return null;
  const messages = context.messages ?? englishMessages;
  const people = plan.adults + plan.childrenAges.length;
  const db = plansDb();
  const limit = context.content.perSignUpLimit;
  if (!withinLimit(db, { ...plan, serviceId: service.id }, people, limit, context.now)) {
    return { adults: messages.limit(limit) };
  }
  const taken = placesOf(db, service.id, context.now, plan.id);
  const left = service.capacity - taken.confirmed - taken.held;
  if (left >= people) return null;
  return { service: left <= 0 ? messages.full : messages.fewLeft(left) };
}

function chosenService(serviceId: string, context: VisitContext): PlannableService | FieldErrors {
  const choice = findServiceToPlan(context.content.schedule, serviceId, context.now);
  if (choice.kind === "open") return choice.service;
  const messages = context.messages ?? englishMessages;
  return { service: choice.kind === "started" ? messages.past : messages.service };
}

/** held: the places wait for the address to be confirmed by the e-mailed link (a service with a capacity). */
export type PlanOutcome =
  { ok: true; plan: VisitPlan; emailed: boolean; held: boolean } | { ok: false; fieldErrors: FieldErrors };

/** `clientKey`: the visitor's device, signed (app/server/client-key.server.ts), for the per-sign-up limit. */
export async function planVisit(
  fields: Record<string, unknown>,
  context: VisitContext & { fromPage: string; clientKey?: string },
): Promise<PlanOutcome> {
  const parsed = parsePlanForm(fields, context.messages);
  if (!parsed.ok) return parsed;
  const form = parsed.plan;
  const service = chosenService(form.service, context);
  if (!("id" in service)) return { ok: false, fieldErrors: service };

  // Issue 28: with a capacity, the places are held until the address answers (a site that sends no e-mail
  // cannot ask, and counts the plan at once: the per-sign-up limit alone guards its places).
  const held = service.capacity !== undefined && visitEmailsOn();
  const plan: VisitPlan = {
    id: randomUUID(),
    name: form.name,
    email: form.email,
    phone: form.phone,
    adults: form.adults,
    childrenAges: form.childrenAges,
    serviceId: service.id,
    serviceName: service.name,
    serviceLabel: service.label,
    serviceStart: service.start,
    serviceEnd: service.end,
    status: "planned",
    sequence: 0,
    ...reminderFor(service.start, form.noReminder, context),
    fromPage: context.fromPage,
    language: context.language ?? null,
    confirmation: held ? "held" : null,
    holdExpiresAt: held ? context.now + HOLD_MINUTES * 60_000 : null,
    clientKey: service.capacity !== undefined ? (context.clientKey ?? null) : null,
    createdAt: context.now,
    updatedAt: context.now,
  };
  const db = plansDb();
  const refused = await commitPlans(() => {
    const problem = roomFor(service, plan, context);
    if (problem) return problem;
    insertPlan(db, plan);
    if (held) {
      // The office hears of the plan once it is confirmed (confirm-visit.server.ts).
      queueVisitorEmail(db, plan, "hold", context);
      return null;
    }
    queueVisitorEmail(db, plan, "confirmation", context);
    queueStaffNotice(db, plan, "planned", { ...context, capacity: service.capacity });
    return null;
  });
  if (refused) return { ok: false, fieldErrors: refused };
  return { ok: true, plan, emailed: visitEmailsOn(), held };
}

export type ManageRefusal = "not-found" | "cancelled" | "past";

/** Why a plan cannot be changed or cancelled any more, if it cannot. */
export function manageRefusal(plan: VisitPlan | undefined, now: number): ManageRefusal | null {
  if (!plan) return "not-found";
  if (plan.status === "cancelled") return "cancelled";
  if (plan.serviceStart <= now) return "past";
  return null;
}

export type ChangeOutcome =
  { ok: true; plan: VisitPlan } | { ok: false; refusal: ManageRefusal } | { ok: false; fieldErrors: FieldErrors };

/** Moves a plan to another service; the same service again changes nothing and sends nothing. */
export async function changeVisit(planId: string, serviceId: string, context: VisitContext): Promise<ChangeOutcome> {
  const before = getPlan(planId);
  const refusal = manageRefusal(before, context.now);
  if (refusal || !before) return { ok: false, refusal: refusal ?? "not-found" };
  if (serviceId === before.serviceId) return { ok: true, plan: before };
  const service = chosenService(serviceId, context);
  if (!("id" in service)) return { ok: false, fieldErrors: service };

  const db = plansDb();
  return commitPlans((): ChangeOutcome => {
    // Read again inside the commit: a change or cancellation from another tab may have come first.
    const current = getPlan(planId);
    const late = manageRefusal(current, context.now);
    if (late || !current) return { ok: false, refusal: late ?? "not-found" };
    // A plan still waiting for its address is confirmed first (its page offers only that, or cancelling).
    if (current.confirmation === "held" || current.confirmation === "expired") {
      return { ok: false, fieldErrors: { service: (context.messages ?? englishMessages).confirmFirst } };
    }
    const refused = roomFor(service, current, context);
    if (refused) return { ok: false, fieldErrors: { service: refused.service ?? refused.adults } };
    const plan: VisitPlan = {
      ...current,
      serviceId: service.id,
      serviceName: service.name,
      serviceLabel: service.label,
      serviceStart: service.start,
      serviceEnd: service.end,
      status: "changed",
      sequence: current.sequence + 1,
      ...reminderFor(service.start, current.reminder === "declined", context),
      // Changed from the e-mailed link: the address is known to be the visitor's.
      confirmation: service.capacity ? "confirmed" : current.confirmation,
      updatedAt: context.now,
    };
    updatePlan(db, plan);
    dropUnsentReminder(db, plan.id);
    const previous = { label: current.serviceLabel, start: current.serviceStart };
    queueVisitorEmail(db, plan, "changed", { ...context, previous });
    queueStaffNotice(db, plan, "changed", { ...context, capacity: service.capacity, previous });
    return { ok: true, plan };
  });
}

export type CancelOutcome = { ok: true; plan: VisitPlan } | { ok: false; refusal: ManageRefusal };

export async function cancelVisit(planId: string, context: VisitContext): Promise<CancelOutcome> {
  const db = plansDb();
  return commitPlans((): CancelOutcome => {
    const current = getPlan(planId);
    const refusal = manageRefusal(current, context.now);
    if (refusal || !current) return { ok: false, refusal: refusal ?? "not-found" };
    const plan: VisitPlan = { ...current, status: "cancelled", sequence: current.sequence + 1, updatedAt: context.now };
    updatePlan(db, plan);
    dropUnsentReminder(db, plan.id);
    // A hold never confirmed had no invite to take back, and the office never heard of it.
    if (current.confirmation === "held" || current.confirmation === "expired") return { ok: true, plan };
    queueVisitorEmail(db, plan, "cancelled", context);
    queueStaffNotice(db, plan, "cancelled", context);
    return { ok: true, plan };
  });
}
