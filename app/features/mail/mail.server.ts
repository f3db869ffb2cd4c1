import { createHash } from "node:crypto";
import type Database from "better-sqlite3";
import { getEnv } from "~/server/env.server";
import { enqueue, type DeliveryOutcome } from "~/server/outbox.server";
import { smtpTransport } from "./smtp.server";

/**
 * Every e-mail the site sends (docs/decisions/025-mail-through-the-outbox-issue-19.md).
 *
 * A feature queues a message in the same SQLite transaction as the change it
 * tells about; the outbox's worker renders it (React Email: an HTML part and a
 * plain-text part) and sends it over SMTP (SMTP_URL), retrying with backoff
 * while the server is down. Each message has a key the feature chooses, unique
 * per message ("visit:<id>:confirmation:0"): a key queued twice is one
 * message, and the Message-ID is made from it, so a retry carries the same
 * Message-ID and a mail system (or a person) recognises it. Delivery is at
 * least once: only a crash between the SMTP server's "250 OK" and our record
 * of it repeats a message, with that same Message-ID.
 *
 * The public API, all a feature needs:
 * - `registerMailTemplate(name, render)`: the composition root
 *   (app/background.server.ts) says which templates exist;
 * - `queueMail(db, mail)`: inside the caller's transaction; false (and
 *   nothing queued) when the site has no SMTP_URL;
 * - `deleteQueuedMail(db, keyPrefix)`: forget messages by key prefix,
 *   whether sent or not (retention, deletion on request, a cancelled
 *   reminder);
 * - `mailConfigured()`: whether e-mail goes out at all (what a page may promise);
 * - `linkedMailOrigin()`: the origin of the links in an e-mail, when e-mail
 *   with links can go (SMTP_URL and PUBLIC_URL); `linkedMailOn()` says whether.
 */

export const MAIL_TOPIC = "mail.send";

export interface CalendarPart {
  method: "PUBLISH" | "CANCEL";
  /** The .ics text (iCalendar), carried as a text/calendar part and an invite.ics attachment. */
  content: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  calendar?: CalendarPart;
}

/** Makes a message from the props it was queued with. */
export type MailTemplate<Props = never> = (props: Props) => Promise<RenderedMail>;

export interface QueuedMail<Props = unknown> {
  /** Unique per message; the outbox's dedupe key and the source of the Message-ID. */
  key: string;
  template: string;
  to: string;
  /** What the template needs, as it is at queue time (JSON). */
  props: Props;
  now: number;
  /** Never sent at or after this instant (a reminder for a visit that has begun). */
  notAfter?: number;
  replyTo?: string;
}

interface MailPayload {
  key: string;
  template: string;
  to: string;
  props: unknown;
  messageId: string;
  notAfter?: number;
  replyTo?: string;
}

const templates = new Map<string, MailTemplate<never>>();

export function registerMailTemplate<Props>(name: string, render: MailTemplate<Props>): void {
  templates.set(name, render as MailTemplate<never>);
}

export function mailConfigured(): boolean {
  return Boolean(getEnv().SMTP_URL);
}

/** The site's public address for links in e-mails: PUBLIC_URL, never a request's Host (a link must lead to the church's site). */
export function publicOrigin(): string | undefined {
  const configured = getEnv().PUBLIC_URL;
  return configured ? new URL(configured).origin : undefined;
}

/** PUBLIC_URL's origin when e-mail goes out too (SMTP_URL): what a message with links needs; else undefined, and none is queued. */
export function linkedMailOrigin(): string | undefined {
  const origin = publicOrigin();
  return origin && mailConfigured() ? origin : undefined;
}

/** Whether messages with links go out (SMTP_URL to send them, PUBLIC_URL for their links): what a page may promise. */
export function linkedMailOn(): boolean {
  return linkedMailOrigin() !== undefined;
}

/** The outbox row's dedupe key of a message. */
const outboxKey = (key: string) => `mail:${key}`;

/** Queues a message (call it inside the transaction that makes it true). False when e-mail is off. */
export function queueMail<Props>(db: Database.Database, mail: QueuedMail<Props>): boolean {
  if (!mailConfigured()) return false;
  const payload: MailPayload = {
    key: mail.key,
    template: mail.template,
    to: mail.to,
    props: mail.props,
    messageId: messageIdFor(mail.key),
    ...(mail.notAfter !== undefined ? { notAfter: mail.notAfter } : {}),
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
  };
  // Due at once on the worker's clock, even when the request's clock runs ahead (a test's X-Test-Now).
  enqueue(db, { topic: MAIL_TOPIC, dedupeKey: outboxKey(mail.key), payload, now: Math.min(mail.now, Date.now()) });
  return true;
}

/**
 * Deletes queued messages whose key starts with `keyPrefix`, sent or not;
 * `unsentOnly` keeps the record of those already sent. Returns how many went.
 */
export function deleteQueuedMail(db: Database.Database, keyPrefix: string, { unsentOnly = false } = {}): number {
  const pattern = `${outboxKey(keyPrefix).replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const unsent = unsentOnly ? "AND delivered_at IS NULL" : "";
  return db.prepare(`DELETE FROM outbox WHERE dedupe_key LIKE ? ESCAPE '\\' ${unsent}`).run(pattern).changes;
}

/** Deletes every queued message to this (normalised) address, sent or not. */
export function deleteMailTo(db: Database.Database, address: string): number {
  return db.prepare("DELETE FROM outbox WHERE topic = ? AND json_extract(payload, '$.to') = ?").run(MAIL_TOPIC, address)
    .changes;
}

export interface MailAddress {
  name: string;
  address: string;
}

/**
 * Who the e-mails come from: the composition root says (the church's name and office address); MAIL_FROM
 * replaces the address, and is the only one when the church has no office address (church.yaml `email`).
 */
let defaultSender: () => Partial<MailAddress> | undefined = () => undefined;
export function setDefaultSender(from: () => Partial<MailAddress> | undefined): void {
  defaultSender = from;
}
function sender(): MailAddress | undefined {
  const from = defaultSender();
  const address = getEnv().MAIL_FROM ?? from?.address;
  return address ? { name: from?.name ?? "", address } : undefined;
}

/** A stable Message-ID: the same key always gives the same one, on whichever attempt. */
export function messageIdFor(key: string): string {
  const env = getEnv();
  const host = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).hostname : (sender()?.address.split("@")[1] ?? "localhost");
  const local = createHash("sha256").update(key).digest("base64url").slice(0, 32);
  return `<${local}@${host}>`;
}

/**
 * A subject on one line, whatever a name in it held (issue 38): line breaks and other control characters
 * become one space. Every e-mail of the site passes here; the forms also keep names on one line at the edge.
 */
export function oneLineSubject(subject: string): string {
  return subject.replace(/[\s\p{Cc}\p{Zl}\p{Zp}]+/gu, " ").trim();
}

/** The outbox handler for MAIL_TOPIC (registered in app/background.server.ts). */
export async function deliverMail(payload: unknown, now = Date.now()): Promise<DeliveryOutcome> {
  const mail = payload as MailPayload;
  if (mail.notAfter !== undefined && now >= mail.notAfter) {
    return { kind: "rejected", reason: "not sent: too late (what it was about has begun)" };
  }
  const render = templates.get(mail.template);
  // Thrown, not refused: a template registered by a newer release may still come.
  if (!render) throw new Error(`No mail template "${mail.template}"`);
  const from = sender();
  if (!from) throw new Error("No sender: set MAIL_FROM");
  const message = await render(mail.props as never);
  await smtpTransport().sendMail({
    from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: oneLineSubject(message.subject),
    text: message.text,
    html: message.html,
    messageId: mail.messageId,
    ...(message.calendar ? { icalEvent: { method: message.calendar.method, content: message.calendar.content } } : {}),
  });
  return { kind: "delivered" };
}
