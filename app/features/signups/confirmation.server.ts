import type { ChurchContent } from "~/content/model";
import { mailOf } from "./registration-facts.server";
import { queueRegistrationEmail } from "./registration-mail.server";
import { placeInLine, registrationRow, registrationsDb } from "./registration-queries.server";

/**
 * The confirmation e-mail (answers, place, invite) of a registration that is
 * now confirmed: by its address's link, at once for an event without a
 * capacity, by a claimed offer or a payment. Call it in the transaction that
 * confirms; its outbox key makes a second call a no-op.
 */
export function queueConfirmation(registrationId: string, content: ChurchContent, now: number): boolean {
  const db = registrationsDb();
  const row = registrationRow(db, registrationId);
  if (!row || row.status !== "confirmed") return false;
  const mail = mailOf(row, content);
  return mail ? queueRegistrationEmail(db, { ...mail, kind: "confirmed", content, now }) : false;
}

/**
 * "You are on the waitlist" with its place in line and the link to see or cancel the sign-up (issue 38: only
 * the page said so; issue 43: and where they stand): for a sign-up waitlisted when it was made, or when its
 * confirmation found the places taken. In the transaction that waitlists, so the place in line is the one it
 * took; once per registration by its outbox key.
 */
export function queueWaitlisted(registrationId: string, content: ChurchContent, now: number): boolean {
  const db = registrationsDb();
  const row = registrationRow(db, registrationId);
  if (!row || row.status !== "waitlisted") return false;
  const mail = mailOf(row, content);
  if (!mail) return false;
  const registration = { ...mail.registration, placeInLine: placeInLine(db, registrationId) ?? undefined };
  return queueRegistrationEmail(db, { ...mail, registration, kind: "waitlisted", content, now });
}
