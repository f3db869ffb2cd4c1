import { subYears } from "date-fns";
import { sendVisitNotice, type VisitNotice } from "./mailer.server";
import { ensureSchema } from "~/server/db.server";
import { outboxDb, type DeliveryOutcome } from "~/server/outbox.server";
import { inChurchZone } from "~/lib/church-time";
import { getContent } from "~/server/content.server";

/**
 * LEGACY: the seasonal pages' plan-a-visit requests before issue 19, which
 * now stores visit plans in `visit_plans` (visit-plans.server.ts). Rows made
 * before the upgrade stay here until the privacy policy's year is up: they
 * are still deleted a year after they were sent, still removed by
 * `npm run data:forget`, and notices still queued for them still reach the
 * office. Nothing adds rows any more; delete this module (and mailer.server.ts)
 * a year after the release that brought visit plans.
 */

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS visit_requests (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    phone TEXT,
    service TEXT NOT NULL,
    children_count INTEGER,
    children_ages TEXT,
    season TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
`;

export const VISIT_TOPIC = "visit.notify";

function requestsDb() {
  outboxDb();
  return ensureSchema("visit_requests", SCHEMA);
}

/** Outbox handler for the notices queued before the upgrade (registered in app/background.server.ts). */
export function deliverVisitNotice(payload: unknown): Promise<DeliveryOutcome> {
  return sendVisitNotice(payload as VisitNotice);
}

/** A year after they were sent, with the outbox rows that carried them. */
export function deleteExpiredVisitRequests(now: number): { visitRequests: number; visitNotices: number } {
  const cutoff = subYears(inChurchZone(now, getContent().church.locale.timeZone), 1).getTime();
  const db = requestsDb();
  return db
    .transaction(() => ({
      visitRequests: db.prepare("DELETE FROM visit_requests WHERE created_at < ?").run(cutoff).changes,
      visitNotices: db.prepare("DELETE FROM outbox WHERE topic = ? AND created_at < ?").run(VISIT_TOPIC, cutoff)
        .changes,
    }))
    .immediate();
}

/** Deletes every request made with this (normalised) address; the count of rows removed. */
export function deleteVisitRequestsOf(address: string): { visitRequests: number; visitNotices: number } {
  const db = requestsDb();
  return {
    visitRequests: db.prepare("DELETE FROM visit_requests WHERE email = ?").run(address).changes,
    visitNotices: db
      .prepare("DELETE FROM outbox WHERE topic = ? AND json_extract(payload, '$.email') = ?")
      .run(VISIT_TOPIC, address).changes,
  };
}
