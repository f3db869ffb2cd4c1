import { waitlistTurns } from "./places-open.server";
import { fromRow, registrationsDb, type Registration, type RegistrationRow } from "./registration-rows.server";
import { registrationSettingsFor } from "./settings.server";

/**
 * The registrations store (issue 28): what pages, e-mails, staff screens and
 * clean-ups read and change. Places are taken in take-places.server.ts; they
 * are given back here, and each time places come free the listeners of
 * onPlacesFreed hear of it after the commit (the waitlist's turn).
 */

export {
  TAKING_STATUSES,
  registrationsDb,
  placesTaken,
  type Attendee,
  type Registration,
  type RegistrationStatus,
} from "./registration-rows.server";

export function registrationById(id: string): Registration | null {
  const row = registrationsDb().prepare("SELECT * FROM registrations WHERE id = ?").get(id) as
    RegistrationRow | undefined;
  return row ? fromRow(row) : null;
}

/** Every registration for an event (every date of it), oldest first: the waitlist's order. */
export function registrationsForEvent(eventId: string): Registration[] {
  const rows = registrationsDb()
    .prepare("SELECT * FROM registrations WHERE event_id = ? ORDER BY created_at, rowid")
    .all(eventId) as RegistrationRow[];
  return rows.map(fromRow);
}

/**
 * The places left for a newcomer on one date at `now` (decision 066): the capacity less every place held,
 * offered, paying or confirmed, less the places free that the people waiting are owed. Null when it has
 * no capacity (or takes no sign-ups).
 */
export function placesLeft(eventId: string, occurrence: number | null, now: number): number | null {
  const settings = registrationSettingsFor(eventId);
  if (settings?.capacity === undefined) return null;
  const { open } = waitlistTurns(registrationsDb(), settings, eventId, occurrence, now);
  return Math.max(0, open.total ?? 0);
}

/** Places left by attendee type (the type's own capacity, within the event's); null where there is no limit. */
export function placesLeftByType(
  eventId: string,
  occurrence: number | null,
  now: number,
): Record<string, number | null> {
  const settings = registrationSettingsFor(eventId);
  if (!settings) return {};
  const { open } = waitlistTurns(registrationsDb(), settings, eventId, occurrence, now);
  const overall = open.total === null ? null : Math.max(0, open.total);
  return Object.fromEntries(
    settings.attendeeTypes.map((type) => {
      const own = open.byType.has(type.id) ? Math.max(0, open.byType.get(type.id)!) : null;
      const left = own === null ? overall : overall === null ? own : Math.min(own, overall);
      return [type.id, left];
    }),
  );
}

/** Places that came free on one date of an event (a cancellation, an expired hold): the waitlist's turn. */
export interface PlacesFreed {
  eventId: string;
  occurrence: number | null;
  places: number;
  /** The registration that gave them back. */
  registration: Registration;
  reason: "cancelled" | "expired";
}

const freedListeners = new Set<(freed: PlacesFreed) => void>();

/** Called after each commit that frees places; returns a function that stops it. */
export function onPlacesFreed(listener: (freed: PlacesFreed) => void): () => void {
  freedListeners.add(listener);
  return () => freedListeners.delete(listener);
}

function notifyPlacesFreed(freed: readonly PlacesFreed[]): void {
  for (const event of freed) for (const listener of freedListeners) listener(event);
}

/**
 * Cancels a registration (a link from its e-mails, staff): the places it took
 * are given back at once. Returns the places freed (0 when it took none, or
 * was already cancelled or unknown).
 */
export function cancelRegistration(id: string, now: number): number {
  const db = registrationsDb();
  const freed = db
    .transaction(() => {
      const row = db.prepare("SELECT * FROM registrations WHERE id = ?").get(id) as RegistrationRow | undefined;
      if (!row || row.status === "cancelled" || row.status === "expired") return null;
      db.prepare(
        "UPDATE registrations SET status = 'cancelled', hold_expires_at = NULL, updated_at = ? WHERE id = ?",
      ).run(now, id);
      const took = row.status !== "waitlisted";
      return took ? fromRow({ ...row, status: "cancelled", hold_expires_at: null, updated_at: now }) : null;
    })
    .immediate();
  if (!freed) return 0;
  notifyPlacesFreed([
    {
      eventId: freed.eventId,
      occurrence: freed.occurrence,
      places: freed.places,
      registration: freed,
      reason: "cancelled",
    },
  ]);
  return freed.places;
}

/**
 * Holds whose time is up (an address not confirmed in 30 minutes, an offer
 * not claimed, a checkout that never reached Stripe) give their places back:
 * the registration is expired. A checkout with a session is released by
 * releaseLapsedCheckouts, once the session is closed at Stripe (no payment
 * can come after). Returns how many were released. Run by the clean-ups.
 */
export function releaseExpiredHolds(now: number): number {
  const db = registrationsDb();
  const released = db
    .transaction(() => {
      const rows = db
        .prepare(
          `SELECT * FROM registrations
           WHERE status IN ('held', 'offered', 'pending_payment') AND hold_expires_at <= ?
             AND NOT (status = 'pending_payment' AND stripe_session_id IS NOT NULL)
           ORDER BY hold_expires_at`,
        )
        .all(now) as RegistrationRow[];
      const expire = db.prepare("UPDATE registrations SET status = 'expired', updated_at = ? WHERE id = ?");
      for (const row of rows) expire.run(now, row.id);
      return rows.map((row) => fromRow({ ...row, status: "expired", updated_at: now }));
    })
    .immediate();
  notifyPlacesFreed(
    released.map((registration) => ({
      eventId: registration.eventId,
      occurrence: registration.occurrence,
      places: registration.places,
      registration,
      reason: "expired" as const,
    })),
  );
  return released.length;
}
