import { registrationsDb, TAKING_STATUSES } from "./registration-rows.server";

/**
 * What removing an event would strand (issue 28): its sign-ups that still
 * hold a place or wait for one (held, offered, awaiting payment, confirmed,
 * waitlisted), every date counted. The editor refuses to remove an event
 * while it has any; cancelled and expired ones do not count.
 */
const LIVE_STATUSES = [...TAKING_STATUSES, "waitlisted"] as const;
const LIVE_SQL = LIVE_STATUSES.map((status) => `'${status}'`).join(", ");

export function liveRegistrationsOf(eventId: string): number {
  const row = registrationsDb()
    .prepare(`SELECT COUNT(*) AS count FROM registrations WHERE event_id = ? AND status IN (${LIVE_SQL})`)
    .get(eventId) as { count: number };
  return row.count;
}
