import type { Transporter } from "nodemailer";
import { smtpTransport } from "~/features/mail/smtp.server";
import { getContent } from "~/server/content.server";
import { getEnv } from "~/server/env.server";
import type { DeliveryOutcome } from "~/server/outbox.server";

/**
 * LEGACY (see visit-requests.server.ts): the plain-text notice of a request
 * queued before issue 19, over SMTP (SMTP_URL, to VISIT_NOTIFY_TO). Called
 * only by the outbox, which retries on failure. New plans' notices are React
 * Email messages through app/features/mail.
 */

export interface VisitNotice {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  service: string;
  childrenCount: number | null;
  childrenAges: string | null;
  /** The seasonal page the plan came from (its path), e.g. "/easter". */
  season: string;
  createdAt: number;
}

let transportForTests: Transporter | undefined;

/** Tests only: send through another transport (e.g. nodemailer's jsonTransport). */
export function useTransportForTests(replacement: Transporter | undefined): void {
  transportForTests = replacement;
}

export function visitNoticeMessage(visit: VisitNotice, to: string) {
  const content = getContent();
  const season = content.seasons.find((candidate) => candidate.path === visit.season)?.name ?? visit.season;
  // Header values never carry a line break a visitor typed.
  const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ").slice(0, 100);
  const lines = [
    `${visit.name} is planning to visit for ${season}.`,
    "",
    `Name: ${visit.name}`,
    `E-mail: ${visit.email}`,
    `Phone: ${visit.phone ?? "(not given)"}`,
    `Service: ${visit.service}`,
    `Children: ${visit.childrenCount ?? "(not given)"}`,
    `Children's ages: ${visit.childrenAges ?? "(not given)"}`,
    "",
    `Request ${visit.id}, received ${new Date(visit.createdAt).toISOString()}.`,
  ];
  return {
    from: `${content.church.name} website <${to}>`,
    to,
    replyTo: visit.email,
    subject: oneLine(`Plan a visit (${season}): ${visit.name}`),
    text: lines.join("\n"),
  };
}

export async function sendVisitNotice(visit: VisitNotice): Promise<DeliveryOutcome> {
  const env = getEnv();
  if (!env.SMTP_URL || !env.VISIT_NOTIFY_TO) throw new Error("SMTP is not configured");
  await (transportForTests ?? smtpTransport()).sendMail(visitNoticeMessage(visit, env.VISIT_NOTIFY_TO));
  return { kind: "delivered" };
}
