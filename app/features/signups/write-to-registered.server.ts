import { randomUUID } from "node:crypto";
import type { ChurchContent } from "~/content/model";
import { mailOf } from "./registration-facts.server";
import { queueRegistrationEmail, registrationEmailsOn } from "./registration-mail.server";
import { registrationsDb, rowsOfEvent } from "./registration-queries.server";

/**
 * "Write to everyone registered" (issue 28): the staff's message goes to each
 * confirmed registration of the event (or of one date) as an e-mail of its
 * own through the outbox, in the registration's language frame, with the
 * person's own change-or-cancel link. One commit queues them all; a
 * message's id keeps a retried post from sending it twice.
 */

export const MESSAGE_LIMITS = { subject: 150, body: 5000 } as const;

/** The id a fresh message form carries. */
export function newMessageId(): string {
  return randomUUID();
}

export type MessageField = "subject" | "body";

export type WriteOutcome =
  | { ok: true; queued: number }
  | { ok: false; problem: "no-email" }
  | { ok: false; fieldErrors: Partial<Record<MessageField, "missing" | "tooLong">> };

export function writeToRegistered(input: {
  content: ChurchContent;
  now: number;
  eventId: string;
  occurrence?: number | null;
  subject: unknown;
  body: unknown;
  /** The form's one-time id: the same post twice queues one message each. */
  messageId?: unknown;
}): WriteOutcome {
  const subject = typeof input.subject === "string" ? input.subject.trim() : "";
  const body = typeof input.body === "string" ? input.body.trim() : "";
  const fieldErrors: Partial<Record<MessageField, "missing" | "tooLong">> = {};
  if (!subject) fieldErrors.subject = "missing";
  else if (subject.length > MESSAGE_LIMITS.subject) fieldErrors.subject = "tooLong";
  if (!body) fieldErrors.body = "missing";
  else if (body.length > MESSAGE_LIMITS.body) fieldErrors.body = "tooLong";
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  if (!registrationEmailsOn()) return { ok: false, problem: "no-email" };
  const id =
    typeof input.messageId === "string" && /^[0-9a-f-]{36}$/.test(input.messageId) ? input.messageId : randomUUID();
  const db = registrationsDb();
  const queued = db
    .transaction(() => {
      let count = 0;
      for (const row of rowsOfEvent(db, input.eventId, input.occurrence)) {
        if (row.status !== "confirmed") continue;
        const mail = mailOf(row, input.content);
        if (!mail) continue;
        const sent = queueRegistrationEmail(db, {
          ...mail,
          kind: "message",
          content: input.content,
          now: input.now,
          message: { id, subject, body },
        });
        if (sent) count += 1;
      }
      return count;
    })
    .immediate();
  return { ok: true, queued };
}
