import nodemailer, { type Transporter } from "nodemailer";
import { getContent } from "~/server/content.server";
import { getEnv } from "~/server/env.server";
import type { DeliveryOutcome } from "~/server/outbox.server";

/**
 * Plan-a-visit notifications to the church office over SMTP (SMTP_URL, to
 * VISIT_NOTIFY_TO). Called only by the outbox, which retries on failure.
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

let transport: Transporter | undefined;

export function smtpConfigured(): boolean {
  const env = getEnv();
  return Boolean(env.SMTP_URL && env.VISIT_NOTIFY_TO);
}

/** Tests only: send through another transport (e.g. nodemailer's jsonTransport). */
export function useTransportForTests(replacement: Transporter | undefined): void {
  transport = replacement;
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
  transport ??= nodemailer.createTransport(env.SMTP_URL);
  await transport.sendMail(visitNoticeMessage(visit, env.VISIT_NOTIFY_TO));
  return { kind: "delivered" };
}
