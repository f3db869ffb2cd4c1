import { camelCased } from "~/server/db-rows.server";
import { DAY_MS } from "~/server/housekeeping.server";
import { editorDb } from "./store.server";

/**
 * Each person's drafts, one per file (issue 18): saved as they type (or with
 * "Save draft"), kept until they publish or discard it, so no failed save or
 * closed tab loses work. A draft remembers the version of the file it began
 * from, which is how a publish over someone else's change is caught. A
 * contributor sends a draft for review; editors and owners see those.
 *
 * A draft nobody has changed for a year is taken to be abandoned and is
 * deleted by the daily clean-up (the privacy policy says so); a person's
 * drafts also go with their staff record.
 */

export const DRAFT_IDLE_DAYS = 365;

export interface Draft {
  personId: string;
  file: string;
  baseVersion: string;
  /** The file's text when the draft began (null: a new file). */
  baseText: string | null;
  /** The file as the draft would write it (null: the file removed). */
  text: string | null;
  updatedAt: number;
  submittedAt: number | null;
  /** Who wrote it: their name, else their e-mail address. */
  author: string;
}

interface DraftRow {
  person_id: string;
  file: string;
  base_version: string;
  base_text: string | null;
  text: string | null;
  updated_at: number;
  submitted_at: number | null;
  author: string;
}

const SELECT = `SELECT d.*, COALESCE(NULLIF(p.name, ''), p.email, 'a former staff member') AS author
  FROM editor_drafts d LEFT JOIN staff_people p ON p.id = d.person_id`;

function toDraft(row: DraftRow): Draft {
  return camelCased(row);
}

export function getDraft(personId: string, file: string): Draft | undefined {
  const row = editorDb().prepare(`${SELECT} WHERE d.person_id = ? AND d.file = ?`).get(personId, file) as
    DraftRow | undefined;
  return row ? toDraft(row) : undefined;
}

/**
 * Creates or updates the person's draft of a file; the version it began from
 * stays the first one. A changed text takes a submitted draft out of review
 * (issue 25: an editor publishes only what they were shown), so its author
 * sends it again; a save that changes nothing leaves it waiting.
 */
export function saveDraft(draft: {
  personId: string;
  file: string;
  baseVersion: string;
  baseText: string | null;
  text: string | null;
  now: number;
}): void {
  editorDb()
    .prepare(
      `INSERT INTO editor_drafts (person_id, file, base_version, base_text, text, updated_at)
       VALUES (@personId, @file, @baseVersion, @baseText, @text, @now)
       ON CONFLICT (person_id, file) DO UPDATE SET text = excluded.text, updated_at = excluded.updated_at,
         submitted_at = CASE WHEN text IS excluded.text THEN submitted_at ELSE NULL END`,
    )
    .run(draft);
}

/** After a conflict is merged by hand: the draft now builds on the file as it stands. */
export function rebaseDraft(personId: string, file: string, baseVersion: string, baseText: string | null): void {
  editorDb()
    .prepare("UPDATE editor_drafts SET base_version = ?, base_text = ? WHERE person_id = ? AND file = ?")
    .run(baseVersion, baseText, personId, file);
}

export function discardDraft(personId: string, file: string): boolean {
  return (
    editorDb().prepare("DELETE FROM editor_drafts WHERE person_id = ? AND file = ?").run(personId, file).changes > 0
  );
}

/** After a reviewer published `text`: the draft goes, unless its author saved something newer meanwhile. */
export function discardDraftIfStill(personId: string, file: string, text: string | null): boolean {
  return (
    editorDb()
      .prepare("DELETE FROM editor_drafts WHERE person_id = ? AND file = ? AND text IS ?")
      .run(personId, file, text).changes > 0
  );
}

export function submitDraft(personId: string, file: string, now: number): boolean {
  return (
    editorDb()
      .prepare("UPDATE editor_drafts SET submitted_at = ? WHERE person_id = ? AND file = ?")
      .run(now, personId, file).changes > 0
  );
}

export function listDraftsOf(personId: string): Draft[] {
  return (
    editorDb().prepare(`${SELECT} WHERE d.person_id = ? ORDER BY d.updated_at DESC`).all(personId) as DraftRow[]
  ).map(toDraft);
}

/** Whether anyone has a draft of a file (a new event's name is taken by another's draft too). */
export function anyDraftOf(file: string): boolean {
  return editorDb().prepare("SELECT 1 FROM editor_drafts WHERE file = ? LIMIT 1").get(file) !== undefined;
}

/** Drafts sent for review, oldest first. */
export function listSubmittedDrafts(): Draft[] {
  return (
    editorDb().prepare(`${SELECT} WHERE d.submitted_at IS NOT NULL ORDER BY d.submitted_at`).all() as DraftRow[]
  ).map(toDraft);
}

/** Sends a draft back to its author: it stays theirs, no longer waiting for review. */
export function returnDraft(personId: string, file: string): boolean {
  return (
    editorDb()
      .prepare("UPDATE editor_drafts SET submitted_at = NULL WHERE person_id = ? AND file = ?")
      .run(personId, file).changes > 0
  );
}

/** The daily clean-up's part: drafts not changed for DRAFT_IDLE_DAYS. */
export function deleteIdleDrafts(now: number): number {
  return editorDb()
    .prepare("DELETE FROM editor_drafts WHERE updated_at < ?")
    .run(now - DRAFT_IDLE_DAYS * DAY_MS).changes;
}
