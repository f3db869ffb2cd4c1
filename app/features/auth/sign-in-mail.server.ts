import type Database from "better-sqlite3";
import { smtpTransport } from "~/features/mail/smtp.server";
import { getContent } from "~/server/content.server";
import { getEnv } from "~/server/env.server";
import { enqueue, type DeliveryOutcome } from "~/server/outbox.server";
import { ROLE_LABELS, type Role } from "./roles";
import { SIGN_IN_LIMITS } from "./sign-in-codes.server";

/**
 * Sign-in codes and invitations by e-mail, through the outbox (retried while
 * the mail server is down) and nodemailer with SMTP_URL. The outbox forgets
 * the message once it is sent or refused (a code must not outlive its use),
 * and a message whose code has expired is refused rather than sent late.
 * `sendSignInMail` is the one place that talks SMTP, so it can move onto the
 * shared mail module (app/features/mail/, issue 19) in one step.
 */
export const SIGN_IN_MAIL_TOPIC = "staff.sign-in-mail";

export type SignInMail =
  | { kind: "code"; to: string; code: string; link?: string; expiresAt: number }
  | { kind: "invitation"; to: string; link: string; role: Role; invitedBy: string; expiresAt: number }
  /** Wrong codes were typed for this person (sign-in.server.ts). */
  | { kind: "alert"; to: string; wrongCodes: number; expiresAt: number };

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export function mailConfigured(): boolean {
  return Boolean(getEnv().SMTP_URL);
}

/** Queues the message in the caller's transaction (with its code). */
export function queueSignInMail(db: Database.Database, mail: SignInMail, dedupeKey: string, now: number): void {
  enqueue(db, { topic: SIGN_IN_MAIL_TOPIC, dedupeKey, payload: mail, now });
}

export function signInMailMessage(mail: SignInMail): MailMessage {
  const { church } = getContent();
  if (mail.kind === "code") {
    const minutes = SIGN_IN_LIMITS.codeTtlMs / 60_000;
    const lines = [
      `Your code to sign in to the ${church.name} website is:`,
      "",
      `    ${mail.code}`,
      "",
      ...(mail.link ? ["Or open this link to sign in:", mail.link, ""] : []),
      `It works once, for ${minutes} minutes.`,
      "",
      "If you did not ask to sign in, you can ignore this e-mail: nobody can sign in without the code.",
    ];
    return { to: mail.to, subject: `${mail.code} is your ${church.name} sign-in code`, text: lines.join("\n") };
  }
  if (mail.kind === "alert") {
    const lines = [
      `Someone typed ${mail.wrongCodes} wrong sign-in codes for ${mail.to} on the ${church.name} website in the last day.`,
      "",
      "If that was you, all is well. If not, nobody got in: a code works only in the browser that asked for it, and only the right one.",
      "",
      `After ${SIGN_IN_LIMITS.wrongCodesPerPerson} wrong codes in a day, codes stop working for your address for a day. You can still sign in ${
        // Sign-in e-mails carry a link only where the site knows its public address (sign-in.tsx).
        getEnv().PUBLIC_URL ? "with the link in a sign-in e-mail, " : ""
      }with your passkey, or with a new invitation link, which the site's operator can send.`,
    ];
    return { to: mail.to, subject: `Wrong sign-in codes for your ${church.name} account`, text: lines.join("\n") };
  }
  const days = SIGN_IN_LIMITS.invitationTtlMs / (24 * 60 * 60 * 1000);
  const lines = [
    `${mail.invitedBy} invited you to help run the ${church.name} website, as ${ROLE_LABELS[mail.role].toLowerCase()}.`,
    "",
    "Open this link to sign in for the first time:",
    mail.link,
    "",
    `It works once, for ${days} days. Once you are in, add a passkey (Security) to sign in next time with your fingerprint, face or device PIN.`,
  ];
  return { to: mail.to, subject: `You are invited to the ${church.name} website`, text: lines.join("\n") };
}

export async function sendSignInMail(message: MailMessage): Promise<void> {
  const env = getEnv();
  const transport = smtpTransport();
  const { church } = getContent();
  // A church without an office address (church.yaml `email`) sends from MAIL_FROM alone.
  const address = env.MAIL_FROM ?? church.email;
  if (!address) throw new Error("No sender: set MAIL_FROM");
  await transport.sendMail({
    from: { name: church.name, address },
    to: message.to,
    subject: message.subject,
    text: message.text,
  });
}

/** The outbox handler. */
export async function deliverSignInMail(payload: unknown, now = Date.now()): Promise<DeliveryOutcome> {
  const mail = payload as SignInMail;
  if (now >= mail.expiresAt) return { kind: "rejected", reason: "expired before it could be sent" };
  await sendSignInMail(signInMailMessage(mail));
  return { kind: "delivered" };
}
