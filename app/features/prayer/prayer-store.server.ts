import type Database from "better-sqlite3";
import { ensureSchema } from "~/server/db.server";
import { submissionsDb, type SubmissionRow } from "~/features/forms/submission-store.server";
import type { Language } from "~/i18n/languages";

/**
 * The prayer feature's own tables (issue 35), beside the forms' submissions
 * (form_submissions, app/features/forms): each row about a submission is
 * deleted with it (retention, data:forget) by its foreign key.
 * - prayer_marks: a request the team prayed for, by whom, and whether the
 *   requester's notice was queued (once);
 * - prayer_lists: each weekly list queued, by form and week, so a list goes
 *   once whatever restarts happen;
 * - prayer_wall: staff's approval or removal of a request on the wall;
 * - prayer_wall_prayers: one "I prayed" per device (a hash of its random id).
 */
const SCHEMA = `
  CREATE TABLE IF NOT EXISTS prayer_marks (
    submission_id TEXT PRIMARY KEY REFERENCES form_submissions(id) ON DELETE CASCADE,
    prayed_at INTEGER NOT NULL,
    prayed_by TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS prayer_lists (
    form_id TEXT NOT NULL,
    week TEXT NOT NULL,
    due_at INTEGER NOT NULL,
    queued_at INTEGER NOT NULL,
    recipients INTEGER NOT NULL,
    PRIMARY KEY (form_id, week)
  );
  CREATE TABLE IF NOT EXISTS prayer_wall (
    submission_id TEXT PRIMARY KEY REFERENCES form_submissions(id) ON DELETE CASCADE,
    approved_at INTEGER,
    approved_by TEXT,
    removed_at INTEGER,
    removed_by TEXT
  );
  CREATE TABLE IF NOT EXISTS prayer_wall_prayers (
    submission_id TEXT NOT NULL REFERENCES form_submissions(id) ON DELETE CASCADE,
    device TEXT NOT NULL,
    prayed_at INTEGER NOT NULL,
    PRIMARY KEY (submission_id, device)
  );
`;

export function prayerDb(): Database.Database {
  submissionsDb();
  return ensureSchema("prayer", SCHEMA);
}

/** A prayer request: a submission of a prayer form with what the team and the wall did with it. */
export interface PrayerRequest {
  id: string;
  formId: string;
  language: Language;
  receivedAt: number;
  answers: Record<string, unknown>;
  name: string | null;
  email: string | null;
  prayedAt: number | null;
  prayedBy: string | null;
  wallApprovedAt: number | null;
  wallRemovedAt: number | null;
  prayers: number;
}

/** A submission's own columns (form_submissions), with what the prayer tables add to it. */
interface Row extends Pick<
  SubmissionRow,
  "id" | "form_id" | "language" | "received_at" | "answers" | "name" | "email"
> {
  prayed_at: number | null;
  prayed_by: string | null;
  approved_at: number | null;
  removed_at: number | null;
  prayers: number;
}

const SELECT = `
  SELECT s.id, s.form_id, s.language, s.received_at, s.answers, s.name, s.email,
         m.prayed_at, m.prayed_by, w.approved_at, w.removed_at,
         (SELECT COUNT(*) FROM prayer_wall_prayers p WHERE p.submission_id = s.id) AS prayers
  FROM form_submissions s
  LEFT JOIN prayer_marks m ON m.submission_id = s.id
  LEFT JOIN prayer_wall w ON w.submission_id = s.id`;

function toRequest(row: Row): PrayerRequest {
  let answers: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(row.answers);
    if (parsed && typeof parsed === "object") answers = parsed as Record<string, unknown>;
  } catch {
    // A row the forms feature wrote is JSON; anything else reads as no answers.
  }
  return {
    id: row.id,
    formId: row.form_id,
    language: row.language === "es" ? "es" : "en",
    receivedAt: Date.parse(row.received_at),
    answers,
    name: row.name,
    email: row.email,
    prayedAt: row.prayed_at,
    prayedBy: row.prayed_by,
    wallApprovedAt: row.approved_at,
    wallRemovedAt: row.removed_at,
    prayers: row.prayers,
  };
}

/** A form's requests (kept for its retention days), newest first. */
export function requestsOf(formId: string, db = prayerDb()): PrayerRequest[] {
  const rows = db.prepare(`${SELECT} WHERE s.form_id = ? ORDER BY s.received_at DESC, s.id`).all(formId) as Row[];
  return rows.map(toRequest);
}

export function getRequest(id: string, db = prayerDb()): PrayerRequest | undefined {
  const row = db.prepare(`${SELECT} WHERE s.id = ?`).get(id) as Row | undefined;
  return row ? toRequest(row) : undefined;
}
