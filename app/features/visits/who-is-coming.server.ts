import { stringify } from "csv-stringify/sync";
import { comingListStart } from "~/lib/coming-list";
import { formatChildrenAges } from "~/lib/visit-form";
import { findServiceToPlan } from "~/lib/visit-services";
import type { VisitContent } from "./visit-content";
import { plansBetween, type VisitPlan } from "./visit-plans.server";

/**
 * "Who's coming" for the church's staff (issue 19): the plans for each
 * service in a period, cancelled ones left out, with the children's ages for
 * check-in; and the same as CSV. The staff area shows it at /admin/visits,
 * with the CSV at /admin/visits.csv; `npm run visits:export` prints every plan.
 */

export interface ComingGuest {
  planId: string;
  name: string;
  email: string;
  phone: string | null;
  adults: number;
  childrenAges: number[];
  /** "changed" when they moved here from another date. */
  status: "planned" | "changed";
  reminder: boolean;
  plannedAt: number;
}

export interface ComingService {
  serviceId: string;
  serviceName: string;
  /** "Sunday, November 29, 2026 at 10:30 AM" */
  serviceLabel: string;
  start: number;
  /** The service's capacity in the content, if it still has one and is still to come. */
  capacity?: number;
  adults: number;
  children: number;
  guests: ComingGuest[];
  /** Plans whose places are held until their address is confirmed (issue 28): not guests yet, shown apart. */
  holds: ComingGuest[];
}

/**
 * Services with plans that start in [from, to), in time order, each with its guests in the order they
 * planned: confirmed plans (and those that needed no confirming) count; holds still in their time are
 * listed apart; lapsed and expired holds are left out.
 */
export function whoIsComing(
  from: number,
  to: number,
  context: { content: VisitContent; now: number },
): ComingService[] {
  const services = new Map<string, ComingService>();
  for (const plan of plansBetween(from, to)) {
    if (plan.status === "cancelled" || plan.confirmation === "expired") continue;
    const held = plan.confirmation === "held";
    if (held && (plan.holdExpiresAt ?? 0) <= context.now) continue;
    let service = services.get(plan.serviceId);
    if (!service) {
      const choice = findServiceToPlan(context.content.schedule, plan.serviceId, context.now);
      const capacity = choice.kind === "open" ? choice.service.capacity : undefined;
      service = {
        serviceId: plan.serviceId,
        serviceName: plan.serviceName,
        serviceLabel: plan.serviceLabel,
        start: plan.serviceStart,
        ...(capacity ? { capacity } : {}),
        adults: 0,
        children: 0,
        guests: [],
        holds: [],
      };
      services.set(plan.serviceId, service);
    }
    if (held) {
      service.holds.push(guestOf(plan));
      continue;
    }
    service.adults += plan.adults;
    service.children += plan.childrenAges.length;
    service.guests.push(guestOf(plan));
  }
  return [...services.values()].sort((a, b) => a.start - b.start);
}

/**
 * Every coming service with plans, from the start of the church-zone day (so
 * a service that has begun stays listed while guests are checked in) to the
 * furthest plan (a seasonal page invites months ahead).
 */
export function comingServices(context: { content: VisitContent; now: number }): ComingService[] {
  return whoIsComing(comingListStart(context.now, context.content.schedule.timeZone), Number.MAX_SAFE_INTEGER, context);
}

function guestOf(plan: VisitPlan): ComingGuest {
  const { name, email, phone, adults, childrenAges } = plan;
  return {
    planId: plan.id,
    name,
    email,
    phone,
    adults,
    childrenAges,
    status: plan.status === "changed" ? "changed" : "planned",
    reminder: plan.reminder !== "declined",
    plannedAt: plan.createdAt,
  };
}

const COLUMNS = ["service", "when", "name", "email", "phone", "adults", "children", "children's ages", "planned at"];

/**
 * The list as CSV (RFC 4180, CRLF, a header row), one row a guest, for a
 * spreadsheet or the check-in desk. A cell starting with = + - @ is prefixed
 * with ' by csv-stringify's escape_formulas, so a name a visitor typed never
 * runs as a formula.
 */
export function whoIsComingCsv(services: readonly ComingService[]): string {
  const rows = services.flatMap((service) =>
    service.guests.map((guest) => [
      service.serviceName,
      service.serviceLabel,
      guest.name,
      guest.email,
      guest.phone ?? "",
      guest.adults,
      guest.childrenAges.length,
      formatChildrenAges(guest.childrenAges),
      new Date(guest.plannedAt).toISOString(),
    ]),
  );
  return stringify(rows, {
    header: true,
    columns: COLUMNS,
    record_delimiter: "windows",
    escape_formulas: true,
    cast: { number: String },
  });
}
