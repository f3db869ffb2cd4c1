import type Database from "better-sqlite3";
import { DAY_MS } from "~/server/housekeeping.server";
import { staffDb } from "./store.server";

/**
 * The activity log owners read in /admin: sign-ins, failed attempts,
 * invitations, role changes, removals and passkeys now; the editor adds
 * publishes, restores, uploads and alerts. Each entry names who (the staff
 * member's e-mail address at the time), what, to whom, and when; never a
 * network address (the privacy policy). Entries are deleted once they are a
 * year old (the privacy policy; the daily clean-up).
 */

export const AUDIT_RETENTION_DAYS = 365;

export const AUDIT_ACTIONS = {
  "sign-in": "Signed in",
  "sign-in-failed": "Sign-in failed",
  "sign-in-code-sent": "Sign-in e-mail sent",
  "sign-out": "Signed out",
  invitation: "Invited",
  "role-change": "Role changed",
  removal: "Removed",
  "passkey-added": "Passkey added",
  "passkey-renamed": "Passkey renamed",
  "passkey-removed": "Passkey removed",
  // The editor (app/features/editor/).
  "content-published": "Published",
  "content-restored": "Restored an earlier version",
  "page-removed": "Page removed",
  "event-removed": "Event removed",
  "alerts-changed": "Alerts changed",
  "picture-uploaded": "Picture uploaded",
  "draft-submitted": "Draft sent for review",
  // Giving (app/features/giving/): every view of donor data and every export (issue 30).
  "giving-viewed": "Giving viewed",
  "giving-exported": "Giving exported (CSV)",
  "giving-statements-sent": "Year-end statements sent",
  // Forms (issue 35): every view of a private form's submission, and every export of a private form.
  "form-submission-viewed": "Private form submission viewed",
  "form-exported": "Private form exported (CSV)",
  // Every list that shows a private form's submissions, and the weekly e-mail that carries prayer requests.
  "form-list-viewed": "Private form's submissions listed",
  "prayer-list-viewed": "Prayer list viewed",
  "prayer-wall-reviewed": "Prayer wall approvals viewed",
  "prayer-list-mailed": "Prayer list e-mailed with requests",
  // The live chat (issue 45): a host's mute, and the chat opened early or closed.
  "live-chat-muted": "Muted someone in the live chat for 24 hours",
  "live-chat-opened": "Opened the live chat",
  "live-chat-closed": "Closed the live chat",
  // Notices to phones (issue 44): every one that goes (we're live, reminders, announcements), and the staff's.
  "notice-sent": "Notice sent to phones",
  "notice-scheduled": "Announcement written",
  "notice-cancelled": "Announcement cancelled",
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** Who did it: a staff member, the operator's command line, or someone the site does not know. */
export type AuditActor = { id: string; email: string } | "command line" | "unknown";

export interface AuditEntry {
  id: number;
  at: number;
  action: AuditAction;
  actor: string;
  subject: string | null;
  detail: string | null;
}

/** Written in the caller's transaction when it passes its handle, so the entry and the change land together. */
export function recordAudit(
  // "the site": what the site does on its own clock (the weekly prayer list's e-mail), which no person started.
  entry: { at: number; action: AuditAction; actor: AuditActor | "the site"; subject?: string; detail?: string },
  db: Database.Database = staffDb(),
): void {
  const actor = entry.actor;
  db.prepare(
    "INSERT INTO staff_audit_log (at, action, actor_id, actor, subject, detail) VALUES (?, ?, ?, ?, ?, ?)",
  ).run(
    entry.at,
    entry.action,
    typeof actor === "string" ? null : actor.id,
    typeof actor === "string" ? (actor === "unknown" ? "an address not on the staff list" : actor) : actor.email,
    entry.subject ?? null,
    entry.detail ?? null,
  );
}

/** The newest entries first, `limit` at a time; `before` is the last id of the previous page. */
export function listAudit({ before, limit = 50 }: { before?: number; limit?: number } = {}): AuditEntry[] {
  return staffDb()
    .prepare(
      `SELECT id, at, action, actor, subject, detail FROM staff_audit_log
       WHERE id < ? ORDER BY id DESC LIMIT ?`,
    )
    .all(before ?? Number.MAX_SAFE_INTEGER, limit) as AuditEntry[];
}

/** The daily clean-up: entries a year old go. */
export function deleteOldAuditEntries(now: number): number {
  const cutoff = now - AUDIT_RETENTION_DAYS * DAY_MS;
  return staffDb().prepare("DELETE FROM staff_audit_log WHERE at < ?").run(cutoff).changes;
}
