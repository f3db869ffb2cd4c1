import { deleteMailTo, deleteQueuedMail } from "~/features/mail/mail.server";
import { DAY_MS } from "~/server/housekeeping.server";
import { joinMailKey } from "./join.server";
import { joinRequestIds, joinRequestsDb } from "./join-requests.server";

/**
 * The privacy policy's promises about requests to join a group (issue 28):
 * an answered request is deleted 90 days after its answer, one nobody answered
 * 180 days after it was sent, each with every e-mail about it (sent or not);
 * `npm run data:forget` deletes a person's requests and their e-mails at once.
 */

/** SPEC-less choice (docs/decisions/039): long enough for a leader to look back at a season's requests. */
export const JOIN_RETENTION = { answeredDays: 90, unansweredDays: 180 } as const;

function deleteRequests(where: string, ...values: unknown[]): { joinRequests: number; joinMails: number } {
  const db = joinRequestsDb();
  return db
    .transaction(() => {
      const ids = joinRequestIds(db, where, ...values);
      let joinMails = 0;
      for (const id of ids) joinMails += deleteQueuedMail(db, joinMailKey(id));
      const joinRequests = db.prepare(`DELETE FROM join_requests WHERE ${where}`).run(...values).changes;
      return { joinRequests, joinMails };
    })
    .immediate();
}

export function deleteExpiredJoinRequests(now: number): { joinRequests: number; joinMails: number } {
  return deleteRequests(
    "(status != 'open' AND answered_at < ?) OR (status = 'open' AND created_at < ?)",
    now - JOIN_RETENTION.answeredDays * DAY_MS,
    now - JOIN_RETENTION.unansweredDays * DAY_MS,
  );
}

/** Every request made with this (normalised) address, and every e-mail about them or to it. */
export function forgetJoinRequestsOf(address: string): { joinRequests: number; joinMails: number } {
  const deleted = deleteRequests("email = ?", address);
  return { ...deleted, joinMails: deleted.joinMails + deleteMailTo(joinRequestsDb(), address) };
}
