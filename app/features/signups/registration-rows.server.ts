import type Database from "better-sqlite3";
import { getDb } from "~/server/db.server";
import { isLanguage, type Language } from "~/i18n/languages";

/**
 * Reading the registrations store (registrations.server.ts owns the table and
 * every change of a seat) for what comes after signing up: the waitlist's
 * order, lapsed offers and checkouts, reminders due, rosters, retention.
 */

export type RegistrationStatus =
  | "held"
  | "confirmed"
  | "waitlisted"
  | "offered"
  | "pending_payment"
  | "cancelled"
  | "expired";

export interface RegistrationRow {
  id: string;
  event_id: string;
  occurrence: string;
  email: string;
  contact_name: string;
  attendees_json: string;
  answers_json: string;
  places: number;
  status: RegistrationStatus;
  hold_expires_at: number | null;
  amount_cents: number | null;
  stripe_session_id: string | null;
  language: string;
  client_key: string | null;
  created_at: number;
  confirmed_at: number | null;
  updated_at: number;
}

export const languageOf = (row: Pick<RegistrationRow, "language">): Language =>
  isLanguage(row.language) ? row.language : "en";

export function registrationsDb(): Database.Database {
  return getDb();
}

export function registrationRow(db: Database.Database, id: string): RegistrationRow | undefined {
  return db.prepare("SELECT * FROM registrations WHERE id = ?").get(id) as RegistrationRow | undefined;
}

/** The waitlist of one occurrence, first come first: who is offered a freed place. */
export function waitlistOf(db: Database.Database, eventId: string, occurrence: string): RegistrationRow[] {
  return db
    .prepare(
      `SELECT * FROM registrations WHERE event_id = ? AND occurrence = ? AND status = 'waitlisted'
       ORDER BY created_at, rowid`,
    )
    .all(eventId, occurrence) as RegistrationRow[];
}

/** Rows in a status whose hold has run out at `now` (offers not claimed, checkouts not paid). */
export function lapsedHolds(db: Database.Database, status: RegistrationStatus, now: number): RegistrationRow[] {
  return db
    .prepare("SELECT * FROM registrations WHERE status = ? AND hold_expires_at IS NOT NULL AND hold_expires_at <= ?")
    .all(status, now) as RegistrationRow[];
}

/** Every registration of one occurrence (or of every occurrence) of an event, in the order they came. */
export function rowsOfEvent(db: Database.Database, eventId: string, occurrence?: string): RegistrationRow[] {
  return (
    occurrence === undefined
      ? db.prepare("SELECT * FROM registrations WHERE event_id = ? ORDER BY occurrence, created_at, rowid").all(eventId)
      : db
          .prepare("SELECT * FROM registrations WHERE event_id = ? AND occurrence = ? ORDER BY created_at, rowid")
          .all(eventId, occurrence)
  ) as RegistrationRow[];
}

/** Confirmed registrations, of every event: the reminders' and the staff overview's source. */
export function rowsWithStatus(db: Database.Database, status: RegistrationStatus): RegistrationRow[] {
  return db.prepare("SELECT * FROM registrations WHERE status = ? ORDER BY created_at, rowid").all(status) as RegistrationRow[];
}
