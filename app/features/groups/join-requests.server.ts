import type Database from "better-sqlite3";
import { ensureSchema } from "~/server/db.server";
import { camelCased } from "~/server/db-rows.server";
import { outboxDb } from "~/server/outbox.server";
import type { Language } from "~/i18n/languages";

/**
 * Requests to join a group (issue 28), one row each: who asked, to join which
 * group (its id and name, and where the request went, as they were when sent),
 * their note, the page's language (every e-mail to them is written in it) and
 * the answer. status: open → accepted or declined, once.
 */

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS join_requests (
    id TEXT PRIMARY KEY,
    group_id TEXT NOT NULL,
    group_name TEXT NOT NULL,
    leader_email TEXT,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    note TEXT,
    language TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('open', 'accepted', 'declined')),
    created_at INTEGER NOT NULL,
    answered_at INTEGER
  );
  CREATE INDEX IF NOT EXISTS join_requests_email ON join_requests (email);
  CREATE INDEX IF NOT EXISTS join_requests_open ON join_requests (status, created_at);
`;

export type JoinStatus = "open" | "accepted" | "declined";

export interface JoinRequest {
  id: string;
  groupId: string;
  groupName: string;
  leaderEmail: string | null;
  name: string;
  email: string;
  note: string | null;
  language: Language;
  status: JoinStatus;
  createdAt: number;
  answeredAt: number | null;
}

interface Row {
  id: string;
  group_id: string;
  group_name: string;
  leader_email: string | null;
  name: string;
  email: string;
  note: string | null;
  language: Language;
  status: JoinStatus;
  created_at: number;
  answered_at: number | null;
}

export function joinRequestsDb(): Database.Database {
  outboxDb();
  return ensureSchema("join_requests", SCHEMA);
}

function toRequest(row: Row): JoinRequest {
  return camelCased(row);
}

export function insertJoinRequest(db: Database.Database, request: JoinRequest): void {
  db.prepare(
    `INSERT INTO join_requests (id, group_id, group_name, leader_email, name, email, note, language, status, created_at, answered_at)
     VALUES (@id, @groupId, @groupName, @leaderEmail, @name, @email, @note, @language, @status, @createdAt, @answeredAt)`,
  ).run(request);
}

export function getJoinRequest(id: string): JoinRequest | null {
  const row = joinRequestsDb().prepare("SELECT * FROM join_requests WHERE id = ?").get(id) as Row | undefined;
  return row ? toRequest(row) : null;
}

/** Records the answer when the request is still open; false when it was answered before. */
export function recordAnswer(db: Database.Database, id: string, answer: "accepted" | "declined", now: number): boolean {
  return (
    db
      .prepare("UPDATE join_requests SET status = ?, answered_at = ? WHERE id = ? AND status = 'open'")
      .run(answer, now, id).changes === 1
  );
}

/** The requests nobody has answered, oldest first (the staff page). */
export function openJoinRequests(): JoinRequest[] {
  const rows = joinRequestsDb()
    .prepare("SELECT * FROM join_requests WHERE status = 'open' ORDER BY created_at, id")
    .all() as Row[];
  return rows.map(toRequest);
}

/** The ids of requests matching `where` (retention, deletion on request). */
export function joinRequestIds(db: Database.Database, where: string, ...values: unknown[]): string[] {
  return (db.prepare(`SELECT id FROM join_requests WHERE ${where}`).all(...values) as { id: string }[]).map(
    (row) => row.id,
  );
}
