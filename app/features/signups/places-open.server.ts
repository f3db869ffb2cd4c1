import type Database from "better-sqlite3";
import type { RegistrationSettings } from "~/content/model";
import { placesTaken, type Attendee, type RegistrationRow } from "./registration-rows.server";

/**
 * Who may take the places of one date, and in what order (issue 43, decision 066). Every held place is
 * taken in full, so nobody is told "held" beyond the capacity; the places that are free go first to the
 * people waiting, in the order they joined the waitlist (a party larger than the places free keeps its
 * turn for the next ones, decision 038), and only what is left is open to a newcomer. So nobody who was
 * told their place in line is overtaken: not by a newcomer in the minute before the check offers a lapsed
 * hold's places, nor by a hold confirmed after its time, which joins the end of the line.
 * Call these inside the transaction that takes or offers, so what they count is what it writes.
 */

/** Places free on one date: in all (null: no capacity) and for each attendee type with places of its own. */
export interface Room {
  total: number | null;
  byType: Map<string, number>;
}

function freeRoom(
  db: Database.Database,
  settings: RegistrationSettings,
  eventId: string,
  occurrence: number | null,
  now: number,
): Room {
  const typed = settings.attendeeTypes.filter((type) => type.capacity !== undefined);
  const taken = placesTaken(db, eventId, occurrence, now, { byType: typed.length > 0 });
  return {
    total: settings.capacity === undefined ? null : settings.capacity - taken.total,
    byType: new Map(typed.map((type) => [type.id, type.capacity! - (taken.byType.get(type.id) ?? 0)])),
  };
}

function partyOf(attendees: readonly Pick<Attendee, "type">[]): Map<string, number> {
  const party = new Map<string, number>();
  for (const attendee of attendees) party.set(attendee.type ?? "", (party.get(attendee.type ?? "") ?? 0) + 1);
  return party;
}

/** Whether a party fits the room, in all and for each attendee type with places of its own. */
export function fitsRoom(room: Room, attendees: readonly Pick<Attendee, "type">[]): boolean {
  if (room.total !== null && attendees.length > room.total) return false;
  return [...partyOf(attendees)].every(([type, count]) => count <= (room.byType.get(type) ?? Infinity));
}

/** Whether what is taken stays within the capacity (a hold in its time keeps its places: decision 066). */
export function withinCapacity(
  db: Database.Database,
  settings: RegistrationSettings,
  eventId: string,
  occurrence: number | null,
  now: number,
): boolean {
  const room = freeRoom(db, settings, eventId, occurrence, now);
  return (room.total ?? 0) >= 0 && [...room.byType.values()].every((left) => left >= 0);
}

function without(room: Room, attendees: readonly Pick<Attendee, "type">[]): Room {
  const byType = new Map(room.byType);
  for (const [type, count] of partyOf(attendees)) {
    const left = byType.get(type);
    if (left !== undefined) byType.set(type, left - count);
  }
  return { total: room.total === null ? null : room.total - attendees.length, byType };
}

/** One date's waitlist in the order its people joined it (databases from before decision 066 first). */
export function waitlistOf(db: Database.Database, eventId: string, occurrence: number | null): RegistrationRow[] {
  return db
    .prepare(
      `SELECT * FROM registrations WHERE event_id = ? AND occurrence IS ? AND status = 'waitlisted'
       ORDER BY COALESCE(waitlist_seq, 0), created_at, rowid`,
    )
    .all(eventId, occurrence) as RegistrationRow[];
}

/**
 * The people waiting whose turn the free places are (to be offered them, in order), and the room left
 * after them: what a newcomer, or a hold confirmed after its time, may take.
 */
export function waitlistTurns(
  db: Database.Database,
  settings: RegistrationSettings,
  eventId: string,
  occurrence: number | null,
  now: number,
): { turns: RegistrationRow[]; open: Room } {
  let open = freeRoom(db, settings, eventId, occurrence, now);
  const turns: RegistrationRow[] = [];
  // Full (the common case in a burst): nobody's turn, and no need to read the line.
  if (open.total !== null && open.total <= 0) return { turns, open };
  for (const row of waitlistOf(db, eventId, occurrence)) {
    if (open.total !== null && open.total <= 0) break;
    const attendees = JSON.parse(row.attendees_json) as Attendee[];
    if (!fitsRoom(open, attendees)) continue;
    turns.push(row);
    open = without(open, attendees);
  }
  return { turns, open };
}

/** The turn a sign-up joining its date's waitlist now takes: after everyone who joined before. */
export function nextWaitlistSeq(db: Database.Database, eventId: string, occurrence: number | null): number {
  const row = db
    .prepare(
      "SELECT COALESCE(MAX(waitlist_seq), 0) + 1 AS next FROM registrations WHERE event_id = ? AND occurrence IS ?",
    )
    .get(eventId, occurrence) as { next: number };
  return row.next;
}

/** A waitlisted sign-up's place in line (1: next to be offered places); null when it is not waiting. */
export function placeInLine(db: Database.Database, registrationId: string): number | null {
  const row = db
    .prepare(
      `SELECT me.status AS status, COUNT(other.id) AS ahead FROM registrations AS me
       LEFT JOIN registrations AS other ON other.event_id = me.event_id AND other.occurrence IS me.occurrence
         AND other.status = 'waitlisted'
         AND (COALESCE(other.waitlist_seq, 0), other.created_at, other.rowid)
           < (COALESCE(me.waitlist_seq, 0), me.created_at, me.rowid)
       WHERE me.id = ? GROUP BY me.id`,
    )
    .get(registrationId) as { status: string; ahead: number } | undefined;
  return row?.status === "waitlisted" ? row.ahead + 1 : null;
}
