import type Database from "better-sqlite3";
import { AUDIT_RETENTION_DAYS } from "~/features/auth/audit-log.server";
import { camelCased } from "~/server/db-rows.server";
import { DAY_MS } from "~/server/housekeeping.server";
import { editorDb } from "./store.server";

/**
 * Every publish is a revision (issue 18): who, when, the file before and
 * after. Any revision can be restored, which is a new revision. People are
 * named through their staff record; once a removed person's record is
 * deleted (a year after, the privacy policy), their revisions say "a former
 * staff member".
 *
 * A revision says who published what and when, as the activity log's entry
 * for the same publish does, so it is kept as long as that entry: a year,
 * then the daily clean-up deletes it (the privacy policy). The content folder
 * itself keeps what is published now; only older versions go.
 */

export const REVISION_RETENTION_DAYS = AUDIT_RETENTION_DAYS;

export type RevisionAction = "publish" | "restore" | "remove";

export interface Revision {
  id: number;
  file: string;
  at: number;
  action: RevisionAction;
  actor: string;
  draftedBy: string | null;
  beforeText: string | null;
  afterText: string | null;
  restoredFrom: number | null;
}

interface RevisionRow {
  id: number;
  file: string;
  at: number;
  action: RevisionAction;
  actor: string;
  drafted_by: string | null;
  before_text: string | null;
  after_text: string | null;
  restored_from: number | null;
}

const FORMER = "a former staff member";
const SELECT = `SELECT r.id, r.file, r.at, r.action, r.before_text, r.after_text, r.restored_from,
    COALESCE(NULLIF(a.name, ''), a.email, '${FORMER}') AS actor,
    CASE WHEN r.drafted_by IS NULL OR r.drafted_by = r.actor_id THEN NULL
      ELSE COALESCE(NULLIF(d.name, ''), d.email, '${FORMER}') END AS drafted_by
  FROM editor_revisions r
  LEFT JOIN staff_people a ON a.id = r.actor_id
  LEFT JOIN staff_people d ON d.id = r.drafted_by`;

function toRevision(row: RevisionRow): Revision {
  return camelCased(row);
}

export function recordRevision(
  entry: {
    file: string;
    at: number;
    action: RevisionAction;
    actorId: string;
    draftedBy?: string;
    beforeText: string | null;
    afterText: string | null;
    restoredFrom?: number;
  },
  db: Database.Database = editorDb(),
): number {
  return Number(
    db
      .prepare(
        `INSERT INTO editor_revisions (file, at, action, actor_id, drafted_by, before_text, after_text, restored_from)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        entry.file,
        entry.at,
        entry.action,
        entry.actorId,
        entry.draftedBy ?? null,
        entry.beforeText,
        entry.afterText,
        entry.restoredFrom ?? null,
      ).lastInsertRowid,
  );
}

export function getRevision(id: number): Revision | undefined {
  const row = editorDb().prepare(`${SELECT} WHERE r.id = ?`).get(id) as RevisionRow | undefined;
  return row ? toRevision(row) : undefined;
}

/** Newest first; of one file, or of every file. */
export function listRevisions({ file, before, limit = 50 }: { file?: string; before?: number; limit?: number } = {}) {
  const rows = editorDb()
    .prepare(`${SELECT} WHERE (? IS NULL OR r.file = ?) AND r.id < ? ORDER BY r.id DESC LIMIT ?`)
    .all(file ?? null, file ?? null, before ?? Number.MAX_SAFE_INTEGER, limit) as RevisionRow[];
  return rows.map(toRevision);
}

/** The daily clean-up's part: revisions older than REVISION_RETENTION_DAYS. */
export function deleteOldRevisions(now: number): number {
  return editorDb()
    .prepare("DELETE FROM editor_revisions WHERE at < ?")
    .run(now - REVISION_RETENTION_DAYS * DAY_MS).changes;
}
