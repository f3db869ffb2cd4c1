import type Database from "better-sqlite3";
import { deleteQueuedMail, mailConfigured, queueMail } from "~/features/mail/mail.server";
import { getEnv } from "~/server/env.server";
import { publicOrigin, signedLink } from "~/server/signed-link.server";
import { serviceLabel } from "~/lib/visit-services";
import { STAFF_NOTICE_TEMPLATE, type StaffNoticeProps } from "./emails/staff-notice";
import { VISITOR_EMAIL_TEMPLATE, type VisitorEmailKind, type VisitorEmailProps } from "./emails/visitor-email";
import { mailSenderOf, type VisitContent } from "./visit-content";
import { peoplePlannedFor, type VisitPlan } from "./visit-plans.server";

/**
 * A visit's e-mails, queued in the transaction that changes the plan. Each
 * message's key names the plan, so retention and deletion on request find
 * every message of a plan ("visit:<id>:…"), and a change or cancellation
 * removes the reminder not yet sent.
 */

export const LINK_PURPOSE = "visit";


/**
 * Whether visitors get their plan's e-mails: SMTP_URL to send them and
 * PUBLIC_URL for their change-or-cancel link. Without PUBLIC_URL the office's
 * notices still go, and the site says it stores plans without e-mailing.
 */
export function visitEmailsOn(): boolean {
  return mailConfigured() && publicOrigin() !== undefined;
}

/** The signed change-or-cancel link of a plan (docs/decisions/026-signed-visit-links-issue-19.md). */
export function manageUrl(planId: string, origin: string): string {
  return signedLink(origin, "/my-visit", LINK_PURPOSE, planId, { param: "visit" });
}

export const mailKeyPrefix = (planId: string) => `visit:${planId}:`;

export function queueVisitorEmail(
  db: Database.Database,
  plan: VisitPlan,
  kind: VisitorEmailKind,
  context: { content: VisitContent; now: number; previousLabel?: string },
): boolean {
  const { content, now } = context;
  const origin = publicOrigin();
  if (!origin || !mailConfigured()) return false;
  const props: VisitorEmailProps = {
    kind,
    sender: mailSenderOf(content, origin),
    visitId: plan.id,
    sequence: plan.sequence,
    name: plan.name,
    serviceName: plan.serviceName,
    serviceLabel: plan.serviceLabel,
    serviceStart: plan.serviceStart,
    serviceEnd: plan.serviceEnd,
    adults: plan.adults,
    childrenAges: plan.childrenAges,
    timeZone: content.schedule.timeZone,
    place: {
      addressLine: content.church.addressLine,
      mapUrl: content.church.mapUrl,
      ...(content.church.phone ? { phone: content.church.phone } : {}),
      ...content.notes,
    },
    manageUrl: manageUrl(plan.id, origin),
    ...(plan.reminder === "scheduled" && plan.reminderAt !== null
      ? { reminderLabel: serviceLabel(plan.reminderAt, content.schedule) }
      : {}),
    ...(context.previousLabel ? { previousLabel: context.previousLabel } : {}),
    changedAt: now,
  };
  // Each message once: the reminder once per date, the others once per change of the plan.
  const key =
    kind === "reminder"
      ? `${mailKeyPrefix(plan.id)}reminder:${plan.serviceStart}`
      : `${mailKeyPrefix(plan.id)}${kind}:${plan.sequence}`;
  return queueMail(db, {
    key,
    template: VISITOR_EMAIL_TEMPLATE,
    to: plan.email,
    props,
    now,
    replyTo: content.church.email,
    // Never a confirmation or reminder for a visit that has begun (SMTP down for days).
    notAfter: plan.serviceStart,
  });
}

/** The church's notice (VISIT_NOTIFY_TO), when one is set. */
export function queueStaffNotice(
  db: Database.Database,
  plan: VisitPlan,
  event: StaffNoticeProps["event"],
  context: { content: VisitContent; now: number; capacity?: number; previousLabel?: string },
): boolean {
  const to = getEnv().VISIT_NOTIFY_TO;
  if (!to) return false;
  const props: StaffNoticeProps = {
    event,
    sender: mailSenderOf(context.content, publicOrigin()),
    visitId: plan.id,
    name: plan.name,
    email: plan.email,
    phone: plan.phone,
    serviceName: plan.serviceName,
    serviceLabel: plan.serviceLabel,
    adults: plan.adults,
    childrenAges: plan.childrenAges,
    expected: peoplePlannedFor(db, plan.serviceId),
    ...(context.capacity ? { capacity: context.capacity } : {}),
    reminder: plan.reminder !== "declined",
    ...(context.previousLabel ? { previousLabel: context.previousLabel } : {}),
    at: context.now,
  };
  return queueMail(db, {
    key: `${mailKeyPrefix(plan.id)}staff:${event}:${plan.sequence}`,
    template: STAFF_NOTICE_TEMPLATE,
    to,
    props,
    now: context.now,
    replyTo: plan.email,
  });
}

/** A changed or cancelled plan's reminder that has not gone out yet. */
export function dropUnsentReminder(db: Database.Database, planId: string): number {
  return deleteQueuedMail(db, `${mailKeyPrefix(planId)}reminder:`, { unsentOnly: true });
}

/** Every message of a plan, sent or not (retention, deletion on request). */
export function deletePlanMail(db: Database.Database, planId: string): number {
  return deleteQueuedMail(db, mailKeyPrefix(planId));
}
