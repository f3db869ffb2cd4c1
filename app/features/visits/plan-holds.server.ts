import type Database from "better-sqlite3";
import { formatChurchDate } from "~/i18n/dates";
import type { VisitContent } from "./visit-content";
import type { VisitPlan } from "./visit-plans.server";

export { HOLD_MINUTES } from "~/lib/visit-form";

/**
 * The places of a service with a capacity (issue 28, docs/decisions/050): a
 * new plan is held for 30 minutes until its address is confirmed by the
 * e-mailed link; a hold counts only until its time, confirmed plans for good.
 * One plan, one address and one device take at most the church's
 * per-sign-up limit (services.yaml `visit.perSignUpLimit`) for one date.
 * Each function here runs inside the commit that writes the plan, so what it
 * counts is what the write sees.
 */

/** The plans whose people a service's places count at `@now`: not cancelled, not a lapsed or expired hold. */
const COUNTED = `status != 'cancelled' AND (confirmation IS NULL OR confirmation = 'confirmed'
  OR (confirmation = 'held' AND hold_expires_at > @now))`;
const PEOPLE = "adults + json_array_length(children_ages)";

export interface Places {
  /** People of plans that count for good (confirmed, or made without a confirm step). */
  confirmed: number;
  /** People of holds still waiting for their address, until their time. */
  held: number;
}

/** A service's places taken at `now`, one plan aside if named. */
export function placesOf(db: Database.Database, serviceId: string, now: number, exceptPlanId = ""): Places {
  const row = db
    .prepare(
      `SELECT COALESCE(SUM(CASE WHEN confirmation = 'held' THEN 0 ELSE ${PEOPLE} END), 0) AS confirmed,
         COALESCE(SUM(CASE WHEN confirmation = 'held' THEN ${PEOPLE} ELSE 0 END), 0) AS held
       FROM visit_plans WHERE service_id = @serviceId AND id != @except AND ${COUNTED}`,
    )
    .get({ serviceId, except: exceptPlanId, now }) as Places;
  return row;
}

/** People taken (held or confirmed) at `now` for each of these services. */
export function placesTakenBy(db: Database.Database, serviceIds: readonly string[], now: number): Map<string, number> {
  const taken = new Map<string, number>();
  if (serviceIds.length === 0) return taken;
  const rows = db
    .prepare(
      `SELECT service_id AS id, SUM(${PEOPLE}) AS people FROM visit_plans
       WHERE service_id IN (SELECT value FROM json_each(@ids)) AND ${COUNTED} GROUP BY service_id`,
    )
    .all({ ids: JSON.stringify(serviceIds), now }) as { id: string; people: number }[];
  for (const row of rows) taken.set(row.id, row.people);
  return taken;
}

/** What one address, or one device, already takes for a service at `now` (one plan aside if named). */
export function placesTakenByVisitor(
  db: Database.Database,
  visitor: { serviceId: string; email: string; clientKey: string | null },
  now: number,
  exceptPlanId = "",
): number {
  const row = db
    .prepare(
      `SELECT COALESCE(SUM(${PEOPLE}), 0) AS people FROM visit_plans
       WHERE service_id = @serviceId AND id != @except AND ${COUNTED}
         AND (email = @email OR (client_key IS NOT NULL AND client_key = @clientKey))`,
    )
    .get({ ...visitor, except: exceptPlanId, now }) as { people: number };
  return row.people;
}

/** Whether a plan of `people` passes the per-sign-up limit for its service (address and device together). */
export function withinLimit(
  db: Database.Database,
  plan: Pick<VisitPlan, "id" | "serviceId" | "email" | "clientKey">,
  people: number,
  limit: number,
  now: number,
): boolean {
  if (people > limit) return false;
  return placesTakenByVisitor(db, plan, now, plan.id) + people <= limit;
}

/** Marks the lapsed holds expired (their places already stopped counting at their time); how many. */
export function expireLapsedHolds(db: Database.Database, now: number): number {
  return db
    .prepare(
      "UPDATE visit_plans SET confirmation = 'expired', updated_at = ? WHERE confirmation = 'held' AND hold_expires_at <= ?",
    )
    .run(now, now).changes;
}

/** Until when a hold keeps its places, as the visitor reads the time ("11:36 AM", "11:36 a. m."): church zone. */
export function holdUntilLabel(holdExpiresAt: number, schedule: VisitContent["schedule"], locale: string): string {
  return formatChurchDate(holdExpiresAt, "time", {
    timeZone: schedule.timeZone,
    dateOrder: schedule.dateOrder ?? "month-day",
    clock: schedule.clock ?? "12h",
    locale,
  });
}
