import type { ChurchContent } from "~/content/model";
import { visitContentOf } from "~/features/visits/visit-content";
import { reminderAtFor } from "~/features/visits/visits.server";
import { mailOf } from "./registration-facts.server";
import { queueRegistrationEmail, registrationEmailsOn } from "./registration-mail.server";
import { registrationsDb, rowsWithStatus } from "./registration-queries.server";

/**
 * The reminder the day before an event someone registered for, at the same
 * hour as the visit reminders (services.yaml `visit.reminderTime`, church
 * zone). A check every minute queues the reminders due; the outbox's key is
 * one per registration, so a reminder is queued once whatever restarts
 * happen. None for a registration confirmed after that hour (its
 * confirmation came the day before anyway), none once the event has begun.
 */

/** Queues the reminders due at `now`; how many registrations were looked at as due. */
export function queueDueRegistrationReminders(now: number, content: ChurchContent): number {
  if (!registrationEmailsOn()) return 0;
  const visit = visitContentOf(content);
  const db = registrationsDb();
  return db
    .transaction(() => {
      let due = 0;
      for (const row of rowsWithStatus(db, "confirmed")) {
        const roughStart = row.occurrence;
        // Cheap first: an occurrence that says its date, days away or past, is passed over.
        if (roughStart !== null && (roughStart <= now || roughStart > now + 3 * 86_400_000)) continue;
        const mail = mailOf(row, content);
        if (!mail || mail.occasion.start <= now) continue;
        const at = reminderAtFor(mail.occasion.start, visit);
        if (at > now || (row.confirmed_at ?? row.created_at) >= at) continue;
        queueRegistrationEmail(db, { ...mail, kind: "reminder", content, now });
        due += 1;
      }
      return due;
    })
    .immediate();
}
