import type Database from "better-sqlite3";
import { deleteQueuedMail, linkedMailOn, linkedMailOrigin, publicOrigin, queueMail } from "~/features/mail/mail.server";
import { getEnv } from "~/server/env.server";
import { signedLink } from "~/server/signed-link.server";
import { serviceLabel } from "~/lib/visit-services";
import { localizedPath } from "~/i18n/paths";
import { translator } from "~/i18n/translate";
import { STAFF_NOTICE_TEMPLATE, type StaffNoticeProps } from "./emails/staff-notice";
import { VISITOR_EMAIL_TEMPLATE, type VisitorEmailKind, type VisitorEmailProps } from "./emails/visitor-email";
import { churchLanguage, mailSenderOf, type VisitContent } from "./visit-content";
import { holdUntilLabel, placesOf } from "./plan-holds.server";
import type { VisitPlan } from "./visit-plans.server";

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
  return linkedMailOn();
}

/** The signed change-or-cancel link of a plan (docs/decisions/026-signed-visit-links-issue-19.md). */
export function manageUrl(planId: string, origin: string, path = "/my-visit"): string {
  return signedLink(origin, path, LINK_PURPOSE, planId, { param: "visit" });
}

export const mailKeyPrefix = (planId: string) => `visit:${planId}:`;

/** The change of date an e-mail tells about: the date it moved from. */
export interface PreviousDate {
  label: string;
  start: number;
}

/** A plan's words: the language it was made in (the church's default for one made before languages). */
function planWords(content: VisitContent, plan: VisitPlan) {
  const defaultLanguage = churchLanguage(content);
  const language = plan.language ?? defaultLanguage;
  const words = translator(language, content.church.country, content.messages);
  // "Sunday, November 29, 2026 at 10:30 AM", "domingo, 29 de noviembre de 2026, 10:30 a.m.": in the church's zone.
  const label = (instant: number) => serviceLabel(instant, { ...content.schedule, locale: words.tag });
  const path = (to: string) => localizedPath(to, language, defaultLanguage);
  return { words, label, path };
}

export function queueVisitorEmail(
  db: Database.Database,
  plan: VisitPlan,
  kind: VisitorEmailKind,
  context: { content: VisitContent; now: number; previous?: PreviousDate },
): boolean {
  const { content, now } = context;
  const origin = linkedMailOrigin();
  if (!origin) return false;
  const { words, label, path } = planWords(content, plan);
  const props: VisitorEmailProps = {
    kind,
    sender: mailSenderOf(content, origin, words.language),
    visitId: plan.id,
    sequence: plan.sequence,
    name: plan.name,
    serviceName: plan.serviceName,
    serviceLabel: label(plan.serviceStart),
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
    manageUrl: manageUrl(plan.id, origin, path("/my-visit")),
    visitPath: path("/visit"),
    ...(plan.reminder === "scheduled" && plan.reminderAt !== null ? { reminderLabel: label(plan.reminderAt) } : {}),
    ...(context.previous ? { previousLabel: label(context.previous.start) } : {}),
    ...(kind === "hold" && plan.holdExpiresAt !== null
      ? { holdUntilLabel: holdUntilLabel(plan.holdExpiresAt, content.schedule, words.tag) }
      : {}),
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
  context: { content: VisitContent; now: number; capacity?: number; previous?: PreviousDate },
): boolean {
  const to = getEnv().VISIT_NOTIFY_TO;
  if (!to) return false;
  // The office reads the church's default language; it is told when the visitor used another.
  const office = translator(churchLanguage(context.content), context.content.church.country, context.content.messages);
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
    // Confirmed plans only: holds still waiting for their address are not guests yet.
    expected: placesOf(db, plan.serviceId, context.now).confirmed,
    ...(context.capacity ? { capacity: context.capacity } : {}),
    reminder: plan.reminder !== "declined",
    ...(context.previous ? { previousLabel: context.previous.label } : {}),
    ...(plan.language && plan.language !== office.language
      ? { visitorLanguage: new Intl.DisplayNames([office.tag], { type: "language" }).of(plan.language) }
      : {}),
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
