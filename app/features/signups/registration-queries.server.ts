import type Database from "better-sqlite3";
import { isLanguage, type Language } from "~/i18n/languages";
import { registrationsDb, type RegistrationRow, type RegistrationStatus } from "./registration-rows.server";

/**
 * Reading the registrations store (registration-rows.server.ts owns the table,
 * registrations.server.ts every change of a seat) for what comes after
 * signing up: a place in line, lapsed holds, reminders due, rosters.
 */

export { registrationsDb, type RegistrationRow, type RegistrationStatus };

export const languageOf = (row: Pick<RegistrationRow, "language">): Language =>
  isLanguage(row.language) ? row.language : "en";

export function registrationRow(db: Database.Database, id: string): RegistrationRow | undefined {
  return db.prepare("SELECT * FROM registrations WHERE id = ?").get(id) as RegistrationRow | undefined;
}

/** A waitlisted sign-up's place in line (the line's order is places-open.server.ts's). */
export { placeInLine } from "./places-open.server";

/** Rows in a status whose hold has run out at `now` (offers not claimed, checkouts not paid). */
export function lapsedHolds(db: Database.Database, status: RegistrationStatus, now: number): RegistrationRow[] {
  return db
    .prepare("SELECT * FROM registrations WHERE status = ? AND hold_expires_at IS NOT NULL AND hold_expires_at <= ?")
    .all(status, now) as RegistrationRow[];
}

/** Every registration of one date (or of every date) of an event, in the order they came. */
export function rowsOfEvent(db: Database.Database, eventId: string, occurrence?: number | null): RegistrationRow[] {
  return (
    occurrence === undefined
      ? db.prepare("SELECT * FROM registrations WHERE event_id = ? ORDER BY occurrence, created_at, rowid").all(eventId)
      : db
          .prepare("SELECT * FROM registrations WHERE event_id = ? AND occurrence IS ? ORDER BY created_at, rowid")
          .all(eventId, occurrence)
  ) as RegistrationRow[];
}

/** Registrations in one status, of every event (the reminders' source). */
export function rowsWithStatus(db: Database.Database, status: RegistrationStatus): RegistrationRow[] {
  return db
    .prepare("SELECT * FROM registrations WHERE status = ? ORDER BY created_at, rowid")
    .all(status) as RegistrationRow[];
}
