import type { ChurchContent } from "~/content/model";
import { deleteMailTo } from "~/features/mail/mail.server";
import { REGISTRATION_RETENTION_DAYS } from "./retention";
import { deleteRegistrationMail } from "./registration-mail.server";
import { occasionOf } from "./registration-facts.server";
import { registrationsDb, type RegistrationRow } from "./registration-queries.server";

/**
 * The privacy policy's promises about registrations (issue 28, item 8): each
 * is deleted 30 days after its event's date ends (the staff may still need
 * the list for a lost-property call or a payment question), with every e-mail
 * about it, sent or not; and `npm run data:forget` deletes a person's
 * registrations and their e-mails at once. Payments stay with Stripe, which
 * keeps its own records (this site keeps none beyond the amount).
 */

const RETENTION_MS = REGISTRATION_RETENTION_DAYS * 24 * 60 * 60 * 1000;

/** When a registration's event date is over: its end, else its start, else the day it was made (an event no longer known). */
function overAt(row: RegistrationRow, content: ChurchContent): number {
  const occasion = occasionOf(content, row.event_id, row.occurrence);
  if (occasion) return occasion.end ?? occasion.start;
  return row.occurrence ?? row.created_at;
}

export function deleteExpiredRegistrations(
  now: number,
  content: ChurchContent,
): { registrations: number; registrationMails: number } {
  const db = registrationsDb();
  return db
    .transaction(() => {
      const rows = db.prepare("SELECT * FROM registrations").all() as RegistrationRow[];
      let registrations = 0;
      let registrationMails = 0;
      for (const row of rows) {
        if (overAt(row, content) + RETENTION_MS > now) continue;
        registrationMails += deleteRegistrationMail(db, row.id);
        registrations += db.prepare("DELETE FROM registrations WHERE id = ?").run(row.id).changes;
      }
      return { registrations, registrationMails };
    })
    .immediate();
}

/** Every registration made with this (normalised) address, and every e-mail about them or to it. */
export function forgetRegistrationsOf(address: string): { registrations: number; registrationMails: number } {
  const db = registrationsDb();
  return db
    .transaction(() => {
      const ids = (db.prepare("SELECT id FROM registrations WHERE email = ?").all(address) as { id: string }[]).map(
        (row) => row.id,
      );
      let registrationMails = 0;
      for (const id of ids) registrationMails += deleteRegistrationMail(db, id);
      registrationMails += deleteMailTo(db, address);
      const registrations = db.prepare("DELETE FROM registrations WHERE email = ?").run(address).changes;
      return { registrations, registrationMails };
    })
    .immediate();
}
