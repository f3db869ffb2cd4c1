import type Database from "better-sqlite3";
import { hashToken, randomToken, TOKEN_SHAPE } from "./secrets.server";
import { rowToPerson, type Person, type PersonRow } from "./people-rows.server";
import { staffDb } from "./store.server";

/**
 * Staff sessions in SQLite. The browser holds a random id; the database holds
 * only its SHA-256, so a copy of the database signs nobody in. A sign-in
 * always makes a new id. A session ends after a day without use or two weeks
 * after sign-in, whichever comes first, and at once when the person's role
 * changes or they are removed (people.server.ts).
 */
export const SESSION_LIMITS = {
  /** Idle: a day without a request ends the session. */
  idleMs: 24 * 60 * 60 * 1000,
  /** Absolute: two weeks after sign-in, whatever happened since. */
  absoluteMs: 14 * 24 * 60 * 60 * 1000,
  /** Last use is written at most this often, so reading pages costs no write each time. */
  touchEveryMs: 60 * 1000,
} as const;

export interface StaffSession {
  idHash: string;
  person: Person;
  createdAt: number;
  expiresAt: number;
}

/** A new session for `personId`: the id to put in the cookie, once, and when it ends at the latest. */
export function createSession(
  personId: string,
  now: number,
  db: Database.Database = staffDb(),
): { token: string; expiresAt: number } {
  const token = randomToken();
  const expiresAt = now + SESSION_LIMITS.absoluteMs;
  db.prepare(
    "INSERT INTO staff_sessions (id_hash, person_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)",
  ).run(hashToken(token), personId, now, now, expiresAt);
  return { token, expiresAt };
}

/**
 * The session a cookie names, if it is still good: not idle too long, not past
 * its end, its person not removed. An expired one is deleted on the way.
 */
export function readSession(token: string | undefined, now: number): StaffSession | null {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const db = staffDb();
  const idHash = hashToken(token);
  const row = db
    .prepare(
      `SELECT s.created_at AS session_created_at, s.last_seen_at, s.expires_at, p.*
       FROM staff_sessions s JOIN staff_people p ON p.id = s.person_id WHERE s.id_hash = ?`,
    )
    .get(idHash) as (PersonRow & { session_created_at: number; last_seen_at: number; expires_at: number }) | undefined;
  if (!row) return null;
  const idle = now - row.last_seen_at >= SESSION_LIMITS.idleMs;
  if (idle || now >= row.expires_at || row.status === "removed") {
    db.prepare("DELETE FROM staff_sessions WHERE id_hash = ?").run(idHash);
    return null;
  }
  if (now - row.last_seen_at >= SESSION_LIMITS.touchEveryMs) {
    db.prepare("UPDATE staff_sessions SET last_seen_at = ? WHERE id_hash = ?").run(now, idHash);
  }
  return { idHash, person: rowToPerson(row), createdAt: row.session_created_at, expiresAt: row.expires_at };
}

export function endSession(idHash: string, db: Database.Database = staffDb()): void {
  db.prepare("DELETE FROM staff_sessions WHERE id_hash = ?").run(idHash);
}

/** Ends every session of a person (a role change, a removal). Returns how many ended. */
export function endSessionsOf(personId: string, db: Database.Database = staffDb()): number {
  return db.prepare("DELETE FROM staff_sessions WHERE person_id = ?").run(personId).changes;
}

/** The daily clean-up: sessions past either limit. */
export function deleteExpiredSessions(now: number): number {
  return staffDb()
    .prepare("DELETE FROM staff_sessions WHERE expires_at <= ? OR last_seen_at <= ?")
    .run(now, now - SESSION_LIMITS.idleMs).changes;
}
